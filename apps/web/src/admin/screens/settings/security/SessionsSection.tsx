import type { RouterOutputs } from "@bayan/trpc";
import { confirmDelete } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLogout2 } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../../../lib/trpc";
import { useFailureToast } from "../../../lib/actions";
import { DirectionalIcon } from "../../../lib/DirectionalIcon";
import { useErrorText } from "../../../lib/errorText";
import { useAdminFormat } from "../../../lib/format";
import { useMessageText } from "../../../lib/messages";
import { PhoneTable } from "../../../lib/PhoneTable";
import { usePhone } from "../../../lib/usePhone";

type Session = RouterOutputs["auth"]["sessions"]["items"][number];

/** A country code ("JO") as its name in the interface language ("Jordan", "الأردن"). */
function useRegionName(locale: string): (code: string) => string {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames(locale, { type: "region", fallback: "code" });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

/**
 * Settings > Security: the signed-in member's open sessions (`auth.sessions`, docs/team.md): the
 * browser and system, the country signed in from, when it signed in and was last seen; this one
 * marked "This device". Any other is ended after asking (`auth.endSession`), or all of them at
 * once (`auth.endOtherSessions`).
 */
export function SessionsSection() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const format = useAdminFormat();
  const phone = usePhone();
  const regionName = useRegionName(format.locale);
  const errorText = useErrorText();
  const messageText = useMessageText();
  const failed = useFailureToast(errorText);
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const endOne = useMutation(
    trpc.auth.endSession.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        return refresh();
      },
      onError: failed(t`The session was not ended`),
    }),
  );
  const endOthers = useMutation(
    trpc.auth.endOtherSessions.mutationOptions({
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: messageText(answer) });
        return refresh();
      },
      onError: failed(t`The sessions were not ended`),
    }),
  );

  const deviceOf = (session: Session) => {
    const { browser, os } = session;
    if (browser && os) return t`${browser} on ${os}`;
    return browser ?? os ?? t`Unknown browser`;
  };
  const askToEnd = async (session: Session) => {
    const device = deviceOf(session);
    const yes = await confirmDelete({
      title: t`End this session?`,
      message: t`${device} will be signed out at once.`,
      confirmLabel: t({ message: "End", context: "end a session" }),
      cancelLabel: t`Cancel`,
    });
    if (yes) endOne.mutate({ id: session.id });
  };
  const askToEndOthers = async () => {
    const yes = await confirmDelete({
      title: t`End all other sessions?`,
      message: t`Every other browser and device signed in as you will be signed out at once. This one stays signed in.`,
      confirmLabel: t`End all other sessions`,
      cancelLabel: t`Cancel`,
    });
    if (yes) endOthers.mutate();
  };

  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="sessions-title">
      <Title order={3} fz="h4" id="sessions-title">
        {t`Your sessions`}
      </Title>
      <Text size="sm" c="dimmed">
        {t`The browsers and devices signed in as you. End any you do not recognise.`}
      </Text>
      <PhoneTable
        query={sessions}
        loadingLabel={t`Loading your sessions`}
        failedText={t`Failed to load your sessions.`}
        label={t`Your sessions`}
        phone={phone}
        minWidth={640}
        headings={[t`Browser`, t`Country`, t`Signed in`, t`Last seen`, { hidden: t`Actions` }]}
        // On a phone, two columns that fit its width: the session, and its button.
        phoneHeadings={[t`Browser`, { hidden: t`Actions` }]}
      >
        {items.map((session) => {
          const device = deviceOf(session);
          const who = (
            <Group gap="xs" wrap={phone ? "wrap" : "nowrap"}>
              <bdi>{device}</bdi>
              {session.current ? (
                <Badge variant="light" color="teal">
                  {t`This device`}
                </Badge>
              ) : null}
            </Group>
          );
          // Unknown (a private address, a local server): a dash in its column, left out on a phone.
          const country = session.country ? regionName(session.country) : null;
          const lastSeen = (
            <Text span size="sm" title={format.dateTime(session.lastSeenAt)}>
              {format.relative(session.lastSeenAt)}
            </Text>
          );
          const end = session.current ? null : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              aria-label={t`End the session of ${device}`}
              disabled={endOne.isPending && endOne.variables.id === session.id}
              onClick={() => void askToEnd(session)}
            >
              {t({ message: "End", context: "end a session" })}
            </Button>
          );
          return phone ? (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Stack gap={4}>
                  {who}
                  <Text size="xs" c="dimmed">
                    {country ? `${country} · ` : null}
                    {t`Signed in`}: {format.dateTime(session.signedInAt)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t`Last seen`}: {lastSeen}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td ta="end">{end}</Table.Td>
            </Table.Tr>
          ) : (
            <Table.Tr key={session.id}>
              <Table.Td>{who}</Table.Td>
              <Table.Td>{country ?? "—"}</Table.Td>
              <Table.Td>{format.dateTime(session.signedInAt)}</Table.Td>
              <Table.Td>{lastSeen}</Table.Td>
              <Table.Td ta="end">{end}</Table.Td>
            </Table.Tr>
          );
        })}
      </PhoneTable>
      {others > 0 ? (
        <Group>
          <Button
            variant="default"
            color="red"
            leftSection={<DirectionalIcon icon={IconLogout2} size={16} aria-hidden="true" />}
            loading={endOthers.isPending}
            onClick={() => void askToEndOthers()}
          >
            {t`End all other sessions`}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
