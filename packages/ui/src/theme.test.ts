import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { LIGHT_VARIANT_TEXT } from "./theme.js";

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** WCAG relative luminance and contrast ratio. */
const luminance = (color: number[]) => {
  const [r, g, b] = color.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** A theme colour as a hex value: written out, or `var(--mantine-color-<name>-<shade>)`. */
const resolve = (value: string) => {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return shade ? DEFAULT_THEME.colors[shade[1]!]![Number(shade[2])]! : value;
};

describe("light-variant text in the light scheme", () => {
  it.each(Object.entries(LIGHT_VARIANT_TEXT))(
    "%s reads at 4.5:1 at least on its background (shade 1) and under the pointer (shade 2)",
    (color: string, text: string) => {
      for (const shade of [1, 2]) {
        const background = rgb(DEFAULT_THEME.colors[color]![shade]!);
        expect(contrast(rgb(resolve(text)), background)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});
