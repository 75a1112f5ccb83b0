import type { Preferences } from "@bayan/trpc/schemas";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMessageCircle, IconPhone } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { browserTimeZone, useAdminFormat } from "../../lib/format";
import { useSettingsLabels } from "./labels";

/** SPEC 9's support hours, in GMT (UTC): chat Mon-Fri 9-18, phone Mon-Fri 10-16. */
const HOURS = { chat: [9, 18], phone: [10, 16] } as const;

/** A range of times kept on one line: "6:00" and its "PM" (م) never wrap apart. */
const ONE_LINE = { whiteSpace: "nowrap" } as const;

/** Today's instant at `hour`:00 GMT (today's date, so that daylight saving time is today's). */
function gmtToday(hour: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
}

/**
 * Help and support: the support hours (SPEC 9) in GMT and in the admin's time zone, and where
 * messages from learners arrive.
 */
export function HelpTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useSettingsLabels();
  const { timezone } = preferences.region;
  // The zone's own name: the device's ("UTC", "Asia/Amman") rather than "This device's time zone
  // (UTC)", which the sentence would put in brackets twice.
  const zone = timezone === "browser" ? browserTimeZone() : labels.timeZone[timezone];
  const range = ([from, to]: readonly [number, number]) => {
    const start = gmtToday(from);
    const end = gmtToday(to);
    const gmt = (d: Date) =>
      new Intl.DateTimeFormat(format.locale, {
        timeZone: "UTC",
        hour: "numeric",
        minute: "2-digit",
        hourCycle: preferences.region.timeFormat === "24" ? "h23" : "h12",
      }).format(d);
    return {
      gmt: `${gmt(start)} – ${gmt(end)}`,
      local: `${format.time(start)} – ${format.time(end)}`,
    };
  };
  const cards = [
    { key: "chat", icon: IconMessageCircle, title: t`Live chat`, hours: range(HOURS.chat) },
    { key: "phone", icon: IconPhone, title: t`Phone support`, hours: range(HOURS.phone) },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {cards.map(({ key, icon: CardIcon, title, hours }) => (
          <Card key={key} withBorder radius="md" padding="md">
            <Stack gap={6}>
              <CardIcon size={22} aria-hidden="true" />
              <Title order={3} fz="h5">
                {title}
              </Title>
              <Text size="sm">{t`Monday to Friday`}</Text>
              <Text size="sm">
                <bdi style={ONE_LINE}>{hours.gmt}</bdi> {t`GMT`}
              </Text>
              <Text size="sm" c="dimmed">
                {zone ? t`In your time zone (${zone}):` : t`In your time zone:`}{" "}
                <bdi style={ONE_LINE}>{hours.local}</bdi>
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm">
        <Trans>
          Messages from learners arrive in{" "}
          <Anchor component={Link} to="/admin/contact">
            Contact submissions
          </Anchor>
          ; replies and every other email the system sends are listed in{" "}
          <Anchor component={Link} to="/admin/emails">
            Emails
          </Anchor>
          .
        </Trans>
      </Text>
    </Stack>
  );
}
