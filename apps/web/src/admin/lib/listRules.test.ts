import { describe, expect, it } from "vitest";
import { openRecord, pageAfterEnd } from "./listRules";
import { listSearch, oneOf } from "./listSearch";

describe("pageAfterEnd", () => {
  it("leaves a page that exists", () => {
    expect(pageAfterEnd(1, 0)).toBeNull();
    expect(pageAfterEnd(1, 3)).toBeNull();
    expect(pageAfterEnd(3, 3)).toBeNull();
  });

  it("sends a page past the end to the last page, an empty list to page 1", () => {
    expect(pageAfterEnd(4, 3)).toBe(3);
    expect(pageAfterEnd(9, 1)).toBe(1);
    expect(pageAfterEnd(2, 0)).toBe(1);
  });
});

describe("openRecord", () => {
  const at = (id: string, updatedAt: string, note = "") => ({ id, updatedAt, note });

  it("is nothing without a selected id, or when no copy is that record", () => {
    expect(openRecord(undefined, { onPage: at("a", "2026-01-01") })).toBeUndefined();
    expect(
      openRecord("b", { saved: at("a", "2026-01-02"), onPage: at("a", "2026-01-01") }),
    ).toBeUndefined();
  });

  it("prefers the copy saved here when it is as new as the page's or the page lacks it", () => {
    const saved = at("a", "2026-01-02", "saved");
    expect(openRecord("a", { saved, onPage: at("a", "2026-01-01") })).toBe(saved);
    expect(openRecord("a", { saved, onPage: at("a", "2026-01-02", "page") })).toBe(saved);
    expect(openRecord("a", { saved })).toBe(saved);
  });

  it("takes the page's copy when it is newer, else the one fetched on its own", () => {
    const onPage = at("a", "2026-01-03", "page");
    expect(openRecord("a", { saved: at("a", "2026-01-02"), onPage })).toBe(onPage);
    const fetched = at("a", "2026-01-01", "fetched");
    expect(openRecord("a", { fetched })).toBe(fetched);
    expect(openRecord("a", { onPage, fetched })).toBe(onPage);
  });

  it("compares courses by lastUpdated", () => {
    const saved = { id: "c", lastUpdated: "2026-01-02" };
    expect(openRecord("c", { saved, onPage: { id: "c", lastUpdated: "2026-01-03" } })).not.toBe(
      saved,
    );
  });
});

describe("listSearch", () => {
  const list = listSearch({
    pageSize: 10,
    filters: { status: (value) => oneOf(["active", "inactive"] as const, value) },
    params: { tab: (value: unknown) => oneOf(["sent"] as const, value) },
    sortFields: ["name", "joinedAt"] as const,
    searchMax: 5,
  });

  it("reads what it knows and drops the rest, so the address stays short", () => {
    expect(
      list.validate({
        page: "3",
        status: "active",
        tab: "sent",
        search: "  sara smith ",
        sortBy: "name",
        sortDir: "desc",
        selected: "id-1",
        other: "x",
      }),
    ).toEqual({
      page: 3,
      status: "active",
      tab: "sent",
      search: "sara",
      sortBy: "name",
      sortDir: "desc",
      selected: "id-1",
    });
    expect(
      list.validate({ page: "1", status: "gone", sortBy: "email", search: " ", tab: ["sent"] }),
    ).toEqual({});
    // A sort without its direction is ascending.
    expect(list.validate({ sortBy: "joinedAt" })).toEqual({ sortBy: "joinedAt", sortDir: "asc" });
  });

  it("asks the list for the page, its size, the search, the sort and the filters", () => {
    expect(list.input({ page: 2, status: "inactive", tab: "sent", selected: "x" })).toEqual({
      page: 2,
      limit: 10,
      status: "inactive",
    });
    expect(list.filterKeys).toEqual(["status"]);
  });
});

describe("oneOf", () => {
  it("takes a number's digits as the number, nothing else", () => {
    expect(oneOf([7, 30] as const, "7")).toBe(7);
    expect(oneOf([7, 30] as const, 30)).toBe(30);
    expect(oneOf([7, 30] as const, "07")).toBeUndefined();
    expect(oneOf(["a"] as const, ["a"])).toBeUndefined();
  });
});
