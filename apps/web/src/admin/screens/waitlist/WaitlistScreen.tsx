import "@mantine/core/styles/DataList.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/EmptyState.css";

import { EmptyState, type SortState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconSend, IconTrash, IconUsersGroup, IconX } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { EntryDetails } from "./EntryDetails";
import { downloadWaitlistCsv, ExportError } from "./exportCsv";
import { InviteNextForm } from "./InviteNextForm";
import {
  WAITLIST_PAGE_SIZE,
  waitlistListInput,
  type WaitlistSearch,
  type WaitlistSortColumn,
} from "./search";
import { LOAD_FAILED_TEXT, useErrorText, useWaitlistServerText } from "./serverTexts";
import { useWaitlistActions, type WaitlistEntry } from "./useWaitlistActions";
import { WaitlistFilters } from "./WaitlistFilters";
import { WaitlistStats } from "./WaitlistStats";
import { WaitlistTable } from "./WaitlistTable";

const route = getRouteApi("/admin/waitlist");

type Tab = "all" | "sent";

/**
 * SPEC 2.17, the Early Access screen: the queue's counts; All users / Sent users; search and
 * status filter; the server-paged table with sorting, row actions and bulk actions; inviting the
 * next in line; the CSV export of what the filters show; an entry's details. Page, sort, filters
 * and the open entry live in the address.
 */
