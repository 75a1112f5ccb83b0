import { describe, expect, it } from "vitest";
import { pageCount, paginationItems } from "./pagination.js";

const E = "ellipsis" as const;

describe("paginationItems (SPEC 9)", () => {
  it("shows nothing for one page or none", () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it("shows both pages of two", () => {
    expect(paginationItems(1, 2)).toEqual([1, 2]);
  });

  it("on 7 pages: two neighbours each side, first and last, a gap only where pages are hidden", () => {
    expect(paginationItems(1, 7)).toEqual([1, 2, 3, E, 7]);
    expect(paginationItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationItems(7, 7)).toEqual([1, E, 5, 6, 7]);
  });

  it("on 20 pages at the start: the ellipsis is on the right only", () => {
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, E, 20]);
    expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 5, E, 20]);
  });

  it("on 20 pages in the middle: an ellipsis on each side", () => {
    expect(paginationItems(10, 20)).toEqual([1, E, 8, 9, 10, 11, 12, E, 20]);
  });

  it("on 20 pages at the end: the ellipsis is on the left only", () => {
    expect(paginationItems(20, 20)).toEqual([1, E, 18, 19, 20]);
    expect(paginationItems(18, 20)).toEqual([1, E, 16, 17, 18, 19, 20]);
  });

  it("never hides a single page behind an ellipsis", () => {
    expect(paginationItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 20]);
    expect(paginationItems(16, 20)).toEqual([1, E, 14, 15, 16, 17, 18, 19, 20]);
  });

  it("clamps a page outside the range", () => {
    expect(paginationItems(0, 5)).toEqual(paginationItems(1, 5));
    expect(paginationItems(9, 5)).toEqual(paginationItems(5, 5));
  });
});

describe("pageCount", () => {
  it("rounds a partial last page up and counts no pages for no records", () => {
    expect(pageCount(45, 10)).toBe(5);
    expect(pageCount(40, 10)).toBe(4);
    expect(pageCount(0, 10)).toBe(0);
  });
});
