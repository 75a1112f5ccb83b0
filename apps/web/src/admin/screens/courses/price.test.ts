import { describe, expect, it } from "vitest";
import { priceFormatter } from "./price";

const RLM = "\u200f";
const NBSP = "\u00a0";
/** The currency symbol as the formatter isolates it (U+2068 ... U+2069). */
const isolated = (symbol: string) => `\u2068${symbol}\u2069`;

describe("a course's price", () => {
  it("isolates a Latin symbol in Arabic, so it reads US$ beside the amount, not $US", () => {
    const price = priceFormatter("ar-u-nu-arab");
    // The amount first (on the right of a right-to-left line), then the symbol, whole.
    expect(price(49, "USD")).toBe(`${RLM}٤٩٫٠٠${NBSP}${isolated("US$")}`);
    expect(price(49, "USD").replace(/[\u2068\u2069]/g, "")).toBe(
      new Intl.NumberFormat("ar-u-nu-arab", { style: "currency", currency: "USD" }).format(49),
    );
  });

  it("keeps an Arabic symbol and the currency's own digits", () => {
    expect(priceFormatter("ar-u-nu-arab")(120, "JOD")).toBe(
      `${RLM}١٢٠٫٠٠٠${NBSP}${isolated("د.أ.")}${RLM}`,
    );
  });

  it("writes English prices as Intl does, the symbol isolated too", () => {
    const price = priceFormatter("en-US-u-nu-latn");
    expect(price(49, "USD")).toBe(`${isolated("$")}49.00`);
    expect(price(12.5, "JOD")).toBe(`${isolated("JOD")}${NBSP}12.500`);
  });
});
