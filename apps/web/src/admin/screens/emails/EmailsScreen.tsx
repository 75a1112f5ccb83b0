import "@mantine/core/styles/Chip.css";

import { outboxStatuses } from "@bayan/trpc/rules";
import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Chip, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle, IconMailOff, IconRefresh } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { useListSearchField } from "../../lib/ListFilters";
import { oneOf } from "../../lib/listSearch";
import { SearchField } from "../../lib/SearchField";
import { pageCount, useListState, usePageClamp } from "../../lib/useListState";
import { useOpenRecord } from "../../lib/useOpenRecord";
import { EmailDrawer } from "./EmailDrawer";
import { EmailsTable } from "./EmailsTable";
import { useEmailLabels } from "./labels";
import { emailsList } from "./search";
import { EMAILS_LOAD_FAILED, useEmailsErrorText, useEmailsText } from "./serverTexts";

/**
 * The outbox ("Emails", beyond the spec): every email the product sent, queued or failed, newest
 * first, 20 a page; by delivery state and a search on the recipient or subject, and the open email,
 * all kept in the address (the bell links to ?status=failed). A row opens the email with Retry.
 */
export function EmailsScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const serverText = useEmailsText();
  const errorText = useEmailsErrorText();
  const list = useListState(emailsList);
  const { search } = list;
  const query = useListSearchField(list);

  const emails = useQuery(
    trpc.outbox.list.queryOptions(emailsList.input(search), {
      placeholderData: keepPreviousData,
      meta: { errorMessage: EMAILS_LOAD_FAILED },
    }),
  );
  const data = emails.data;
  const page = usePageClamp(list, pageCount(emails));
  // There is no call for one email: the open one is on the page, or as Retry last answered.
  const open = useOpenRecord({
    selectedId: search.selected,
    records: data?.items ?? [],
    list: emails,
  });

  const counts = data?.counts;
  const total = counts ? counts.queued + counts.sent + counts.failed : undefined;
  const segment = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${format.number(count)})`;
  const filters = [
    { value: "all", label: segment(t`All`, total) },
    ...outboxStatuses.map((status) => ({
      value: status,
      label: segment(labels.status(status), counts?.[status]),
    })),
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
        <Chip.Group
          multiple={false}
          value={search.status ?? "all"}
          onChange={(value) => list.change({ status: oneOf(outboxStatuses, value) })}
        >
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

      {emails.isError && !data ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          title={t`The emails could not be loaded`}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{errorText(emails.error, serverText(EMAILS_LOAD_FAILED))}</Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              loading={emails.isFetching}
              onClick={() => void emails.refetch()}
            >
              {t`Try again`}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <EmailsTable
          records={data?.items ?? []}
          fetching={emails.isFetching}
          page={page}
          totalRecords={data?.pagination.total ?? 0}
          onPageChange={list.setPage}
          onOpen={(email) => list.open(email.id)}
          emptyState={
            list.filtered ? (
              <EmptyState
                icon={<IconMailOff size={28} aria-hidden="true" />}
                title={t`No emails match`}
                hint={t`Try another status or search.`}
                action={
                  <Button variant="default" size="xs" onClick={list.reset}>
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

      {emails.isError && data ? (
        <Text size="sm" c="var(--bayan-color-trend-down, var(--mantine-color-red-9))" role="alert">
          {errorText(emails.error, serverText(EMAILS_LOAD_FAILED))}
        </Text>
      ) : null}

      <EmailDrawer
        opened={search.selected !== undefined}
        email={open.record}
        loading={open.loading}
        onClose={list.close}
        onChange={open.remember}
      />
    </Stack>
  );
}
