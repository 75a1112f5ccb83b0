// The admin lists' rules as pure functions, one copy each (tested in listRules.test.ts): which
// page to go to when the one asked for is past the end, and which copy of a record is the open one.

/**
 * A page past the end (the last rows were deleted, an old link): the last page there is, or null
 * when `page` is fine. Page 1 always is, even of an empty list.
 */
export function pageAfterEnd(page: number, totalPages: number): number | null {
  const last = Math.max(totalPages, 1);
  return page > last ? last : null;
}

/** A record, with when the server last changed it (ISO 8601; courses call it `lastUpdated`). */
export interface Versioned {
  id: string;
  updatedAt?: string;
  lastUpdated?: string;
}

const versionOf = (record: Versioned) => record.updatedAt ?? record.lastUpdated ?? "";

/**
 * The open record among its copies: the one last saved here when it is off the page (an edit
 * moved it out of the filter or the page) or at least as new as the page's; else the page's; else
 * the one fetched on its own (a link to a record on no loaded page). Without versions to compare,
 * the page's copy wins.
 */
export function openRecord<T extends Versioned>(
  selectedId: string | undefined,
  copies: { saved?: T; onPage?: T; fetched?: T },
): T | undefined {
  if (!selectedId) return undefined;
  const mine = (record: T | undefined) => (record?.id === selectedId ? record : undefined);
  const saved = mine(copies.saved);
  const onPage = mine(copies.onPage);
  const newer = (a: T, b: T) => versionOf(a) !== "" && versionOf(a) >= versionOf(b);
  if (saved && (!onPage || newer(saved, onPage))) return saved;
  return onPage ?? mine(copies.fetched);
}
