import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/ThemeIcon.css";
import "@mantine/core/styles/Progress.css";
import "@mantine/core/styles/Skeleton.css";

import { Box, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon } from "@mantine/core";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { ArrowDownIcon, ArrowUpIcon, FlatIcon } from "./icons.js";

export type TrendDirection = "up" | "down" | "flat";

export interface StatTrend {
  /** The arrow; without one the words stand alone (nothing to compare with, say). */
  direction?: TrendDirection;
  /** Says the trend in words, already translated ("+12% from last month"): the arrow only echoes it. */
  text: string;
}

export interface StatProgress {
  /** 0 to 100; values outside are clamped. */
  value: number;
  /** The bar's accessible name, already translated ("75% of the target reached"). */
  label: string;
}

export interface StatCardProps {
  /** A decorative icon (hidden from assistive technology). */
  icon: ReactNode;
  /** What the number counts, already translated. */
  label: string;
  /** The figure, already formatted for the language ("2,847"). */
  value: ReactNode;
  trend?: StatTrend;
  progress?: StatProgress;
  /** A line under the bar, already translated ("Target: 3,000"). */
  target?: ReactNode;
  /** Shows placeholders instead of the value, trend, bar and target. */
  loading?: boolean;
}

// Scheme-aware colours that pass 4.5:1 (theme.ts); the fallbacks are the light values.
const TREND_COLOR: Record<TrendDirection, string> = {
  up: "var(--bayan-color-trend-up, #216f30)",
  down: "var(--bayan-color-trend-down, var(--mantine-color-red-9))",
  flat: "var(--mantine-color-dimmed)",
};

const TREND_ICON: Record<TrendDirection, typeof ArrowUpIcon> = {
  up: ArrowUpIcon,
  down: ArrowDownIcon,
  flat: FlatIcon,
};

/** A trend in words, coloured by its direction, with an arrow echoing it (a stat card's, a panel's). */
export function TrendLine({ trend, mt }: { trend: StatTrend; mt?: number }) {
  const TrendIcon = trend.direction ? TREND_ICON[trend.direction] : null;
  return (
    <Group
      gap={4}
      mt={mt}
      wrap="nowrap"
      c={trend.direction ? TREND_COLOR[trend.direction] : "var(--mantine-color-dimmed)"}
    >
      {TrendIcon ? <TrendIcon size={16} /> : null}
      <Text size="sm" fw={600} c="inherit">
        {trend.text}
      </Text>
    </Group>
  );
}

/**
 * The card's three rows (label, value, the rest) are rows of the grid around it where there is one
 * (`grid-template-rows: subgrid`): a label that wraps to two lines makes its row of the grid taller,
 * so every card beside it keeps its figure on the same line. Outside a grid the rows simply stack.
 */
const CARD_GRID = {
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) auto",
  gridTemplateRows: "subgrid",
  gridRow: "span 3",
  columnGap: "var(--mantine-spacing-sm)",
  rowGap: 6,
  alignContent: "start",
} as const;

/**
 * A card narrower than this (two a row on a phone, four a row on a small laptop) leaves the figure
 * too little room beside the icon: "0m 0s" would break in two. The figure then takes the card's
 * whole width under the label and the icon.
 */
export const NARROW_CARD_WIDTH = 210;

/**
 * Whether the element is narrower than NARROW_CARD_WIDTH: measured before the first paint, then
 * at every resize. (A container query would say it in CSS, but a query container cannot be a
 * subgrid, and the card is one.)
 */
function useNarrow() {
  const ref = useRef<HTMLDivElement>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const measure = () => {
      const { width } = node.getBoundingClientRect();
      setNarrow(width > 0 && width < NARROW_CARD_WIDTH);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, narrow] as const;
}

/** One figure of a dashboard (SPEC 2.9, 2.15, 2.17): label, value, trend, progress and target. */
export function StatCard({ icon, label, value, trend, progress, target, loading }: StatCardProps) {
  const [ref, narrow] = useNarrow();
  // Beside the icon on a wide card; under it, across the card, on a narrow one.
  const valueColumn = narrow ? "1 / -1" : 1;
  return (
    <Paper
      ref={ref}
      withBorder
      p="md"
      radius="md"
      aria-busy={loading || undefined}
      miw={0}
      style={CARD_GRID}
      data-narrow={narrow || undefined}
    >
      {/* The label and the value come first and next to each other (the icon is placed beside
          them by the grid): the value is found by its label. */}
      <Text size="sm" fw={600} c="dimmed" style={{ gridColumn: 1, gridRow: 1 }}>
        {label}
      </Text>
      {loading ? (
        <Skeleton
          height={32}
          width={96}
          radius="sm"
          style={{ gridColumn: valueColumn, gridRow: 2 }}
        />
      ) : (
        <Text
          component="div"
          fz={28}
          fw={700}
          lh={1.15}
          c="var(--mantine-color-bright)"
          // Breaks between words only, and inside one only when it is wider than the card.
          style={{ overflowWrap: "break-word", gridColumn: valueColumn, gridRow: 2 }}
        >
          {value}
        </Text>
      )}
      <ThemeIcon
        variant="light"
        size={44}
        radius="md"
        aria-hidden="true"
        style={{ gridColumn: 2, gridRow: narrow ? 1 : "1 / span 2" }}
      >
        {icon}
      </ThemeIcon>

      <Box style={{ gridColumn: "1 / -1", gridRow: 3 }} miw={0}>
        {loading ? (
          <Stack gap={8} mt={6}>
            {trend ? <Skeleton height={12} width="55%" radius="sm" /> : null}
            {progress ? <Skeleton height={8} radius="xl" /> : null}
            {target ? <Skeleton height={10} width="40%" radius="sm" /> : null}
          </Stack>
        ) : (
          <>
            {trend ? <TrendLine trend={trend} mt={6} /> : null}
            {progress ? (
              <Progress
                mt="md"
                size="sm"
                radius="xl"
                value={Math.min(100, Math.max(0, progress.value))}
                aria-label={progress.label}
              />
            ) : null}
            {target ? (
              <Text size="xs" c="dimmed" mt={6}>
                {target}
              </Text>
            ) : null}
          </>
        )}
      </Box>
    </Paper>
  );
}
