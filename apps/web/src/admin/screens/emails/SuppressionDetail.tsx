import { useLingui } from "@lingui/react/macro";
import { Alert, Box, Group, Loader, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconMailCheck, IconMailOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { RouterOutputs } from "@bayan/trpc";
import { useTRPC } from "../../../lib/trpc";
import { DeleteButton } from "../../lib/DeleteButton";
import { FieldList } from "../../lib/FieldList";
import { useErrorText } from "../../lib/errorText";
import { useAdminFormat } from "../../lib/format";
import { RetryButton } from "../../lib/RetryButton";
import { SuppressionReasonBadge, useEmailLabels } from "./labels";
import { ErasedAddress } from "./SuppressionsTable";
import type { Suppression, SuppressionActions } from "./useSuppressionActions";

type Change = RouterOutputs["suppressions"]["history"][number];

/** A list's items one under another, and one item's icon beside its words (both directions). */
const COLUMN = {
  display: "flex",
  flexDirection: "column",
  gap: "var(--mantine-spacing-sm)",
} as const;
const ROW = {
  display: "flex",
  alignItems: "flex-start",
  gap: "var(--mantine-spacing-sm)",
} as const;

/**
 * One suppressed address in the drawer: what it is, why, from where and since when; Remove (asked
 * first); and the history of the administrators' adds and removals of it, with their notes.
 */
export function SuppressionDetail({
  suppression,
  actions,
}: {
  suppression: Suppression;
  actions: SuppressionActions;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const removing =
    actions.remove.isPending && actions.remove.variables?.keyHash === suppression.keyHash;
  const rows: [string, ReactNode][] = [
    [
      t`Address`,
      suppression.email ? (
        <bdi key="email" dir="ltr">
          {suppression.email}
        </bdi>
      ) : (
        <ErasedAddress key="email" />
      ),
    ],
    [t`Reason`, <SuppressionReasonBadge key="reason" reason={suppression.reason} />],
    [t`Source`, labels.source(suppression.source)],
    [t`Suppressed on`, format.dateTime(suppression.createdAt)],
  ];
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t`No email of any kind is sent to this address while it is on the list.`}
      </Text>
      <FieldList rows={rows} labelWidth={120} />
      {actions.canChange ? (
        <Group gap="xs">
          <DeleteButton loading={removing} onClick={() => void actions.askToRemove(suppression)}>
            {t`Remove from the list`}
          </DeleteButton>
        </Group>
      ) : null}
      <History keyHash={suppression.keyHash} email={suppression.email} />
    </Stack>
  );
}

/**
 * The administrators' changes of the address, newest first; each names the address as it was
 * written then when that differs from the list's (another spelling of the same inbox).
 */
function History({ keyHash, email }: { keyHash: string; email: string | null }) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const errorText = useErrorText();
  const history = useQuery(
    trpc.suppressions.history.queryOptions(
      { keyHash },
      { meta: { errorMessage: "Failed to fetch the suppression history" } },
    ),
  );
  const headingId = `suppression-history-${keyHash.slice(0, 12)}`;
  return (
    <Box component="section" aria-labelledby={headingId} style={COLUMN}>
      <Title order={3} fz="h5" id={headingId}>
        {t`History`}
      </Title>
      {history.isPending ? (
        <Loader size="sm" aria-label={t`Loading the history`} />
      ) : history.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorText(history.error, t`The history could not be loaded.`)}</Text>
            <RetryButton queries={[history]} />
          </Stack>
        </Alert>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t`No administrator has added or removed this address.`}
        </Text>
      ) : (
        <Box
          component="ol"
          aria-labelledby={headingId}
          style={{ ...COLUMN, listStyle: "none", margin: 0, padding: 0 }}
        >
          {history.data.map((change) => (
            <ChangeItem key={change.id} change={change} shown={email} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ChangeItem({ change, shown }: { change: Change; shown: string | null }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const added = change.action === "add";
  const Icon = added ? IconMailOff : IconMailCheck;
  const reason = labels.suppression(change.reason);
  return (
    <Box component="li" style={ROW}>
      <ThemeIcon
        variant="light"
        color={added ? "gray" : "teal"}
        radius="xl"
        size="md"
        style={{ flexShrink: 0 }}
      >
        <Icon size={16} aria-hidden="true" />
      </ThemeIcon>
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={600}>
          {added ? t`Added by an administrator` : t`Removed by an administrator`}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={change.createdAt}>{format.dateTime(change.createdAt)}</time>
        </Text>
        {added ? null : <Text size="sm">{t`Its reason then: ${reason}`}</Text>}
        {change.email && change.email !== shown ? (
          <Text size="sm" c="dimmed">
            <bdi dir="ltr">{change.email}</bdi>
          </Text>
        ) : null}
        {change.note ? (
          <Text size="sm" dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {change.note}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
