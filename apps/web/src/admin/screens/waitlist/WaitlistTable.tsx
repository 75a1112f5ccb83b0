import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { EmailStatusBadge } from "../emails/labels";
import { useWaitlistLabels } from "./labels";
import { RowActions } from "./RowActions";
import { WAITLIST_PAGE_SIZE } from "./search";
import { StatusBadge } from "./StatusBadge";
import { ConfirmedMark, FlagBadges, ReferralStateBadge } from "./WaitlistBadges";
import type { WaitlistActions, WaitlistEntry } from "./useWaitlistActions";

const WRAP = { whiteSpace: "normal" } as const;

// The widest a name, an address or a source may be before it is cut (the rest is in its title).
// The name is the address's first part, so the address gets the room. The queue's columns
// (position, status, confirmation, referrals, referrer) fit a 1280 px screen beside the menu; the
// sign-up date, source, language and invitation follow, the table scrolling sideways beneath the
// pinned row actions.
const NAME_WIDTH = 85;
const EMAIL_WIDTH = 182;
const REFERRER_WIDTH = 150;
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
 * One page of the waitlist (the server filters, sorts and pages it): place in the queue, name,
 * email (with the fraud rules it met), status, confirmation date, credited referrals, who referred
 * the person (and the referral's state while it is not simply counted), sign-up date, source,
 * language, invite date (with the invitation's state while it is not delivered) and the row's actions; rows
 * can be chosen for the bulk actions and open their details on click or Enter.
 */
export function WaitlistTable(props: WaitlistTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useWaitlistLabels();
  const tableLabels = useTableLabels(t`Waitlist pages`);
  const { actions, onOpen, selection } = props;

  const none = (hidden: string) => (
    <Text span size="sm" c="dimmed">
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{hidden}</VisuallyHidden>
    </Text>
  );

  const columns: AdminTableColumn<WaitlistEntry>[] = [
    {
      accessor: "position",
      title: t`Position`,
      sortable: true,
      noWrap: true,
      textAlign: "end",
      render: (entry) =>
        entry.position === null ? none(t`Not in the queue`) : format.number(entry.position),
    },
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
      render: (entry) =>
        entry.flags.length > 0 ? (
          <Stack gap={4} align="flex-start">
            <TruncatedText text={entry.email} maxWidth={EMAIL_WIDTH} dir="ltr" />
            <FlagBadges flags={entry.flags} />
          </Stack>
        ) : (
          <TruncatedText text={entry.email} maxWidth={EMAIL_WIDTH} dir="ltr" />
        ),
    },
    {
      accessor: "status",
      title: t`Status`,
      sortable: true,
      render: (entry) => <StatusBadge status={entry.status} />,
    },
    {
      accessor: "confirmedAt",
      title: t({
        message: "Confirmed",
        context: "waitlist column: when the address was confirmed",
      }),
      noWrap: true,
      render: (entry) =>
        entry.confirmedAt ? (
          <ConfirmedMark confirmedAt={entry.confirmedAt} />
        ) : (
          none(t`Unconfirmed`)
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
      // The referrer's address, and the referral's state beside it unless it simply counts.
      render: (entry) =>
        entry.referrer ? (
          <Group gap={4} wrap="nowrap">
            <TruncatedText text={entry.referrer} maxWidth={REFERRER_WIDTH} dir="ltr" />
            {entry.referralState === "counted" || entry.referralState === "none" ? null : (
              <ReferralStateBadge state={entry.referralState} />
            )}
          </Group>
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

  return (
    <AdminTable<WaitlistEntry>
      label={t`Waitlist entries`}
      columns={columns}
      {...tableProps(props.screen)}
      onRowClick={(entry) => onOpen(entry)}
      emptyState={props.emptyState}
      minWidth={1240}
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
