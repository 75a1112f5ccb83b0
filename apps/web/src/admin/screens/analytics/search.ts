import { analyticsRanges } from "@bayan/trpc/schemas";
import { defined, oneOf, type RawSearch } from "../../lib/listSearch";

export type AnalyticsRange = (typeof analyticsRanges)[number];

/** /admin/analytics?range=7 (days; 30 unless the address says otherwise). */
export function analyticsSearch(raw: RawSearch): { range?: AnalyticsRange } {
  return defined({ range: oneOf(analyticsRanges, raw.range) });
}
