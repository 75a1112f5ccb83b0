import { DEFAULT_THEME, darken } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { DARK_VARIANT_TEXT, cssVariablesResolver } from "./theme.js";

/** "#rrggbb" or "rgba(r, g, b, a)" as [r, g, b]. */
const rgb = (color: string) =>
  color.startsWith("#")
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : color
        .replace(/^rgba?\(|\)$/g, "")
        .split(",")
        .slice(0, 3)
        .map((v) => Number(v.trim()));

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

/** `var(--mantine-color-<name>-<shade>)` as its hex value. */
const shadeOf = (value: string) => {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  if (!shade) throw new Error(`not a theme shade: ${value}`);
  return DEFAULT_THEME.colors[shade[1]!]![Number(shade[2])]!;
};

const dark = DEFAULT_THEME.colors.dark;

describe("light- and subtle-variant text in the dark scheme", () => {
  it("is set for the dark scheme, red and orange included, not left to Mantine's near-white", () => {
    const variables = cssVariablesResolver(DEFAULT_THEME).dark;
    for (const color of ["red", "orange"]) {
      const text = variables[`--mantine-color-${color}-light-color`];
      expect(text).toBe(DARK_VARIANT_TEXT[color]);
      // Mantine 9's own is shade 0 (#fff5f5 for red): the hue gone on a subtle button.
      expect(text).not.toBe(`var(--mantine-color-${color}-0)`);
    }
  });

  it.each(Object.entries(DARK_VARIANT_TEXT))(
    "%s reads at 4.5:1 at least on the dark body, a card, its light background and under the pointer",
    (color: string, text: string) => {
      const nine = DEFAULT_THEME.colors[color]![9];
      const backgrounds = {
        body: dark[7],
        card: dark[6],
        light: darken(nine, 0.5),
        "light hover": darken(nine, 0.3),
      };
      for (const [name, background] of Object.entries(backgrounds)) {
        expect(
          contrast(rgb(shadeOf(text)), rgb(background)),
          `${color} on ${name}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it("keeps the hue: the text is of its own colour, not a near-white", () => {
    for (const [color, text] of Object.entries(DARK_VARIANT_TEXT)) {
      const [r, g, b] = rgb(shadeOf(text));
      const spread = Math.max(r!, g!, b!) - Math.min(r!, g!, b!);
      expect(spread, color).toBeGreaterThan(60);
    }
  });
});
