import type { MailRow } from "@bayan/trpc/schemas";
import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Collapse,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useErrorText } from "../../lib/errorText";
import { FiltersToggle } from "../../lib/FilterButtons";
import { FilterSelect, useListSearchField } from "../../lib/ListFilters";
import { RetryButton } from "../../lib/RetryButton";
import { SearchField } from "../../lib/SearchField";
import type { ListState } from "../../lib/useListState";
import { useMailLabels } from "./labels";
import { MessageList } from "./MessageList";
import type { MessagesSearch } from "./search";

export interface MailListPanelProps {
  list: ListState<MessagesSearch>;
  /** The list's query. */
  query: {
    data?: { items: MailRow[]; pagination: { totalPages: number } };
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  page: number;
  /** The id of the open conversation, marked in the list. */
  selectedId: string | undefined;
  onOpen: (row: MailRow) => void;
  /** Absent for a role that may not change a message (docs/team.md). */
  onStar?: (row: MailRow) => void;
  now: Date;
}

/**
 * SPEC 2.12's list: the search (asked once typing pauses) and, behind Filters, the priority, read
 * state and attachments; the folder's rows (with the label's, when one is chosen) and the pages.
 * Everything lives in the address.
 */
export function MailListPanel({
  list,
  query,
  page,
  selectedId,
  onOpen,
  onStar,
  now,
}: MailListPanelProps) {
  const { t } = useLingui();
  const labels = useMailLabels();
  const errorText = useErrorText();
  const panelId = useId();
  const search = useListSearchField(list);
  const chosen = list.filterKeys.filter(
    (key) => list.search[key as keyof MessagesSearch] !== undefined,
  ).length;
  const [filtersOpen, setFiltersOpen] = useState(chosen > 0);
  const folder = list.search.folder ?? "inbox";
  const label = list.search.label;
  const rows = query.data?.items ?? [];
  const totalPages = query.data?.pagination.totalPages ?? 0;
  const filtered = list.filtered || label !== undefined;
  /** A filter of the choices' values (and All), its `title` above it. */
  const segments = (
    name: "status" | "attachments",
    title: string,
    choices: Record<string, string>,
  ) => (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={`${panelId}-${name}`}>
        {title}
      </Text>
      <SegmentedControl
        aria-labelledby={`${panelId}-${name}`}
        data={[
          { value: "all", label: t`All` },
          ...Object.entries(choices).map(([value, label]) => ({ value, label })),
        ]}
        value={list.search[name] ?? "all"}
        onChange={(value) => list.change({ [name]: value === "all" ? undefined : value })}
      />
    </Stack>
  );

  return (
    <Stack gap="sm">
      {/* The Filters button keeps its whole label: it goes under the search box where the line is
          too narrow for both (a phone, in Arabic), as in the other lists' filters. */}
      <Group gap="xs" wrap="wrap">
        <SearchField
          search={search}
          aria-label={t`Search messages`}
          placeholder={t`Search messages`}
        />
        <FiltersToggle
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          panelId={panelId}
          chosen={chosen}
        />
      </Group>
      <Collapse expanded={filtersOpen} id={panelId}>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <FilterSelect
            list={list}
            name="priority"
            values={["high", "medium", "low"] as const}
            labels={labels.priority}
            all={t`All`}
            w={150}
          />
          {segments("status", t`Status`, { read: t`Read`, unread: t`Unread` })}
          {segments("attachments", t`Attachments`, { yes: t`With`, no: t`Without` })}
          <Button
            variant="subtle"
            onClick={() => {
              search.reset();
              list.reset();
            }}
          >
            {t`Reset filters`}
          </Button>
        </Group>
      </Collapse>
      <Text size="sm" fw={600} component="h2" m={0}>
        {label ? `${labels.folder(folder)} · ${labels.label(label)}` : labels.folder(folder)}
      </Text>
      {query.isError ? (
        <Alert color="red" variant="light" role="alert" title={t`Failed to load messages`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(query.error, t`Please try again.`)}</Text>
            <RetryButton queries={[query]} />
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md">
        {query.isPending ? (
          <Text size="sm" c="dimmed" p="md">
            {t`Loading messages…`}
          </Text>
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={28} />}
            title={filtered ? t`No messages match` : t`No messages`}
            hint={
              filtered ? t`Try another search, or reset the filters.` : labels.emptyHint(folder)
            }
          />
        ) : (
          <MessageList
            rows={rows}
            selectedId={selectedId}
            onOpen={onOpen}
            onStar={onStar}
            now={now}
          />
        )}
      </Paper>
      {totalPages > 1 ? (
        <Group justify="center">
          <Pagination
            total={totalPages}
            value={page}
            onChange={list.setPage}
            siblings={2}
            getControlProps={(control) => ({
              "aria-label":
                control === "previous"
                  ? t`Previous page`
                  : control === "next"
                    ? t`Next page`
                    : undefined,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
