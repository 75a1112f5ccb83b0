import { Badge, Container, Divider, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Select, useLingui } from "@lingui/react/macro";
import { QUEUE_DISPLAY_OFFSET } from "@bayan/trpc/rules/public";
import { useNumberFormat } from "../../i18n/format";
import { pluralCategory } from "../../i18n/plural";
import { WAITLIST_ANCHOR } from "../../lib/waitlistScroll";
import { useCountdown } from "../countdown/useCountdown";
import { BenefitsList } from "./BenefitsList";
import { QueueCountWidget } from "./QueueCountWidget";
import { WaitlistForm } from "./WaitlistForm";
import classes from "./WaitlistSection.module.css";

/** Days until launch; it alone follows the countdown's ticks (not the form around it). */
function DaysUntilLaunch() {
  const { i18n } = useLingui();
  const format = useNumberFormat();
  const countdown = useCountdown();
  const days = countdown.status === "loading" ? null : countdown.remaining.days;
  // The label's plural form, chosen without Intl (see pluralCategory).
  const daysForm = pluralCategory(days ?? 0, i18n.locale);
  return (
    <div className={classes.stat} data-testid="waitlist-days">
      <span className={classes.statValue}>{days === null ? "--" : format(days)}</span>
      <span className={classes.statLabel}>
        <Select value={daysForm} _one="day until launch" other="days until launch" />
      </span>
    </div>
  );
}

function QueueValue({ count }: { count: number }) {
  const format = useNumberFormat();
  return <span className={classes.statValue}>{format(count)}</span>;
}

/**
 * SPEC 2.4: the form with the queue count, days until launch, the early-bird badge and consent.
 * The queue count takes over once the data layer is in; the form loads it when it sends.
 */
export function WaitlistSection() {
  const { t } = useLingui();

  return (
    <section id={WAITLIST_ANCHOR} aria-labelledby="waitlist-title" className={classes.section}>
      <Container size="sm">
        <Paper withBorder radius="lg" shadow="md" p={{ base: "md", xs: "xl" }}>
          <Stack gap="lg">
            <Stack gap="xs" align="center">
              <Badge color="sand" variant="filled" size="lg">
                {t`50% early-bird discount`}
              </Badge>
              <Title order={2} id="waitlist-title" ta="center">
                {t`Get early access`}
              </Title>
              <Text ta="center" c="dimmed">
                {t`Join the waitlist and be among the first to learn English with Bayan.`}
              </Text>
            </Stack>

            <SimpleGrid cols={2} spacing="sm">
              <div className={classes.stat} data-testid="waitlist-queue">
                <QueueCountWidget placeholder={<QueueValue count={QUEUE_DISPLAY_OFFSET} />}>
                  {(count) => <QueueValue count={count} />}
                </QueueCountWidget>
                <span className={classes.statLabel}>{t`in queue`}</span>
              </div>
              <DaysUntilLaunch />
            </SimpleGrid>

            <WaitlistForm />

            <Divider />
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t`Early-access benefits`}
              </Title>
              <BenefitsList />
            </Stack>
          </Stack>
        </Paper>
      </Container>
    </section>
  );
}
