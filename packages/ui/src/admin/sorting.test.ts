import { describe, expect, it } from "vitest";
import { nextSort } from "./sorting.js";

describe("nextSort (SPEC 4: ascending, descending, none)", () => {
  it("starts an unsorted table ascending on the clicked column", () => {
    expect(nextSort(null, "title")).toEqual({ column: "title", direction: "asc" });
  });

  it("turns ascending into descending on the same column", () => {
    expect(nextSort({ column: "title", direction: "asc" }, "title")).toEqual({
      column: "title",
      direction: "desc",
    });
  });

  it("turns descending into no sort on the same column", () => {
    expect(nextSort({ column: "title", direction: "desc" }, "title")).toBeNull();
  });

  it("goes round the whole cycle and starts again", () => {
    let sort = nextSort(null, "order");
    const seen = [sort];
    for (let click = 0; click < 3; click += 1) {
      sort = nextSort(sort, "order");
      seen.push(sort);
    }
    expect(seen).toEqual([
      { column: "order", direction: "asc" },
      { column: "order", direction: "desc" },
      null,
      { column: "order", direction: "asc" },
    ]);
  });

  it("starts another column ascending, whatever the current direction", () => {
    expect(nextSort({ column: "title", direction: "asc" }, "status")).toEqual({
      column: "status",
      direction: "asc",
    });
    expect(nextSort({ column: "title", direction: "desc" }, "status")).toEqual({
      column: "status",
      direction: "asc",
    });
  });
});
