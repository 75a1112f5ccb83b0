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
const DEEP_GREEN = "#216f30";

/**
 * The text colour of the `light` variant (Badge, Button, Alert title, ThemeIcon...) in the light
 * scheme, per colour the app uses there. Mantine 9 writes it in shade 9 on shade 1, and on shade 2
 * under the pointer (a light Button hovered, as "Copied" is right after its click): most colours
 * fall under 4.5:1 there. These reach 4.5:1 (WCAG AA) on both: shade 9 where it does (gray uses
 * 7), elsewhere a darker tone of shade 9. theme.test.ts measures each one.
 */
export const LIGHT_VARIANT_TEXT: Readonly<Record<string, string>> = {
  gray: "var(--mantine-color-gray-7)",
  red: "#ad2424",
  grape: "var(--mantine-color-grape-9)",
  blue: "#155997",
  teal: "#076e4e",
  green: DEEP_GREEN,
  yellow: "#a05200",
  orange: "#aa390b",
};

/**
 * The text colour of the `light` and `subtle` variants in the dark scheme, per colour the app uses
 * there (red and orange for what ends or suspends, the status colours of badges and alerts).
 * Mantine 9 writes it in shade 0 in the dark scheme, a near-white (#fff5f5 for red): on the light
 * variant's dark tint the hue is left to the background, and on a subtle button, which has none, it
 * is lost altogether (a red "End" read white). These keep the hue, in shade 3 (Mantine 8's), or 2
 * for yellow, and read at 4.5:1 (WCAG AA) on the dark body and cards, on the light variant's
 * background and under the pointer (darker and lighter tints of shade 9). theme.dark.test.ts
 * measures each one. Gray keeps Mantine's.
 */
export const DARK_VARIANT_TEXT: Readonly<Record<string, string>> = {
  red: "var(--mantine-color-red-3)",
  grape: "var(--mantine-color-grape-3)",
  blue: "var(--mantine-color-blue-3)",
  teal: "var(--mantine-color-teal-3)",
  green: "var(--mantine-color-green-3)",
  yellow: "var(--mantine-color-yellow-2)",
  orange: "var(--mantine-color-orange-3)",
};

/** `--mantine-color-<colour>-light-color` for each colour of `texts`. */
const variantTextVariables = (texts: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(texts).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
  );

/**
 * Mantine's default dimmed and error colours fall under 4.5:1 on both backgrounds; these pass
 * WCAG AA for normal-size text in each scheme. The trend colours (StatCard) likewise: Mantine's
 * green 9 reads at only 4.4:1 on white, so rising trends use a deeper green there (6.2:1); falling
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
    ...variantTextVariables(LIGHT_VARIANT_TEXT),
  },
  dark: {
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-4)",
    "--mantine-color-placeholder": "var(--mantine-color-dark-2)",
    "--bayan-color-trend-up": "var(--mantine-color-green-4)",
    "--bayan-color-trend-down": "var(--mantine-color-red-4)",
    "--bayan-table-edge-shade": "rgba(0, 0, 0, 0.6)",
    ...variantTextVariables(DARK_VARIANT_TEXT),
  },
});
