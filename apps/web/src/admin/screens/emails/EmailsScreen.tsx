import "@mantine/core/styles/Chip.css";

import { outboxStatuses, type OutboxStatus } from "@bayan/trpc/rules";
import { AdminTable, EmptyState, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Chip, Group, Stack, Text, Tooltip, useDirection } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle, IconMailOff, IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { EmailDrawer, type Email } from "./EmailDrawer";
import { EmailStatusBadge, useEmailLabels } from "./labels";
import { EMAILS_LOAD_FAILED, useEmailsErrorText, useEmailsText } from "./serverTexts";
import { EMAILS_PAGE_SIZE, emailsListInput } from "./search";
import { SearchField, useDebouncedSearch } from "../../lib/SearchField";

const route = getRouteApi("/admin/emails");

type StatusFilter = OutboxStatus | "all";

/** The widest an address, a subject or an error may be in the table before it is cut. */
const RECIPIENT_WIDTH = 180;
const SUBJECT_WIDTH = 200;
const ERROR_WIDTH = 150;

/**
 * The outbox ("Emails", beyond the spec): every email the product sent, queued or failed, newest
 * first, 20 a page; by delivery state and a search on the recipient or subject, both kept in the
 * address (the bell links to ?status=failed). A row opens the email with Retry.
 */
export function EmailsScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const serverText = useEmailsText();
  const errorText = useEmailsErrorText();
  const { dir } = useDirection();
  const search = route.useSearch();
  const navigate = route.useNavigate();

  const list = useQuery(
    trpc.outbox.list.queryOptions(emailsListInput(search), {
      placeholderData: keepPreviousData,
      meta: { errorMessage: EMAILS_LOAD_FAILED },
    }),
  );
  const data = list.data;
  const [open, setOpen] = useState<Email | null>(null);

  const query = useDebouncedSearch(search.search, (text, options) => {
    void navigate({ search: (prev) => ({ ...prev, page: undefined, search: text }), ...options });
  });

  const setStatus = (value: string) => {
    const status = (outboxStatuses as readonly string[]).includes(value)
      ? (value as OutboxStatus)
      : undefined;
    void navigate({ search: (prev) => ({ ...prev, page: undefined, status }) });
  };

  const counts = data?.counts;
  const total = counts ? counts.queued + counts.sent + counts.failed : undefined;
  const segment = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${format.number(count)})`;
  const filters: { value: StatusFilter; label: string }[] = [
    { value: "all", label: segment(t`All`, total) },
    ...outboxStatuses.map((status) => ({
      value: status,
      label: segment(labels.status(status), counts?.[status]),
    })),
  ];

  const filtered = search.status !== undefined || search.search !== undefined;

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
            label={serverText(email.lastError)}
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
              {serverText(email.lastError)}
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
    <Stack gap="md">
      {data && !data.smtpConfigured ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          title={t`Emails are not being delivered`}
          styles={{ title: { color: "var(--mantine-color-text)" } }}
        >
          {t`SMTP is not configured on the server, so every email is kept here in the outbox and none is sent. Set SMTP_URL on the server to deliver them; queued emails then go out on their own.`}
        </Alert>
      ) : null}

      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {/* Chips rather than a SegmentedControl: they wrap on a phone, and Mantine 9's segmented
            indicator stays on the first segment in right-to-left. */}
        <Chip.Group multiple={false} value={search.status ?? "all"} onChange={setStatus}>
          <Group gap="xs" role="radiogroup" aria-label={t`Delivery status`}>
            {filters.map((filter) => (
              <Chip key={filter.value} value={filter.value} variant="outline" size="sm">
                {filter.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <SearchField
          search={query}
          aria-label={t`Search recipient or subject`}
          placeholder={t`Search recipient or subject`}
        />
      </Group>

      {list.isError && !data ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={t`The emails could not be loaded`}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(list.error, serverText(EMAILS_LOAD_FAILED))}</Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={list.isFetching}
              onClick={() => void list.refetch()}
            >
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <AdminTable<Email>
          label={t`Emails`}
          columns={columns}
          records={data?.items ?? []}
          fetching={list.isFetching}
          minWidth={940}
          pinFirstColumn
          onRowClick={(email) => setOpen(email)}
          page={data?.pagination.page ?? 1}
          pageSize={EMAILS_PAGE_SIZE}
          totalRecords={data?.pagination.total ?? 0}
          onPageChange={(page) =>
            void navigate({ search: (prev) => ({ ...prev, page: page > 1 ? page : undefined }) })
          }
          paginationLabels={{
            navigation: t`Email pages`,
            previous: t`Previous page`,
            next: t`Next page`,
            page: (page) => t`Page ${format.number(page)}`,
            formatPage: format.number,
          }}
          showingText={(from, to, count) =>
            t`Showing ${format.number(from)} to ${format.number(to)} of ${format.number(count)} emails`
          }
          emptyState={
            filtered ? (
              <EmptyState
                icon={<IconMailOff size={28} aria-hidden="true" />}
                title={t`No emails match`}
                hint={t`Try another status or search.`}
                action={
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => {
                      query.reset();
                      void navigate({ search: {} });
                    }}
                  >
                    {t`Clear filters`}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<IconMailOff size={28} aria-hidden="true" />}
                title={t`No emails yet`}
                hint={t`Invitations and replies to contact messages will appear here.`}
              />
            )
          }
        />
      )}

      {list.isError && data ? (
        <Text size="sm" c="var(--bayan-color-trend-down, var(--mantine-color-red-9))" role="alert">
          {errorText(list.error, serverText(EMAILS_LOAD_FAILED))}
        </Text>
      ) : null}

      <EmailDrawer email={open} onClose={() => setOpen(null)} onChange={setOpen} />
    </Stack>
  );
}
