import { describe, expect, it } from "vitest";
import { pluralCategory } from "./plural";

describe("pluralCategory", () => {
  for (const language of ["en", "ar"]) {
    it(`answers as Intl.PluralRules does for whole numbers (${language})`, () => {
      const rules = new Intl.PluralRules(language);
      for (let n = 0; n <= 1500; n += 1) expect(pluralCategory(n, language)).toBe(rules.select(n));
    });
  }

  it("gives Arabic its six forms", () => {
    expect([0, 1, 2, 5, 11, 100].map((n) => pluralCategory(n, "ar"))).toEqual([
      "zero",
      "one",
      "two",
      "few",
      "many",
      "other",
    ]);
  });
});
