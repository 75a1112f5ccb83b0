import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconRefresh } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { withHiddenLinks } from "../../lib/hiddenLinks";
import { useMessageText } from "../../lib/messages";
import { EmailLinks } from "./EmailLinks";
import { EmailStatusBadge, useEmailLabels } from "./labels";
import { useCan } from "../../auth/member";

export type Email = RouterOutputs["outbox"]["list"]["items"][number];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Retry: the email back in the queue, due now; the lists, their counts and the bell follow. */
function useRetry(onChange: (email: Email) => void) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.outbox, api.admin]);
  const failed = useFailureToast(useErrorText());
  return useMutation(
    trpc.outbox.retry.mutationOptions({
      onSuccess: async ({ item, ...said }) => {
        onChange(item);
        notifications.show({ color: "bayan", message: messageText(said) });
        await refresh();
      },
      onError: failed(t`The email was not retried`),
    }),
  );
}

/**
 * One email, in the detail drawer: its facts, the last error in full, the text as the recipient
 * gets it (the plain-text part, shown as text: the HTML part is never rendered) and Retry for one
 * not sent yet.
 */
export function EmailDetail({
  email,
  onChange,
}: {
  email: Email;
  onChange: (email: Email) => void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const messageText = useMessageText();
  const retry = useRetry(onChange);
  // A retry needs `run` (docs/team.md).
  const canRetry = useCan("run");

  const sent = email.status === "sent";
  const textDir = email.language === "ar" ? "rtl" : "ltr";

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Group gap="xs">
          <EmailStatusBadge status={email.status} />
        </Group>
        <Title order={2} fz="h4" style={{ overflowWrap: "anywhere" }}>
          <bdi>{email.subject}</bdi>
        </Title>
      </Stack>

      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <Fact label={t`Recipient`}>
          <bdi>{email.to}</bdi>
        </Fact>
        <Fact label={t`Kind`}>{labels.kind(email.kind)}</Fact>
        <Fact label={t`Language`}>{labels.language(email.language)}</Fact>
        <Fact label={t`Attempts`}>{format.number(email.attempts)}</Fact>
        <Fact label={t`Created`}>
          <time dateTime={email.createdAt}>{format.dateTime(email.createdAt)}</time>
        </Fact>
        <Fact label={t`Sent on`}>
          {email.sentAt ? (
            <time dateTime={email.sentAt}>{format.dateTime(email.sentAt)}</time>
          ) : (
            t`Not sent`
          )}
        </Fact>
        {email.status === "queued" ? (
          <Fact label={t`Next attempt`}>
            <time dateTime={email.nextAttemptAt}>{format.dateTime(email.nextAttemptAt)}</time>
          </Fact>
        ) : null}
      </SimpleGrid>

      {email.lastError ? (
        <Alert
          color="red"
          variant="light"
          title={t`Last error`}
          icon={<IconAlertTriangle size={18} aria-hidden="true" />}
        >
          <Text
            size="sm"
            ff="monospace"
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          >
            <bdi>{messageText({ message: email.lastError, messageKey: email.lastErrorKey })}</bdi>
          </Text>
        </Alert>
      ) : null}

      {canRetry ? (
        <Stack gap="xs">
          <Button
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={() => retry.mutate({ id: email.id })}
            loading={retry.isPending}
            disabled={sent}
            w="fit-content"
          >
            {t`Retry`}
          </Button>
          <Text size="xs" c="dimmed">
            {sent
              ? t`This email was delivered, so there is nothing to retry.`
              : t`Puts the email back in the queue to be sent now, with its attempts reset.`}
          </Text>
        </Stack>
      ) : null}

      {email.links.length > 0 ? <EmailLinks email={email} /> : null}

      <Stack gap="xs">
        <Title order={3} fz="h5">
          {t`Text of the email`}
        </Title>
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
          <Text
            size="sm"
            dir={textDir}
            lang={email.language}
            style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
          >
            {withHiddenLinks(email.text, t`(hidden)`)}
          </Text>
        </Paper>
      </Stack>
    </Stack>
  );
}
