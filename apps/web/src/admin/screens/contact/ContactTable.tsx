import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { Stack, Text, useDirection } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconInbox } from "@tabler/icons-react";
import { useMemo, type ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { OpenMark } from "../../lib/OpenMark";
import { useOpenDeleteColumn } from "../../lib/RowActions";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { PriorityBadge, StatusBadge, useContactLabels } from "./labels";
import { isSample, type Submission } from "./sampleSubmissions";
import { CONTACT_PAGE_SIZE } from "./search";

export interface ContactTableProps {
  label: string;
  /** The screen's list: its rows, sort and page, and the open submission, marked in its row. */
  screen: ListView<Submission>;
  onOpen: (submission: Submission) => void;
  /** Absent for a role that may not delete (docs/team.md). */
  onDelete?: (submission: Submission) => void;
  /**
   * "full": every column. "beside" (the detail panel is next to the table): the subject under the
   * sender, no actions column (a row opens its message, where every action is). "phone": the
   * subject under the sender, the priority under the status, then the date and the actions; the
   * table scrolls sideways beneath the actions, which stay in view.
   */
  layout: "full" | "beside" | "phone";
  emptyState: ReactNode;
}

/**
 * The submissions of one page (SPEC 2.16): sender (name and email), subject, date, status,
 * priority and actions; sortable by date, priority, sender and status; 5 a page (SPEC 9).
 */
export function ContactTable({
  label,
  screen,
  onOpen,
  onDelete,
  layout,
  emptyState,
}: ContactTableProps) {
  const selectedId = screen.list.search.selected;
  const compact = layout !== "full";
  const phone = layout === "phone";
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useContactLabels();
  const tableLabels = useTableLabels(t`Submission pages`);
  // A subject takes its own direction (an English one in the Arabic interface cuts off at its
  // end, not its start) but lines up with the rest of the column.
  const { dir } = useDirection();
  const cellSide = dir === "rtl" ? "right" : "left";
  // The time under the date tells apart the messages of one day (format.ts has no time alone).
  const time = useMemo(
    () => new Intl.DateTimeFormat(format.locale, { timeStyle: "short" }),
    [format.locale],
  );

  // On a phone the sender leaves room for the status beside it and the pinned actions.
  const senderWidth = phone ? 150 : 280;
  const sender: AdminTableColumn<Submission> = {
    accessor: "name",
    title: t`Sender`,
    sortable: true,
    render: (record) => (
      <Stack gap={2} miw={0}>
        <OpenMark open={record.id === selectedId}>
          <TruncatedText
            text={record.name}
            maxWidth={senderWidth}
            fw={record.status === "new" ? 700 : 500}
          />
        </OpenMark>
        <TruncatedText text={record.email} maxWidth={senderWidth} dir="ltr" size="xs" c="dimmed" />
        {compact ? (
          <TruncatedText text={labels.subject(record.subject)} maxWidth={senderWidth} size="xs" />
        ) : null}
      </Stack>
    ),
  };
  const subject: AdminTableColumn<Submission> = {
    accessor: "subject",
    title: t`Subject`,
    render: (record) => (
      <Text
        size="sm"
        lineClamp={2}
        maw={260}
        dir="auto"
        ta={cellSide}
        style={{ overflowWrap: "anywhere" }}
      >
        {labels.subject(record.subject)}
      </Text>
    ),
  };
  const date: AdminTableColumn<Submission> = {
    accessor: "createdAt",
    title: t`Date`,
    sortable: true,
    noWrap: true,
    render: (record) => (
      <time dateTime={record.createdAt}>
        <Text size="sm">{format.date(record.createdAt)}</Text>
        <Text size="xs" c="dimmed">
          {time.format(new Date(record.createdAt))}
        </Text>
      </time>
    ),
  };
  const status: AdminTableColumn<Submission> = {
    accessor: "status",
    title: t`Status`,
    sortable: true,
    noWrap: true,
    render: (record) =>
      phone ? (
        <Stack gap={6} align="flex-start">
          <StatusBadge status={record.status} />
          <PriorityBadge priority={record.priority} />
        </Stack>
      ) : (
        <StatusBadge status={record.status} />
      ),
  };
  const priority: AdminTableColumn<Submission> = {
    accessor: "priority",
    title: t`Priority`,
    sortable: true,
    noWrap: true,
    render: (record) => <PriorityBadge priority={record.priority} />,
  };
  const actions = useOpenDeleteColumn<Submission>(
    (record) => {
      const name = record.name;
      return {
        open: [t`Open`, t`Open the message from ${name}`, IconInbox],
        deleteLabel: t`Delete the message from ${name}`,
        deleteDisabled: isSample(record),
      };
    },
    onOpen,
    onDelete,
  );
  const columns = phone
    ? [sender, status, date, actions]
    : compact
      ? [sender, date, status, priority]
      : [sender, subject, date, status, priority, actions];

  return (
    <AdminTable
      label={label}
      columns={columns}
      {...tableProps(screen)}
      onRowClick={onOpen}
      emptyState={emptyState}
      minWidth={phone ? 440 : compact ? undefined : 720}
      pinLastColumn={!compact || phone}
      pageSize={CONTACT_PAGE_SIZE}
      {...tableLabels}
    />
  );
}
