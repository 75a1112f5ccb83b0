import { useLingui } from "@lingui/react/macro";
import { Badge, Group, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { Panel } from "../dashboard/Panel";

/** Logged by the query cache when the live count fails. */
const LIVE_FAILED_TEXT = "Failed to load live visitors";

/** How often the live count is asked for again while the screen is open. */
export const LIVE_POLL_MS = 30_000;

/** Visitors with an event in the last 5 minutes and the pages they are on, asked every 30 s. */
export function LiveVisitors() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const live = useQuery({
    ...trpc.analytics.live.queryOptions(undefined, { meta: { errorMessage: LIVE_FAILED_TEXT } }),
    refetchInterval: LIVE_POLL_MS,
  });
  const data = live.data;
  return (
    <Panel
      title={t`Live visitors`}
      action={
        <Badge variant="light" color="green" radius="sm">
          {t`Last 5 minutes`}
        </Badge>
      }
    >
      {live.isPending ? (
        <Text size="sm" c="dimmed">
          {t`Loading...`}
        </Text>
      ) : !data ? (
        <Text size="sm" c="dimmed">
          {t`The live count could not be loaded.`}
        </Text>
      ) : (
        <Stack gap="sm">
          <Text fz={36} fw={700} lh={1} aria-live="polite">
            {format.number(data.visitors)}
          </Text>
          <Text size="sm" c="dimmed">
            {t`visitors on the site now`}
          </Text>
          {data.pages.length > 0 ? (
            <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
              {data.pages.slice(0, 5).map((page) => (
                <Group component="li" key={page.path} justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate="end" dir="ltr">
                    {page.path}
                  </Text>
                  <Text size="sm" fw={600}>
                    {format.number(page.visitors)}
                  </Text>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      )}
    </Panel>
  );
}
