import type { RouterOutputs } from "@bayan/trpc";
import { Plural, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconShieldCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTRPCClient } from "../../../../lib/trpc";
import { useErrorText } from "../../../lib/errorText";
import { useAdminFormat } from "../../../lib/format";

/**
 * "Verify the chain" (`audit.verify`, docs/audit.md): the server checks the retention checkpoint's
 * signature, walks the log in order from it and answers how many rows it checked and the first
 * whose hash or link does not match (edited or removed around the database's guard). Asked on
 * each press, never kept: the answer is about that moment.
 */
export function useChainCheck() {
  const client = useTRPCClient();
  const check = useMutation({ mutationFn: () => client.audit.verify.query() });
  return {
    button: <VerifyButton pending={check.isPending} onClick={() => check.mutate()} />,
    outcome: check.isIdle ? null : (
      <ChainOutcome
        pending={check.isPending}
        data={check.data}
        error={check.error}
        onClose={check.reset}
      />
    ),
  };
}

function VerifyButton({ pending, onClick }: { pending: boolean; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <Button
      variant="default"
      leftSection={<IconShieldCheck size={16} aria-hidden="true" />}
      loading={pending}
      onClick={onClick}
    >
      {t`Verify the chain`}
    </Button>
  );
}

type Verified = RouterOutputs["audit"]["verify"];

/** The check's answer, said where it is announced (a status, or an alert when broken). */
function ChainOutcome({
  pending,
  data,
  error,
  onClose,
}: {
  pending: boolean;
  data: Verified | undefined;
  error: unknown;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const errorText = useErrorText();
  if (pending) return null;
  if (error || !data) {
    return (
      <OutcomeAlert title={t`The chain could not be verified`} onClose={onClose}>
        {errorText(error, t`Please try again.`)}
      </OutcomeAlert>
    );
  }
  if (data.valid) {
    const rows = format.number(data.rows);
    const kept = data.checkpoint;
    const removed = kept ? format.number(kept.removed) : "";
    const through = kept ? format.number(kept.throughId) : "";
    const when = kept ? format.date(kept.at) : "";
    return (
      <OutcomeAlert intact onClose={onClose}>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            <Plural
              value={data.rows}
              one={`${rows} row, chain intact`}
              other={`${rows} rows, chain intact`}
            />
          </Text>
          {kept ? (
            <Text size="sm">
              {t`Older rows were removed by retention (in all: ${removed}, up to row #${through}, on ${when}); the chain is checked from their signed checkpoint.`}
            </Text>
          ) : null}
        </Stack>
      </OutcomeAlert>
    );
  }
  if (data.firstBadId === null) {
    return (
      <OutcomeAlert title={t`Chain broken at its start`} onClose={onClose}>
        {t`The retention checkpoint does not match the server's signature: it was changed outside the panel.`}
      </OutcomeAlert>
    );
  }
  const bad = format.number(data.firstBadId);
  return (
    <OutcomeAlert title={t`Chain broken at row #${bad}`} onClose={onClose}>
      {t`That row does not match its hash or the row before it: it was changed, or a row was removed, outside the panel. The rows before it are intact.`}
    </OutcomeAlert>
  );
}

/**
 * The answer's alert, closed with Dismiss: an intact chain is a status (teal, the shield); anything
 * else is an alert (red, the warning), with its title.
 */
function OutcomeAlert({
  intact = false,
  title,
  onClose,
  children,
}: {
  intact?: boolean;
  title?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const Icon = intact ? IconShieldCheck : IconAlertTriangle;
  return (
    <Alert
      color={intact ? "teal" : "red"}
      variant="light"
      role={intact ? "status" : "alert"}
      icon={<Icon size={20} aria-hidden="true" />}
      title={title}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
    >
      {children}
    </Alert>
  );
}
