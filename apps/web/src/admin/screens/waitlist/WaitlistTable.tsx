import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { EmailStatusBadge } from "../emails/labels";
import { useWaitlistLabels } from "./labels";
import { RowActions } from "./RowActions";
import { WAITLIST_PAGE_SIZE } from "./search";
import { StatusBadge } from "./StatusBadge";
import type { WaitlistActions, WaitlistEntry } from "./useWaitlistActions";

const WRAP = { whiteSpace: "normal" } as const;

// The widest a name, an address or a source may be before it is cut (the rest is in its title):
// with them and a little less space around each cell, the nine columns fit a 1280 px screen
// beside the menu. The name is the address's first part, so the address gets the room.
const NAME_WIDTH = 85;
const EMAIL_WIDTH = 182;
const SOURCE_WIDTH = 100;
const CELL_PADDING = 8;

export interface WaitlistTableProps {
  /** The screen's list: its rows, sort and page. */
  screen: ListView<WaitlistEntry>;
  /** The rows chosen for the bulk actions. */
  selection: { ids: string[]; set: (ids: string[]) => void };
  actions: WaitlistActions;
  onOpen: (entry: WaitlistEntry) => void;
  emptyState: ReactNode;
}

/**
 * One page of the waitlist (the server filters, sorts and pages it): name, email, sign-up date,
 * status, source, language, invite date (with the invitation's state while it is not delivered)
 * and the row's actions; rows can be chosen for the bulk
 * actions and open their details on click or Enter.
 */
export function WaitlistTable(props: WaitlistTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useWaitlistLabels();
  const tableLabels = useTableLabels(t`Waitlist pages`);
  const { actions, onOpen, selection } = props;

  const columns: AdminTableColumn<WaitlistEntry>[] = [
    {
      accessor: "name",
      title: t`Name`,
      noWrap: true,
      render: (entry) => <TruncatedText text={entry.name} maxWidth={NAME_WIDTH} fw={600} />,
    },
    {
      accessor: "email",
      title: t`Email`,
      sortable: true,
      noWrap: true,
      render: (entry) => <TruncatedText text={entry.email} maxWidth={EMAIL_WIDTH} dir="ltr" />,
    },
    {
      accessor: "createdAt",
      // The long titles may wrap, so every column fits a 1280 px screen beside the menu.
      title: <span style={WRAP}>{t`Registration date`}</span>,
      sortable: true,
      noWrap: true,
      render: (entry) => (
        <time dateTime={entry.createdAt} title={format.dateTime(entry.createdAt)}>
          {format.date(entry.createdAt)}
        </time>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      sortable: true,
      render: (entry) => <StatusBadge status={entry.status} />,
    },
    {
      accessor: "source",
      title: t`Source`,
      sortable: true,
      noWrap: true,
      render: (entry) => (
        <TruncatedText text={labels.source(entry.source)} maxWidth={SOURCE_WIDTH} />
      ),
    },
    {
      accessor: "language",
      title: <span style={WRAP}>{t`Language`}</span>,
      sortable: true,
      render: (entry) => labels.language[entry.language],
    },
    {
      accessor: "sentAt",
      title: t`Invited`,
      sortable: true,
      noWrap: true,
      // The date, and under it the invitation's state while it is not delivered (queued or
      // failed): a delivered one needs no word.
      render: (entry) =>
        entry.sentAt ? (
          <Stack gap={2} align="flex-start">
            <time dateTime={entry.sentAt} title={format.dateTime(entry.sentAt)}>
              {format.date(entry.sentAt)}
            </time>
            {entry.sentStatus === "queued" || entry.sentStatus === "failed" ? (
              <span title={entry.inviteError ?? undefined}>
                <EmailStatusBadge status={entry.sentStatus} size="xs" />
              </span>
            ) : null}
          </Stack>
        ) : (
          <Text span size="sm" c="dimmed">
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t`Not invited yet`}</VisuallyHidden>
          </Text>
        ),
    },
    {
      accessor: "actions",
      title: t`Actions`,
      textAlign: "end",
      noWrap: true,
      render: (entry) => <RowActions entry={entry} actions={actions} onOpen={onOpen} />,
    },
  ];

  return (
    <AdminTable<WaitlistEntry>
      label={t`Waitlist entries`}
      columns={columns}
      {...tableProps(props.screen)}
      onRowClick={(entry) => onOpen(entry)}
      emptyState={props.emptyState}
      minWidth={900}
      cellPadding={CELL_PADDING}
      pinLastColumn
      pageSize={WAITLIST_PAGE_SIZE}
      {...tableLabels}
      selectedRecords={props.screen.records.filter((entry) => selection.ids.includes(entry.id))}
      onSelectedRecordsChange={(chosen) => selection.set(chosen.map((entry) => entry.id))}
      selectionLabels={{
        all: t`Select every entry on this page`,
        row: (entry) => {
          const email = entry.email;
          return t`Select ${email}`;
        },
      }}
    />
  );
}
