import { EmptyState, TruncatedText } from "@bayan/ui";
import { Plural, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconShare } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useTRPC } from "../../../lib/trpc";
import { useAdminFormat } from "../../lib/format";
import { RetryButton } from "../../lib/RetryButton";
import { Panel } from "./Panel";

/** Logged by the query cache when the top referrers fail. */
export const TOP_REFERRERS_FAILED_TEXT = "Failed to load the top referrers";

/** The widest an address may be before it is cut (the rest is in its title). */
const EMAIL_WIDTH = 260;

/**
 * The people whose referral links brought the most confirmed friends (`waitlist.topReferrers`,
 * docs/waitlist-growth.md), most first, with their credited referrals; a link to the waitlist
 * sorted by referrals.
 */
export function TopReferrers() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const format = useAdminFormat();
  const referrers = useQuery(
    trpc.waitlist.topReferrers.queryOptions(undefined, {
      meta: { errorMessage: TOP_REFERRERS_FAILED_TEXT },
    }),
  );
  const rows = referrers.data;

  return (
    <Panel
      title={t`Top referrers`}
      action={
        rows && rows.length > 0 ? (
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/admin/waitlist"
                search={{ sortBy: "referrals", sortDir: "desc" }}
              />
            )}
          >
            {t`View all`}
          </Anchor>
        ) : undefined
      }
    >
      {referrers.isPending ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={24} radius="sm" />
          ))}
        </Stack>
      ) : !rows ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {t`The top referrers could not be loaded.`}
          </Text>
          <RetryButton queries={[referrers]} />
        </Stack>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<IconShare size={28} aria-hidden="true" />}
          title={t`No referrals yet`}
          hint={t`People whose referral links bring friends who confirm will appear here.`}
        />
      ) : (
        <Stack component="ol" gap="xs" m={0} p={0} aria-label={t`Top referrers`}>
          {rows.map((row, index) => {
            const count = format.number(row.referrals);
            return (
              <Group
                component="li"
                key={row.id}
                justify="space-between"
                gap="sm"
                wrap="nowrap"
                style={{ listStyle: "none" }}
              >
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Text size="sm" c="dimmed" w={24} ta="end" style={{ flexShrink: 0 }}>
                    {format.number(index + 1)}
                  </Text>
                  <TruncatedText text={row.email} maxWidth={EMAIL_WIDTH} dir="ltr" size="sm" />
                </Group>
                <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                  <Plural
                    value={row.referrals}
                    one={`${count} referral`}
                    other={`${count} referrals`}
                  />
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}
