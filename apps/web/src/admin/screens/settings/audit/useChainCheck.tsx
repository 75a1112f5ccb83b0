import type { RouterOutputs } from "@bayan/trpc";
import { Plural, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconShieldCheck } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
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
  const closing = { withCloseButton: true, closeButtonLabel: t`Dismiss`, onClose } as const;
  if (error || !data) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t`The chain could not be verified`}
        {...closing}
      >
        {errorText(error, t`Please try again.`)}
      </Alert>
    );
  }
  if (data.valid) {
    const rows = format.number(data.rows);
    const kept = data.checkpoint;
    const removed = kept ? format.number(kept.removed) : "";
    const through = kept ? format.number(kept.throughId) : "";
    const when = kept ? format.date(kept.at) : "";
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        icon={<IconShieldCheck size={20} aria-hidden="true" />}
        {...closing}
      >
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
      </Alert>
    );
  }
  if (data.firstBadId === null) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle size={20} aria-hidden="true" />}
        title={t`Chain broken at its start`}
        {...closing}
      >
        {t`The retention checkpoint does not match the server's signature: it was changed outside the panel.`}
      </Alert>
    );
  }
  const bad = format.number(data.firstBadId);
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden="true" />}
      title={t`Chain broken at row #${bad}`}
      {...closing}
    >
      {t`That row does not match its hash or the row before it: it was changed, or a row was removed, outside the panel. The rows before it are intact.`}
    </Alert>
  );
}
