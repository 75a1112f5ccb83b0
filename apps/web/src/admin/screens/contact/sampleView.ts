import type { ContactPriority, ContactStatus } from "@bayan/trpc/rules";
import { SAMPLE_SUBMISSIONS, type Submission } from "./sampleSubmissions";
import { CONTACT_PAGE_SIZE, type ContactSearch } from "./search";

/** SPEC 9: a priority's weight when sorting. */
const PRIORITY_WEIGHT: Record<ContactPriority, number> = { high: 3, medium: 2, low: 1 };
/** Statuses in their workflow order, as the server sorts them. */
const STATUS_ORDER: Record<ContactStatus, number> = {
  new: 0,
  read: 1,
  replied: 2,
  archived: 3,
  spam: 4,
};

const newestFirst = (a: Submission, b: Submission) => b.createdAt.localeCompare(a.createdAt);

/**
 * The sample submissions as the server would list them for `search` (filters, sort, page), so the
 * controls behave the same while the list cannot be loaded.
 */
export function sampleView(search: ContactSearch): { items: Submission[]; total: number } {
  const term = search.search?.toLowerCase();
  const matching = SAMPLE_SUBMISSIONS.filter(
    (s) =>
      (search.status ? s.status === search.status : s.status !== "spam") &&
      (!search.priority || s.priority === search.priority) &&
      (!term ||
        [s.name, s.email, s.subject, s.message].some((field) =>
          field.toLowerCase().includes(term),
        )),
  );
  const dir = search.sortDir === "desc" ? -1 : 1;
  const compare: Record<
    NonNullable<ContactSearch["sortBy"]>,
    (a: Submission, b: Submission) => number
  > = {
    createdAt: (a, b) => -newestFirst(a, b),
    priority: (a, b) => PRIORITY_WEIGHT[a.priority] - PRIORITY_WEIGHT[b.priority],
    name: (a, b) => a.name.localeCompare(b.name),
    status: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  };
  const sorted = [...matching].sort((a, b) =>
    search.sortBy ? dir * compare[search.sortBy](a, b) || newestFirst(a, b) : newestFirst(a, b),
  );
  const page = search.page ?? 1;
  return {
    items: sorted.slice((page - 1) * CONTACT_PAGE_SIZE, page * CONTACT_PAGE_SIZE),
    total: matching.length,
  };
}