export function WaitlistScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const errorText = useErrorText();
  const serverText = useWaitlistServerText();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const change = (patch: Partial<WaitlistSearch>, replace = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace });
  /** A new filter, order or tab starts again at page 1. */
  const refilter = (patch: Partial<WaitlistSearch>, replace = false) =>
    change({ ...patch, page: undefined }, replace);

  const input = waitlistListInput(search);
  const list = useQuery({
    ...trpc.waitlist.list.queryOptions(input, { meta: { errorMessage: LOAD_FAILED_TEXT } }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const records = data?.items ?? [];
  const page = search.page ?? 1;

  // Chosen rows belong to the page they were chosen on: another page, filter or order clears them.
  const inputKey = JSON.stringify(input);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({
    key: inputKey,
    ids: [],
  });
  const selectedIds = selection.key === inputKey ? selection.ids : [];
  const setSelectedIds = (ids: string[]) => setSelection({ key: inputKey, ids });
  const selectedRecords = records.filter((entry) => selectedIds.includes(entry.id));

  // The open entry: on the current page; or as last saved (a change moved it off the page); or,
  // for a link to an entry on no loaded page, fetched on its own.
  const [saved, setSaved] = useState<WaitlistEntry>();
  const onPage = records.find((entry) => entry.id === search.selected);
  const remembered = saved?.id === search.selected ? saved : undefined;
  const lookup = useQuery(
    trpc.waitlist.get.queryOptions(
      { id: search.selected ?? "" },
      {
        enabled: Boolean(search.selected) && !onPage && !remembered && list.isSuccess,
        retry: false,
      },
    ),
  );
  const openEntry = onPage ?? remembered ?? lookup.data;

  const actions = useWaitlistActions({
    onSaved: setSaved,
    onDeleted: (ids) => {
      setSelection((current) => ({
        ...current,
        ids: current.ids.filter((id) => !ids.includes(id)),
      }));
      if (search.selected && ids.includes(search.selected)) change({ selected: undefined });
    },
    onBulkDone: () => setSelectedIds([]),
  });

  // A page past the end (the last rows were deleted, or an old link): go to the last page.
  const totalPages = data?.pagination.totalPages;
  useEffect(() => {
    if (totalPages === undefined || list.isPlaceholderData) return;
    if (page > Math.max(totalPages, 1)) {
      void navigate({
        search: (prev) => ({ ...prev, page: totalPages > 1 ? totalPages : undefined }),
        replace: true,
      });
    }
  }, [page, totalPages, list.isPlaceholderData, navigate]);

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWaitlistCsv(search);
    } catch (error) {
      const reason =
        error instanceof ExportError && error.message
          ? serverText(error.message)
          : t`Please try again.`;
      notifications.show({ color: "red", title: t`The export failed`, message: reason });
    } finally {
      setExporting(false);
    }
  };

  const filtered = Boolean(search.search || search.status);
  const resetFilters = () => refilter({ search: undefined, status: undefined });
  const tab: Tab = search.tab === "sent" ? "sent" : "all";
  const sort: SortState | null = search.sortBy
    ? { column: search.sortBy, direction: search.sortDir ?? "asc" }
    : null;

  const emptyState = (
    <EmptyState
      icon={<IconUsersGroup size={22} />}
      title={t`No users found`}
      hint={
        filtered
          ? t`Try another search or reset the filters.`
          : tab === "sent"
            ? t`Nobody has been sent an invitation yet.`
            : t`Nobody has joined the waitlist yet.`
      }
      action={
        filtered ? (
          <Button variant="light" onClick={resetFilters}>
            {t`Reset filters`}
          </Button>
        ) : undefined
      }
    />
  );

  const selectedCount = format.number(selectedIds.length);
  const content = (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <WaitlistFilters
          search={search.search}
          status={search.status}
          onSearchChange={(value) => refilter({ search: value }, true)}
          onStatusChange={(status) => refilter({ status })}
          onReset={resetFilters}
        />
        <Group gap="sm" wrap="wrap">
          <InviteNextForm onInvite={actions.inviteNext} busy={actions.inviteNextBusy} />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => void exportCsv()}
            loading={exporting}
          >
            {t`Export CSV`}
          </Button>
        </Group>
      </Group>

      {selectedIds.length > 0 ? (
        <Paper withBorder p="xs" radius="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" fw={600} aria-live="polite">
              {t`Selected: ${selectedCount}`}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Button
                size="sm"
                leftSection={<DirectionalIcon icon={IconSend} size={16} aria-hidden="true" />}
                onClick={() => actions.inviteMany(selectedIds)}
                loading={actions.bulkBusy}
              >
                {t`Invite selected`}
              </Button>
              <Button
                size="sm"
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => void actions.removeMany(selectedIds)}
                disabled={actions.bulkBusy}
              >
                {t`Delete selected`}
              </Button>
              <Button
                size="sm"
                variant="subtle"
                leftSection={<IconX size={16} aria-hidden="true" />}
                onClick={() => setSelectedIds([])}
              >
                {t`Clear selection`}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}

      {list.isError ? (
        <Alert color="red" variant="light" title={t`Failed to fetch waitlist data`} role="alert">
          <Stack gap="xs" align="flex-start">
            {errorText(list.error, "") ? <Text size="sm">{errorText(list.error, "")}</Text> : null}
            <Button
              size="xs"
              variant="default"
              onClick={() => void list.refetch()}
              loading={list.isFetching}
            >
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {list.isError && !data ? null : (
        <WaitlistTable
          records={records}
          page={page}
          pageSize={WAITLIST_PAGE_SIZE}
          totalRecords={data?.pagination.total ?? 0}
          onPageChange={(next) => change({ page: next > 1 ? next : undefined })}
          sort={sort}
          onSortChange={(next) =>
            refilter({
              sortBy: next?.column as WaitlistSortColumn | undefined,
              sortDir: next?.direction,
            })
          }
          fetching={list.isFetching}
          selected={selectedRecords}
          onSelectedChange={(chosen) => setSelectedIds(chosen.map((entry) => entry.id))}
          actions={actions}
          onOpen={(entry) => {
            setSaved(entry);
            change({ selected: entry.id });
          }}
          emptyState={emptyState}
        />
      )}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <WaitlistStats />
      <Tabs
        value={tab}
        onChange={(value) => refilter({ tab: value === "sent" ? "sent" : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="all">{t`All users`}</Tabs.Tab>
          <Tabs.Tab value="sent">{t`Sent users`}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="all" pt="md">
          {content}
        </Tabs.Panel>
        <Tabs.Panel value="sent" pt="md">
          {content}
        </Tabs.Panel>
      </Tabs>
      <EntryDetails
        selectedId={search.selected}
        entry={openEntry}
        loading={!openEntry && (list.isPending || lookup.isFetching)}
        actions={actions}
        onClose={() => change({ selected: undefined })}
      />
    </Stack>
  );
}
