import { completionPeriods } from "@bayan/trpc/schemas";
import { defined, oneOf, type RawSearch } from "../../lib/listSearch";

export type CompletionPeriod = (typeof completionPeriods)[number];

/** The course completion bars' period unless the address names another (SPEC 2.9). */
export const DEFAULT_COMPLETION_PERIOD: CompletionPeriod = 30;

/** /admin and /admin/dashboard?completion=90 (the course completion bars' period, in days). */
export function dashboardSearch(raw: RawSearch): { completion?: CompletionPeriod } {
  return defined({ completion: oneOf(completionPeriods, raw.completion) });
}
