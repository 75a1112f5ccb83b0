import { DEFAULT_THEME } from "@mantine/core";

/** "#rrggbb" or "rgba(r, g, b, a)" as [r, g, b]. */
export const rgb = (color: string) =>
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
export const contrast = (a: number[], b: number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

/** `var(--mantine-color-<name>-<shade>)` as its hex value; undefined for any other value. */
const themeShade = (value: string) => {
  const shade = /^var\(--mantine-color-([a-z]+)-(\d)\)$/.exec(value);
  return shade ? DEFAULT_THEME.colors[shade[1]!]![Number(shade[2])]! : undefined;
};

/** A theme colour as a hex value: written out, or `var(--mantine-color-<name>-<shade>)`. */
export const resolve = (value: string) => themeShade(value) ?? value;

/** `var(--mantine-color-<name>-<shade>)` as its hex value; anything else is an error. */
export const shadeOf = (value: string) => {
  const hex = themeShade(value);
  if (hex === undefined) throw new Error(`not a theme shade: ${value}`);
  return hex;
};
