import { DEFAULT_THEME, darken } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrast, rgb, shadeOf } from "./test/contrast.js";
import { DARK_VARIANT_TEXT, cssVariablesResolver } from "./theme.js";

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
