import { useLingui } from "@lingui/react/macro";
import { Alert, Stack } from "@mantine/core";
import {
  IconCircleCheck,
  IconHourglassHigh,
  IconSend,
  IconUsersGroup,
  type Icon,
} from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";

/** The send icon, pointing the way the text goes. */
const SendIcon: Icon = (props) => <DirectionalIcon icon={IconSend} {...props} />;
import { RetryButton } from "../../lib/RetryButton";
import { StatGrid } from "../../lib/StatGrid";

/**
 * SPEC 2.17 and 3: the queue's counts by status. Notified is shown as "Sent" and registered as
 * "Completed". A failed load says so (SPEC 8) with a way to ask again; no invented figures.
 */
export function WaitlistStats() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const stats = useQuery(
    trpc.waitlist.stats.queryOptions(undefined, {
      meta: { errorMessage: "Failed to fetch waitlist stats" },
    }),
  );
  const loading = stats.isPending;
  const data = stats.data;
  return (
    <Stack gap="sm">
      {stats.isError && !data ? (
        <Alert color="red" variant="light" title={t`Failed to fetch waitlist stats`}>
          <RetryButton queries={[stats]} />
        </Alert>
      ) : null}
      <StatGrid
        loading={loading}
        none="—"
        stats={[
          { icon: IconUsersGroup, label: t`Total in queue`, value: data?.totalInQueue },
          { icon: IconHourglassHigh, label: t`Pending`, value: data?.pendingCount },
          { icon: SendIcon, label: t`Sent`, value: data?.notifiedCount },
          { icon: IconCircleCheck, label: t`Completed`, value: data?.registeredCount },
        ]}
      />
    </Stack>
  );
}
