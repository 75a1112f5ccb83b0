import { StatCard } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, SimpleGrid, Stack } from "@mantine/core";
import { IconCircleCheck, IconHourglassHigh, IconSend, IconUsersGroup } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { DirectionalIcon } from "../../lib/DirectionalIcon";
import { useAdminFormat } from "../../lib/format";
import { STATS_FAILED_TEXT } from "./serverTexts";

/**
 * SPEC 2.17 and 3: the queue's counts by status. Notified is shown as "Sent" and registered as
 * "Completed". A failed load says so (SPEC 8) with a way to ask again; no invented figures.
 */
export function WaitlistStats() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const stats = useQuery(
    trpc.waitlist.stats.queryOptions(undefined, { meta: { errorMessage: STATS_FAILED_TEXT } }),
  );
  const loading = stats.isPending;
  const value = (n: number | undefined) => (n === undefined ? "—" : format.number(n));
  const data = stats.data;
  return (
    <Stack gap="sm">
      {stats.isError && !data ? (
        <Alert color="red" variant="light" title={t`Failed to fetch waitlist stats`}>
          <Button
            size="xs"
            variant="default"
            onClick={() => void stats.refetch()}
            loading={stats.isFetching}
          >
            {t`Try again`}
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
        <StatCard
          icon={<IconUsersGroup size={22} />}
          label={t`Total in queue`}
          value={value(data?.totalInQueue)}
          loading={loading}
        />
        <StatCard
          icon={<IconHourglassHigh size={22} />}
          label={t`Pending`}
          value={value(data?.pendingCount)}
          loading={loading}
        />
        <StatCard
          icon={<DirectionalIcon icon={IconSend} size={22} />}
          label={t`Sent`}
          value={value(data?.notifiedCount)}
          loading={loading}
        />
        <StatCard
          icon={<IconCircleCheck size={22} />}
          label={t`Completed`}
          value={value(data?.registeredCount)}
          loading={loading}
        />
      </SimpleGrid>
    </Stack>
  );
}
