import { AdminTable, TruncatedText, type AdminTableColumn, type AdminTableProps } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { EmailStatusBadge, SuppressionBadge } from "../emails/labels";
import { useWaitlistLabels } from "./labels";
import { RowActions } from "./RowActions";
import { WAITLIST_PAGE_SIZE } from "./search";
import { StatusBadge } from "./StatusBadge";
import { ConfirmedMark, FlagBadges, ReferralStateBadge } from "./WaitlistBadges";
import type { WaitlistActions, WaitlistEntry } from "./useWaitlistActions";

const WRAP = { whiteSpace: "normal" } as const;

/** The table's row selection, or none. */
type SelectionKeys = "selectedRecords" | "onSelectedRecordsChange" | "selectionLabels";
type SelectionProps =
  | Pick<Extract<AdminTableProps<WaitlistEntry>, { selectedRecords: unknown[] }>, SelectionKeys>
  | { [K in SelectionKeys]?: undefined };
// The widest a name, an address, a referrer or a source may be before it is cut (the rest is in
// its title), so that every column fits a 1280 px screen beside the menu: two facts share a cell
// where they belong together (name and address, status and confirmation, source and language).
// Narrower screens scroll the table sideways beneath the pinned row actions.
const EMAIL_WIDTH = 150;
const REFERRER_WIDTH = 90;
const SOURCE_WIDTH = 100;
const CELL_PADDING = 6;
/**
 * The name and address are cut before the pinned actions when the table is scrolled to its start
 * (a phone), so no address runs under them, its first letters hidden: at most what is in sight
 * (100cqi: AdminTable's scroll box) less the place column (about 82 px), the cell's padding (12),
 * the actions (72) and their shade (10), with a margin; and the checkboxes' column (44) when rows
 * can be chosen. On a wider screen that is more than EMAIL_WIDTH.
 */
const BESIDE_EMAIL = 186;
const SELECTION_COLUMN = 44;
const EMAIL_MIN_WIDTH = 80;

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
 * One page of the waitlist (the server filters, sorts and pages it): place in the queue, name and
 * email (with the fraud rules it met), status and confirmation date, credited referrals, who
 * referred the person (and the referral's state while it is not simply counted), sign-up date,
 * source and language, invite date (with the invitation's state while it is not delivered) and
 * the row's actions; rows can be chosen for the bulk actions and open their details on click or
 * Enter.
 */
export function WaitlistTable(props: WaitlistTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useWaitlistLabels();
  const tableLabels = useTableLabels(t`Waitlist pages`);
  const { actions, onOpen, selection } = props;
  // Rows are chosen for the bulk actions, which all need `run` (docs/team.md).
  const selectable = actions.can.run;
  const beside = BESIDE_EMAIL + (selectable ? SELECTION_COLUMN : 0);
  const emailWidth = `clamp(${EMAIL_MIN_WIDTH}px, calc(100cqi - ${beside}px), ${EMAIL_WIDTH}px)`;

  const none = (hidden: string) => (
    <Text span size="sm" c="dimmed">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{hidden}</VisuallyHidden>
    </Text>
  );

  const columns: AdminTableColumn<WaitlistEntry>[] = [
    {
      accessor: "position",
      // "Place", the word of the person's own status page, and short enough for the row to fit.
      title: t({ message: "Place", context: "waitlist column: place in the queue" }),
      sortable: true,
      noWrap: true,
      textAlign: "end",
      render: (entry) =>
        entry.position === null ? none(t`Not in the queue`) : format.number(entry.position),
    },
    {
      // The name (the address's first part) over the address, whether it is never mailed
      // (unsubscribed, bounced...) and the fraud rules it met.
      accessor: "email",
      title: <span style={WRAP}>{t`Name and email`}</span>,
      sortable: true,
      noWrap: true,
      render: (entry) => (
        <Stack gap={2} align="flex-start" maw={emailWidth}>
          <TruncatedText text={entry.name} maxWidth={emailWidth} fw={600} />
          <TruncatedText text={entry.email} maxWidth={emailWidth} dir="ltr" c="dimmed" />
          {entry.suppressed && <SuppressionBadge reason={entry.suppressed} />}
          <FlagBadges flags={entry.flags} />
        </Stack>
      ),
    },
    {
      // Where the entry is (pending, sent, ...) over whether its address is confirmed.
      accessor: "status",
      title: t`Status`,
      sortable: true,
      render: (entry) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={entry.status} />
          <ConfirmedMark confirmedAt={entry.confirmedAt} />
        </Stack>
      ),
    },
    {
      accessor: "referralCount",
      sortKey: "referrals",
      title: t`Referrals`,
      sortable: true,
      noWrap: true,
      textAlign: "end",
      render: (entry) => format.number(entry.referralCount),
    },
    {
      accessor: "referrer",
      title: <span style={WRAP}>{t`Referred by`}</span>,
      sortable: true,
      noWrap: true,
      // The referrer's address, and the referral's state under it unless it simply counts.
      render: (entry) =>
        entry.referrer ? (
          <Stack gap={4} align="flex-start">
            <TruncatedText text={entry.referrer} maxWidth={REFERRER_WIDTH} dir="ltr" />
            {entry.referralState === "counted" || entry.referralState === "none" ? null : (
              <ReferralStateBadge state={entry.referralState} />
            )}
          </Stack>
        ) : (
          none(t`Not referred`)
        ),
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
      accessor: "source",
      title: <span style={WRAP}>{t`Source and language`}</span>,
      sortable: true,
      noWrap: true,
      render: (entry) => (
        <Stack gap={2} align="flex-start">
          <TruncatedText text={labels.source(entry.source)} maxWidth={SOURCE_WIDTH} />
          <Text span size="sm" c="dimmed">
            {labels.language[entry.language]}
          </Text>
        </Stack>
      ),
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
          none(t`Not invited yet`)
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

  const rowSelection: SelectionProps = selectable
    ? {
        selectedRecords: props.screen.records.filter((entry) => selection.ids.includes(entry.id)),
        onSelectedRecordsChange: (chosen) => selection.set(chosen.map((entry) => entry.id)),
        selectionLabels: {
          all: t`Select every entry on this page`,
          row: (entry) => {
            const email = entry.email;
            return t`Select ${email}`;
          },
        },
      }
    : {};

  return (
    <AdminTable<WaitlistEntry>
      label={t`Waitlist entries`}
      columns={columns}
      {...tableProps(props.screen)}
      onRowClick={(entry) => onOpen(entry)}
      emptyState={props.emptyState}
      minWidth={960}
      cellPadding={CELL_PADDING}
      pinLastColumn
      pageSize={WAITLIST_PAGE_SIZE}
      {...tableLabels}
      {...rowSelection}
    />
  );
}
