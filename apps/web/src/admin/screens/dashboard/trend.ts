import type { RouterOutputs } from "@bayan/trpc";
import type { StatTrend } from "@bayan/ui";

export type Growth = RouterOutputs["admin"]["overview"]["waitlist"]["growth"]["last7Days"];

/** The words a trend needs, in the interface language. */
export interface TrendTexts {
  /** "+12% vs last week" from the signed, formatted change. */
  change: (signedPercent: string) => string;
  /** "no sign-ups last week": the week before had nothing to compare with. */
  nonePrevious: string;
}

/**
 * This week against last week (`admin.overview` growth.last7Days): the arrow follows the sign of
 * the change; with nothing last week there is no percentage to give, so it says so (and points up
 * when this week has something).
 */
export function weeklyTrend(
  growth: Growth | undefined,
  texts: TrendTexts,
  signedPercent: (value: number) => string,
): StatTrend | undefined {
  if (!growth) return undefined;
  if (growth.previousCount === 0 || growth.changePercent === null) {
    return { direction: growth.count > 0 ? "up" : "flat", text: texts.nonePrevious };
  }
  const change = growth.changePercent;
  return {
    direction: change > 0 ? "up" : change < 0 ? "down" : "flat",
    text: texts.change(signedPercent(change)),
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
