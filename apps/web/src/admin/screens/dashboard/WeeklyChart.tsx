import "@mantine/charts/styles.css";

import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { BarChart } from "@mantine/charts";
import { useDirection } from "@mantine/core";
import { useAdminFormat } from "../../lib/format";
import { useWeekdays } from "./weekdays";

export type WeeklyVisitors = RouterOutputs["analytics"]["weekly"]["days"];

/**
 * Visitors per day of the last seven, oldest first, as bars named by their weekday; hovering a bar
 * shows its users. In right-to-left the days run from the right.
 */
export function WeeklyChart({ days }: { days: WeeklyVisitors }) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const weekday = useWeekdays();
  const rtl = useDirection().dir === "rtl";
  const data = days.map((day) => ({ day: weekday.short(day.date), users: day.visitors }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: "users", label: t`Users`, color: "blue.6" }]}
      valueFormatter={format.number}
      // Every day named, even on a phone (seven short names fit).
      xAxisProps={{ reversed: rtl, interval: 0 }}
      yAxisProps={{ orientation: rtl ? "right" : "left", allowDecimals: false, width: 40 }}
      maxBarWidth={40}
      tooltipAnimationDuration={150}
      // The figures are in the table beside it for screen readers: the bars are a picture only.
      accessibilityLayer={false}
      aria-hidden="true"
    />
  );
}

export default WeeklyChart;
