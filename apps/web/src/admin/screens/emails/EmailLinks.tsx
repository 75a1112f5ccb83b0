import { useLingui } from "@lingui/react/macro";
import { Alert, Button, List, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLink } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useFailureToast, useRefresh } from "../../lib/actions";
import { CopyField } from "../../lib/CopyField";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { useMessageText } from "../../lib/messages";
import type { Email } from "./EmailDetail";
import { useCan } from "../../auth/member";

/**
 * An email's links (docs/links.md): the token of each is made when the email is delivered and
 * exists only in the recipient's copy, so it is not shown. "Copy a fresh link" makes a new one on
 * demand (recorded, listed below it with the delivered ones), for an administrator without SMTP or
 * a person whose email went astray.
 */
export function EmailLinks({ email }: { email: Email }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const issues = useQuery(trpc.outbox.linkIssues.queryOptions({ id: email.id }));
  const format = useAdminFormat();
  const messageText = useMessageText();
  const refresh = useRefresh((api) => [api.outbox.linkIssues]);
  const failed = useFailureToast(useErrorText());
  const fresh = useMutation(
    trpc.outbox.freshLink.mutationOptions({
      onSuccess: async ({ message, messageKey, params }) => {
        notifications.show({
          color: "bayan",
          message: messageText({ message, messageKey, params }),
        });
        await refresh();
      },
      onError: failed(t`No link was made`),
    }),
  );
  const url = fresh.data?.links[0]?.url;
  // A fresh link is a working link into someone's page: it needs `run` (docs/team.md).
  const canMake = useCan("run");

  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {t`Registration link`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`The link is made when the email is sent and only the recipient's copy holds it, so it is not shown here. A fresh link works like the emailed one, until the invitation is used.`}
      </Text>
      {canMake ? (
        <Button
          variant="light"
          leftSection={<IconLink size={16} aria-hidden="true" />}
          onClick={() => fresh.mutate({ id: email.id })}
          loading={fresh.isPending}
          w="fit-content"
        >
          {t`Copy a fresh link`}
        </Button>
      ) : null}
      {url ? (
        <Alert color="yellow" variant="light" title={t`Send this link to the recipient yourself`}>
          <CopyField label={t`Fresh registration link`} value={url} copyLabel={t`Copy the link`} />
        </Alert>
      ) : null}
      {issues.data && issues.data.length > 0 ? (
        <List size="sm" spacing={2}>
          {issues.data.map((issue) => {
            const when = format.dateTime(issue.createdAt);
            return (
              <List.Item key={issue.createdAt + issue.issuedVia}>
                {issue.issuedVia === "email"
                  ? t`Sent in the email on ${when}`
                  : t`Copied by an administrator on ${when}`}
              </List.Item>
            );
          })}
        </List>
      ) : null}
    </Stack>
  );
}
