import "@mantine/charts/styles.css";

import type { AnalyticsComprehensive } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { AreaChart, DonutChart } from "@mantine/charts";
import { Box, Group, Stack, Text, useDirection } from "@mantine/core";
import { useMemo } from "react";
import { calendarDayFormat, useAdminFormat } from "../../lib/format";
import { useAnalyticsLabels } from "./labels";

type Daily = AnalyticsComprehensive["daily"];
type Devices = AnalyticsComprehensive["devices"];

/**
 * A UTC calendar day ("2026-11-03") as a short date in the interface language ("Nov 3"), with the
 * year when the range spans more than a season ("Nov 3, 25"), so that no two days read the same.
 */
function useDayFormat(withYear: boolean) {
  const { locale } = useAdminFormat();
  return useMemo(
    () =>
      calendarDayFormat(locale, {
        month: "short",
        day: "numeric",
        ...(withYear ? { year: "2-digit" } : {}),
      }),
    [locale, withYear],
  );
}

/**
 * Visitors and page views per day of the range, oldest first. In right-to-left the time axis runs
 * from the right (the oldest day where reading starts) and the values' axis stands on the right.
 */
export function DailyChart({ daily }: { daily: Daily }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const day = useDayFormat(daily.length > 92);
  const rtl = useDirection().dir === "rtl";
  const data = useMemo(
    () =>
      daily.map((row) => ({
        day: day(row.date),
        visitors: row.visitors,
        pageViews: row.pageViews,
      })),
    [daily, day],
  );
  const first = daily[0];
  const last = daily.at(-1);
  const visitors = format.number(daily.reduce((sum, row) => sum + row.visitors, 0));
  const pageViews = format.number(daily.reduce((sum, row) => sum + row.pageViews, 0));
  const from = first ? day(first.date) : "";
  const to = last ? day(last.date) : "";
  // A picture for screen readers, named by what it adds up to; the figures are on the cards.
  return (
    <Box
      role="img"
      aria-label={t`${visitors} visitors and ${pageViews} page views from ${from} to ${to}`}
    >
      <AreaChart
        accessibilityLayer={false}
        h={260}
        data={data}
        dataKey="day"
        series={[
          { name: "visitors", label: t`Visitors`, color: "blue.6" },
          { name: "pageViews", label: t`Page views`, color: "teal.6" },
        ]}
        curveType="monotone"
        withLegend
        withDots={data.length <= 31}
        valueFormatter={format.number}
        xAxisProps={{ reversed: rtl, minTickGap: 16 }}
        yAxisProps={{ orientation: rtl ? "right" : "left", allowDecimals: false, width: 48 }}
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        tooltipAnimationDuration={150}
      />
    </Box>
  );
}

const DEVICE_COLORS = { mobile: "blue.6", desktop: "teal.6", tablet: "grape.6" } as const;

/** Visitors by device class: a ring with the legend beside it (under it on a phone). */
export function DevicesChart({ devices }: { devices: Devices }) {
  const format = useAdminFormat();
  const labels = useAnalyticsLabels();
  const total = devices.reduce((sum, row) => sum + row.users, 0);
  const data = devices.map((row) => ({
    name: labels.device(row.device),
    value: row.users,
    color: DEVICE_COLORS[row.device] ?? "gray.6",
  }));
  return (
    <Group gap="lg" align="center" justify="center" wrap="wrap">
      <DonutChart
        data={data}
        size={150}
        thickness={24}
        tooltipDataSource="segment"
        valueFormatter={format.number}
        chartLabel={format.number(total)}
        accessibilityLayer={false}
        // Hidden from screen readers (the list beside it says the same), so not reachable with
        // Tab either: recharts makes the pie itself focusable by default.
        pieProps={{ rootTabIndex: -1 }}
        aria-hidden="true"
      />
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
        {data.map((row) => (
          <Group component="li" key={row.name} gap="xs" wrap="nowrap">
            <span
              aria-hidden="true"
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                background: `var(--mantine-color-${row.color.replace(".", "-")})`,
                flex: "none",
              }}
            />
            <Text size="sm">{row.name}</Text>
            <Text size="sm" fw={600}>
              {format.number(row.value)}
            </Text>
            <Text size="sm" c="dimmed">
              {format.percent(total > 0 ? (row.value / total) * 100 : 0)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
