import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { contrast, resolve, rgb } from "./test/contrast.js";
import { LIGHT_VARIANT_TEXT } from "./theme.js";

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
