import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { IconArrowDown, IconHourglassHigh } from "@tabler/icons-react";
import { scrollToWaitlist } from "../../lib/waitlistScroll";
import { LiveCountdown } from "../countdown/Countdown";
import classes from "./Hero.module.css";

/** SPEC 2.3 item 1: badge, title, countdown, the launch-delayed card and a Register button. */
export function Hero() {
  const { t } = useLingui();

  return (
    <section className={classes.hero} aria-labelledby="hero-title">
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Badge variant="light" size="lg" radius="xl">
            {t`Coming Soon`}
          </Badge>
          <Title order={1} id="hero-title" className={classes.title}>
            <Trans>
              Learn English the easy way,{" "}
              <span className={classes.highlight}>explained in Arabic</span>
            </Trans>
          </Title>
          <Text c="dimmed" className={classes.subtitle}>
            {t`Bayan is the first platform that teaches English with simple methods and clear Arabic explanations: short video lessons, native-speaking teachers and a path from the basics to fluency.`}
          </Text>

          <Stack gap="xs" w="100%">
            <Title order={2} size="h4">
              {t`Launching in`}
            </Title>
            <LiveCountdown />
          </Stack>

          <Paper withBorder radius="md" p="md" className={classes.delayed} ta="start">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <ThemeIcon color="sand" variant="light" size={36} radius="xl" aria-hidden="true">
                <IconHourglassHigh size={20} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t`Our launch is delayed`}</Text>
                <Text size="sm" c="dimmed">
                  {t`We are taking a little more time to get Bayan right, and there is no new date yet. Join the waitlist and we will email you as soon as we open the doors.`}
                </Text>
              </div>
            </Group>
          </Paper>

          <Button
            size="lg"
            radius="xl"
            rightSection={<IconArrowDown size={18} aria-hidden="true" />}
            onClick={() => scrollToWaitlist()}
          >
            {t`Register now`}
          </Button>
        </Stack>
      </Container>
    </section>
  );
}
