import { useLingui } from "@lingui/react/macro";
import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconInfoCircle, IconMailOff } from "@tabler/icons-react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { useErrorText } from "../../lib/errorText";
import { useListSearchField } from "../../lib/ListFilters";
import { ListEmpty } from "../../lib/ListEmpty";
import { SearchField } from "../../lib/SearchField";
import { RetryButton } from "../../lib/RetryButton";
import { useListScreen } from "../../lib/useListScreen";
import { EmailDetail } from "./EmailDetail";
import { EmailsTabs } from "./EmailsTabs";
import { EmailsTable } from "./EmailsTable";
import { StatusChips } from "./StatusChips";
import { emailsList } from "./search";

/**
 * The outbox ("Emails", beyond the spec): every email the product sent, queued or failed, newest
 * first, 20 a page; by delivery state and a search on the recipient or subject, and the open email,
 * all kept in the address (the bell links to ?status=failed). A row opens the email with Retry.
 * The section's first view; the suppressed addresses are the second (EmailsTabs).
 */
export function EmailsScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const errorText = useErrorText();
  // There is no call for one email: the open one is on the page, or as Retry last answered.
  const screen = useListScreen(emailsList, {
    query: (input) =>
      trpc.outbox.list.queryOptions(input, { meta: { errorMessage: "Failed to fetch emails" } }),
  });
  const { list, search, open, query: emails } = screen;
  const data = emails.data;
  const query = useListSearchField(list);

  return (
    <EmailsTabs current="outbox">
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
          <StatusChips
            counts={data?.counts}
            value={search.status}
            onChange={(status) => list.change({ status })}
          />
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
              <Text size="sm">{errorText(emails.error, t`Failed to fetch emails`)}</Text>
              <RetryButton queries={[emails]} icon />
            </Stack>
          </Alert>
        ) : (
          <EmailsTable
            screen={screen}
            onOpen={(email) => list.open(email.id)}
            emptyState={
              <ListEmpty
                icon={IconMailOff}
                list={list}
                resetLabel={t`Clear filters`}
                title={list.filtered ? t`No emails match` : t`No emails yet`}
                hint={
                  list.filtered
                    ? t`Try another status or search.`
                    : t`Invitations and replies to contact messages will appear here.`
                }
              />
            }
          />
        )}

        {emails.isError && data ? (
          <Text
            size="sm"
            c="var(--bayan-color-trend-down, var(--mantine-color-red-9))"
            role="alert"
          >
            {errorText(emails.error, t`Failed to fetch emails`)}
          </Text>
        ) : null}

        <DetailDrawer open={open} kind="email" size="xl" onClose={list.close}>
          {(email) => <EmailDetail email={email} onChange={open.remember} />}
        </DetailDrawer>
      </Stack>
    </EmailsTabs>
  );
}
