import type { AnalyticsComprehensive } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Progress, SimpleGrid, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useAdminFormat } from "../../lib/format";
import { useAnalyticsLabels } from "./labels";

type FunnelData = AnalyticsComprehensive["funnel"];
type Step = "visitors" | "joins" | "confirmed" | "invited" | "registered";
const STEPS: Step[] = ["visitors", "joins", "confirmed", "invited", "registered"];

/**
 * `part` as a percentage of `whole`; null when there is no whole: no one to take a share of (a
 * step after an empty one), where "0%" would say something false.
 */
const rate = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

/**
 * Visitors -> waitlist joins -> confirmed addresses -> invited -> registered (docs/analytics.md,
 * docs/waitlist-growth.md): each step with its count, its share of the step before (none when no
 * one was there) and a bar against the visitors; then the same by the channel of the visit people
 * joined from.
 */
export function Funnel({ funnel }: { funnel: FunnelData }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useAnalyticsLabels();
  const names: Record<Step, string> = {
    visitors: t`Visitors`,
    joins: t`Joined the waitlist`,
    confirmed: t({
      message: "Confirmed",
      context: "funnel step: people who confirmed their address",
    }),
    invited: t({ message: "Invited", context: "funnel step: people invited from the waitlist" }),
    registered: t({ message: "Registered", context: "funnel step: people who registered" }),
  };
  const { total, byChannel } = funnel;
  const percent = (share: number | null) => (share === null ? null : format.percent(share));
  if (STEPS.every((step) => total[step] === 0)) {
    return (
      <Text size="sm" c="dimmed">
        {t`No funnel data available`}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md" component="ol" m={0} p={0}>
        {STEPS.map((step, index) => {
          const previous = index > 0 ? total[STEPS[index - 1]!] : undefined;
          const name = names[step];
          const shareOfVisitors = rate(total[step], total.visitors);
          const ofVisitors = percent(shareOfVisitors);
          // Undefined for the first step (none before it), null when no one was at the one before.
          const ofPrevious =
            previous === undefined ? undefined : percent(rate(total[step], previous));
          return (
            <Stack component="li" key={step} gap={4} style={{ listStyle: "none" }}>
              <Text size="sm" c="dimmed">
                {name}
              </Text>
              <Text fz="xl" fw={700}>
                {format.number(total[step])}
              </Text>
              <Progress
                value={shareOfVisitors ?? 0}
                size="sm"
                aria-label={
                  ofVisitors === null
                    ? t`${name}: no visitors in this period`
                    : t`${name}: ${ofVisitors} of visitors`
                }
              />
              <Text size="xs" c="dimmed">
                {ofPrevious === undefined
                  ? t`Where the funnel starts`
                  : ofPrevious === null
                    ? t`No one at the step before`
                    : t`${ofPrevious} of the step before`}
              </Text>
            </Stack>
          );
        })}
      </SimpleGrid>

      {byChannel.length > 0 ? (
        <Table.ScrollContainer
          minWidth={600}
          // Scrolls sideways on a phone: reachable with the keyboard (axe scrollable-region-focusable).
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: "group", "aria-label": t`Funnel by channel` },
          }}
        >
          <Table striped verticalSpacing="xs" aria-label={t`Funnel by channel`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Channel`}</Table.Th>
                {STEPS.map((step) => (
                  <Table.Th key={step} ta="end">
                    {names[step]}
                  </Table.Th>
                ))}
                <Table.Th ta="end">{t`Join rate`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {byChannel.map((row) => (
                <Table.Tr key={row.channel}>
                  <Table.Td>{labels.channel(row.channel)}</Table.Td>
                  {STEPS.map((step) => (
                    <Table.Td key={step} ta="end">
                      {format.number(row[step])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="end">
                    <JoinRate rate={rate(row.joins, row.visitors)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/** A channel's joins over its visitors; a dash (said in words) for a channel without visitors. */
function JoinRate({ rate }: { rate: number | null }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  if (rate !== null) return format.percent(rate);
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{t`No visitors`}</VisuallyHidden>
    </>
  );
}
