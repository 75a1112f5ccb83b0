import "@mantine/core/styles/DataList.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/EmptyState.css";

import { waitlistStatuses } from "@bayan/trpc/rules";
import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Tabs, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload, IconSend, IconTrash, IconUsersGroup, IconX } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { RestCallError } from "../../lib/restCall";
import { pageCount, useListState, usePageClamp, useRowSelection } from "../../lib/useListState";
import { useOpenRecord } from "../../lib/useOpenRecord";
import { EntryDetails } from "./EntryDetails";
import { downloadWaitlistCsv } from "./exportCsv";
import { InviteNextForm } from "./InviteNextForm";
import { useWaitlistLabels } from "./labels";
import { waitlistList, waitlistListInput } from "./search";
import { LOAD_FAILED_TEXT, useErrorText, useWaitlistServerText } from "./serverTexts";
import { useWaitlistActions } from "./useWaitlistActions";
import { WaitlistStats } from "./WaitlistStats";
import { WaitlistTable } from "./WaitlistTable";

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
  const labels = useWaitlistLabels();
  const list = useListState(waitlistList);
  const { search } = list;

  const input = waitlistListInput(search);
  const query = useQuery({
    ...trpc.waitlist.list.queryOptions(input, { meta: { errorMessage: LOAD_FAILED_TEXT } }),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const records = data?.items ?? [];
  const page = usePageClamp(list, pageCount(query));
  const selection = useRowSelection(input);
  const selectedIds = selection.ids;
  const selectedRecords = records.filter((entry) => selectedIds.includes(entry.id));
  const open = useOpenRecord({
    selectedId: search.selected,
    records,
    list: query,
    lookup: (id) => trpc.waitlist.get.queryOptions({ id }),
  });

  const actions = useWaitlistActions({
    onSaved: open.remember,
    onDeleted: (ids) => {
      selection.drop(ids);
      if (search.selected && ids.includes(search.selected)) list.close();
    },
    onBulkDone: selection.clear,
  });

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadWaitlistCsv(search);
    } catch (error) {
      const reason =
        error instanceof RestCallError && error.message
          ? serverText(error.message)
          : t`Please try again.`;
      notifications.show({ color: "red", title: t`The export failed`, message: reason });
    } finally {
      setExporting(false);
    }
  };

  const tab: Tab = search.tab === "sent" ? "sent" : "all";

  const emptyState = (
    <EmptyState
      icon={<IconUsersGroup size={22} />}
      title={t`No users found`}
      hint={
        list.filtered
          ? t`Try another search or reset the filters.`
          : tab === "sent"
            ? t`Nobody has been sent an invitation yet.`
            : t`Nobody has joined the waitlist yet.`
      }
      action={
        list.filtered ? (
          <Button variant="light" onClick={list.reset}>
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
        <ListFilters list={list} placeholder={t`Search by email`}>
          <FilterSelect
            list={list}
            name="status"
            label={t`Status`}
            all={t`All statuses`}
            options={waitlistStatuses.map((value) => ({ value, label: labels.status[value] }))}
          />
        </ListFilters>
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
                onClick={selection.clear}
              >
                {t`Clear selection`}
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}

      <LoadFailedAlert
        title={t`Failed to fetch waitlist data`}
        queries={[query]}
        detail={errorText(query.error, "")}
      />

      {query.isError && !data ? null : (
        <WaitlistTable
          records={records}
          page={page}
          totalRecords={data?.pagination.total ?? 0}
          onPageChange={list.setPage}
          sort={list.sort}
          onSortChange={list.setSort}
          fetching={query.isFetching}
          selected={selectedRecords}
          onSelectedChange={(chosen) => selection.set(chosen.map((entry) => entry.id))}
          actions={actions}
          onOpen={(entry) => {
            open.remember(entry);
            list.open(entry.id);
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
        onChange={(value) => list.change({ tab: value === "sent" ? "sent" : undefined })}
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
        entry={open.record}
        loading={open.loading}
        actions={actions}
        onClose={list.close}
      />
    </Stack>
  );
}
