import { describe, expect, it } from "vitest";
import { formatWholeNumber, intlLocale } from "./format";

describe("formatWholeNumber", () => {
  const samples = [0, 7, 42, 999, 1000, 2500, 12_345, 999_999, 1_000_000, 123_456_789, 2 ** 40];

  for (const language of ["en", "ar"]) {
    it(`writes whole numbers exactly as Intl does (${language})`, () => {
      const intl = new Intl.NumberFormat(intlLocale(language));
      for (const value of samples)
        expect(formatWholeNumber(value, language)).toBe(intl.format(value));
    });
  }

  it("leaves fractions, negatives and unsafe integers to Intl", () => {
    expect(formatWholeNumber(1.5, "en")).toBeNull();
    expect(formatWholeNumber(-3, "ar")).toBeNull();
    expect(formatWholeNumber(2 ** 60, "en")).toBeNull();
  });

  it("writes the landing's queue in both languages", () => {
    expect(formatWholeNumber(2500, "en")).toBe("2,500");
    expect(formatWholeNumber(2500, "ar")).toBe("٢٬٥٠٠");
  });
});
