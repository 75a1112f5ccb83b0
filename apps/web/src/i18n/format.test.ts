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

  for (const language of ["en", "ar"]) {
    it(`writes ungrouped whole numbers (the footer's year) exactly as Intl does (${language})`, () => {
      const intl = new Intl.NumberFormat(intlLocale(language), { useGrouping: false });
      for (const value of [...samples, 2026])
        expect(formatWholeNumber(value, language, { useGrouping: false })).toBe(intl.format(value));
    });

    it(`writes the countdown's two-digit parts exactly as Intl does (${language})`, () => {
      const intl = new Intl.NumberFormat(intlLocale(language), { minimumIntegerDigits: 2 });
      for (const value of [0, 5, 9, 10, 59, 99, 100, 1234])
        expect(formatWholeNumber(value, language, { minimumIntegerDigits: 2 })).toBe(
          intl.format(value),
        );
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
    expect(formatWholeNumber(2026, "ar", { useGrouping: false })).toBe("٢٠٢٦");
    expect(formatWholeNumber(5, "ar", { minimumIntegerDigits: 2 })).toBe("٠٥");
  });
});
