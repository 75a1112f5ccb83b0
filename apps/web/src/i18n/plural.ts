/**
 * The CLDR cardinal plural category of a whole number in English or Arabic, as
 * `new Intl.PluralRules(language).select(n)` answers it, without Intl: the first Intl object of a
 * page starts ICU, too slow for the landing page's first screen on a phone (docs/landing-speed.md).
 * Messages choose their form with a `select` on this category instead of `plural`. A unit test holds
 * it equal to Intl.PluralRules.
 */
export function pluralCategory(n: number, language: string): Intl.LDMLPluralRule {
  if (language !== "ar") return n === 1 ? "one" : "other";
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return "few";
  if (lastTwo >= 11 && lastTwo <= 99) return "many";
  return "other";
}
