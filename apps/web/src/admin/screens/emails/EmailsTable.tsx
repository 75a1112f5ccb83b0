import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Stack, Text, Tooltip, useDirection } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { useMessageText } from "../../lib/messages";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import type { Email } from "./EmailDetail";
import { EmailStatusBadge, useEmailLabels } from "./labels";
import { EMAILS_PAGE_SIZE } from "./search";

/** The widest an address, a subject or an error may be in the table before it is cut. */
const RECIPIENT_WIDTH = 180;
const SUBJECT_WIDTH = 200;
const ERROR_WIDTH = 150;

export interface EmailsTableProps {
  /** The screen's list: its rows and page. */
  screen: ListView<Email>;
  onOpen: (email: Email) => void;
  emptyState: ReactNode;
}

/**
 * One page of the outbox, newest first: recipient, subject (with its kind and language), status,
 * attempts, last error, created and sent. A row opens the email.
 */
export function EmailsTable({ onOpen, ...props }: EmailsTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const messageText = useMessageText();
  const { dir } = useDirection();
  const tableLabels = useTableLabels(
    t`Email pages`,
    (first, last, all) => t`Showing ${first} to ${last} of ${all} emails`,
  );

  // Every column fits a 1280 px screen beside the menu: long addresses, subjects and errors are
  // cut (the whole text is in their title, the error's in a tooltip and the drawer), the kind and
  // language are a line under the subject, and the dates are a date over a time. Narrower screens
  // scroll the table sideways with the recipient pinned at the start.
  const when = (iso: string) => (
    <time dateTime={iso} title={format.dateTime(iso)}>
      <Text size="sm">{format.date(iso)}</Text>
      <Text size="xs" c="dimmed">
        {format.time(iso)}
      </Text>
    </time>
  );

  const columns: AdminTableColumn<Email>[] = [
    {
      accessor: "to",
      title: t`Recipient`,
      noWrap: true,
      render: (email) => <TruncatedText text={email.to} maxWidth={RECIPIENT_WIDTH} dir="ltr" />,
    },
    {
      accessor: "subject",
      title: t`Subject`,
      noWrap: true,
      render: (email) => (
        <Stack gap={2} miw={0}>
          <TruncatedText text={email.subject} maxWidth={SUBJECT_WIDTH} />
          <Text size="xs" c="dimmed">
            <span>{labels.kind(email.kind)}</span>
            {" · "}
            <span>{labels.language(email.language)}</span>
          </Text>
        </Stack>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      noWrap: true,
      render: (email) => <EmailStatusBadge status={email.status} />,
    },
    {
      accessor: "attempts",
      title: t`Attempts`,
      textAlign: "end",
      noWrap: true,
      render: (email) => format.number(email.attempts),
    },
    {
      accessor: "lastError",
      title: t`Last error`,
      noWrap: true,
      render: (email) =>
        email.lastError ? (
          <Tooltip
            label={messageText({ message: email.lastError, messageKey: email.lastErrorKey })}
            multiline
            maw={420}
            withinPortal
            events={{ hover: true, focus: true, touch: true }}
          >
            <Text
              size="sm"
              c="var(--bayan-color-trend-down, var(--mantine-color-red-9))"
              truncate="end"
              maw={ERROR_WIDTH}
              // Server errors are mostly English: they read (and cut off) in their own direction.
              dir="auto"
              ta={dir === "rtl" ? "right" : "left"}
              tabIndex={0}
            >
              {messageText({ message: email.lastError, messageKey: email.lastErrorKey })}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t`None`}>
            -
          </Text>
        ),
    },
    {
      accessor: "createdAt",
      title: t`Created`,
      noWrap: true,
      render: (email) => when(email.createdAt),
    },
    {
      accessor: "sentAt",
      title: t`Sent on`,
      noWrap: true,
      render: (email) =>
        email.sentAt ? (
          when(email.sentAt)
        ) : (
          <Text size="sm" c="dimmed" aria-label={t`Not sent`}>
            -
          </Text>
        ),
    },
  ];

  return (
    <AdminTable<Email>
      label={t`Emails`}
      columns={columns}
      {...tableProps(props.screen)}
      minWidth={940}
      pinFirstColumn
      onRowClick={onOpen}
      pageSize={EMAILS_PAGE_SIZE}
      {...tableLabels}
      emptyState={props.emptyState}
    />
  );
}
