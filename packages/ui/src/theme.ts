import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from "@mantine/core";

export type Direction = "ltr" | "rtl";

/** Latin text first in Inter; Arabic glyphs fall through to Cairo (both served by the app). */
export const LATIN_FONT_STACK =
  '"Inter Variable", "Cairo Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
/** Arabic pages set everything in Cairo, which also carries Latin glyphs for mixed text. */
export const ARABIC_FONT_STACK =
  '"Cairo Variable", "Inter Variable", system-ui, -apple-system, "Segoe UI", Tahoma, Arial, sans-serif';

/** Bayan teal: shade 7 carries white text at 6.1:1, shade 4 reads at 5.7:1 on the dark body. */
const bayan = [
  "#e3f6f4",
  "#c4ebe6",
  "#8fd7cd",
  "#56c1b4",
  "#2aae9f",
  "#13a191",
  "#0d7a6e",
  "#0b6e63",
  "#085a51",
  "#04433c",
] as const;

/** A warm accent for offers (the early-bird badge); shade 7 carries white text at 5.7:1. */
const sand = [
  "#fff8e1",
  "#ffecb3",
  "#ffe082",
  "#ffd54f",
  "#f5c030",
  "#e0a800",
  "#b57400",
  "#8f5b00",
  "#754a00",
  "#5c3a00",
] as const;

export function createBayanTheme(direction: Direction): MantineThemeOverride {
  const fontFamily = direction === "rtl" ? ARABIC_FONT_STACK : LATIN_FONT_STACK;
  return createTheme({
    primaryColor: "bayan",
    primaryShade: { light: 7, dark: 7 },
    colors: { bayan: [...bayan], sand: [...sand] },
    fontFamily,
    headings: { fontFamily, fontWeight: "800" },
    defaultRadius: "md",
    cursorType: "pointer",
    focusRing: "auto",
    breakpoints: { xs: "36em", sm: "48em", md: "62em", lg: "75em", xl: "88em" },
  });
}

/** The themes are built once; the provider picks one by direction. */
export const ltrTheme = createBayanTheme("ltr");
export const rtlTheme = createBayanTheme("rtl");

/** Rising trends on white (StatCard) and green light badges: Mantine's green 9 is too pale. */
const DEEP_GREEN = "#247a35";

/**
 * The text colour of the `light` variant (Badge, Alert title, ThemeIcon...) in the light scheme, per
 * colour the app uses there. Mantine writes it in shade 6 on a 10% tint of shade 6, under 3:1 for
 * most colours; these reach 4.5:1 (WCAG AA) on that tint: shade 9, or, where even shade 9 is too
 * pale (teal, green, yellow, orange), a darker tone of it. theme.test.ts measures each one.
 */
export const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  gray: "var(--mantine-color-gray-7)",
  red: "var(--mantine-color-red-9)",
  grape: "var(--mantine-color-grape-9)",
  blue: "var(--mantine-color-blue-9)",
  teal: "#087956",
  green: DEEP_GREEN,
  yellow: "#aa5700",
  orange: "#ba3e0c",
};

/**
 * Mantine's default dimmed and error colours fall under 4.5:1 on both backgrounds; these pass
 * WCAG AA for normal-size text in each scheme. The trend colours (StatCard) likewise: Mantine's
 * green 9 reads at only 4.4:1 on white, so rising trends use a deeper green there (5.4:1); falling
 * ones red 9 (5.5:1); on the dark body green 4 and red 4 (8.9:1 and 6.7:1). The edge shade of a
 * table that scrolls sideways (AdminTable) is darker on the dark body, where a light one vanishes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-placeholder": "var(--mantine-color-gray-6)",
    "--bayan-color-trend-up": DEEP_GREEN,
    "--bayan-color-trend-down": "var(--mantine-color-red-9)",
    "--bayan-table-edge-shade": "rgba(0, 0, 0, 0.16)",
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [
        `--mantine-color-${color}-light-color`,
        text,
      ]),
    ),
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-placeholder": "var(--mantine-color-dark-2)",
    "--bayan-color-trend-up": "var(--mantine-color-green-4)",
    "--bayan-color-trend-down": "var(--mantine-color-red-4)",
    "--bayan-table-edge-shade": "rgba(0, 0, 0, 0.6)",
  },
});
