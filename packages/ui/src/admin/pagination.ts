/** A page number to show, or a gap of two or more hidden pages. */
export type PaginationItem = number | "ellipsis";

/** How many pages show on each side of the current one (SPEC 9, "Pagination control"). */
export const PAGINATION_NEIGHBOURS = 2;

/** The number of pages `totalRecords` fill at `pageSize` a page (0 when there are none). */
export function pageCount(totalRecords: number, pageSize: number): number {
  if (totalRecords <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalRecords / pageSize);
}

/**
 * The controls of the pagination bar (SPEC 9): the first page, the last, and up to two neighbours
 * each side of the current page, with an ellipsis for each gap; nothing at all for one page or
 * none. An ellipsis never stands for a single page: that page is shown instead, since its number
 * takes no more room than the dots would.
 *
 * `page` outside 1..totalPages is clamped into it.
 */
export function paginationItems(page: number, totalPages: number): PaginationItem[] {
  const total = Math.floor(totalPages);
  if (!Number.isFinite(total) || total <= 1) return [];
  const current = Math.min(Math.max(Math.floor(page) || 1, 1), total);
  const from = Math.max(1, current - PAGINATION_NEIGHBOURS);
  const to = Math.min(total, current + PAGINATION_NEIGHBOURS);

  const shown = [1];
  for (let p = from; p <= to; p += 1) if (p !== 1 && p !== total) shown.push(p);
  shown.push(total);

  const items: PaginationItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push("ellipsis");
    items.push(p);
    previous = p;
  }
  return items;
}
