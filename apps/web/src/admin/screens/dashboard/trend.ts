import type { RouterOutputs } from "@bayan/trpc";
import type { StatTrend } from "@bayan/ui";

export type Growth = RouterOutputs["admin"]["overview"]["waitlist"]["growth"]["last7Days"];

/** The words a trend needs, in the interface language. */
export interface TrendTexts {
  /** "+12% vs last week" from the signed, formatted change. */
  change: (signedPercent: string) => string;
  /** "25 this week, none last week" from this week's formatted count: nothing to compare with. */
  nonePrevious: (count: string) => string;
  /** "none this week or last week". */
  noneEither: string;
}

/**
 * This week against last week (`admin.overview` growth.last7Days): the arrow follows the sign of
 * the change. With nothing last week there is no change to give: the card says both weeks' counts
 * in words and shows no arrow (a rise from nothing is not a trend); with nothing in either week
 * it says so, level.
 */
export function weeklyTrend(
  growth: Growth | undefined,
  texts: TrendTexts,
  format: { signedPercent: (value: number) => string; number: (value: number) => string },
): StatTrend | undefined {
  if (!growth) return undefined;
  if (growth.previousCount === 0 || growth.changePercent === null) {
    if (growth.count === 0) return { direction: "flat", text: texts.noneEither };
    return { text: texts.nonePrevious(format.number(growth.count)) };
  }
  const change = growth.changePercent;
  return {
    direction: change > 0 ? "up" : change < 0 ? "down" : "flat",
    text: texts.change(format.signedPercent(change)),
  };
}

/** A share in percent (0-100) of `part` in `whole`; 0 when there is no whole. */
export function share(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/** "JD" for john.doe, "SA" for sara.60: at most two letters, from the words of the name. */
export function initials(name: string): string {
  const letters = name.split(/\P{L}+/u).filter(Boolean);
  const words = letters.length > 0 ? letters : name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (words.length === 0) return "?";
  const picked =
    words.length > 1 ? [words[0]!.charAt(0), words[1]!.charAt(0)] : [...words[0]!].slice(0, 2);
  return picked.join("").toUpperCase();
}
