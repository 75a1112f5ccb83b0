import { describe, expect, it } from "vitest";
import {
  addSection,
  canMoveDown,
  canMoveUp,
  changeLanguage,
  documentOrder,
  isComplete,
  moveDown,
  moveUp,
  nextId,
  removeSection,
  renumber,
  todayIso,
  toggleStatus,
  toSaveInput,
  updateSection,
  type Section,
} from "./sectionRules";
import {
  excerpt,
  filterSections,
  lastPage,
  pageOf,
  sectionStats,
  sortSections,
} from "./sectionView";

const TODAY = "2026-03-10";

function s(
  id: string,
  language: "en" | "ar",
  order: number,
  extra: Partial<Section> = {},
): Section {
  return {
    id,
    title: `Title ${id}`,
    content: `Content ${id}`,
    order,
    lastUpdated: "2025-05-15",
    status: "published",
    language,
    category: null,
    ...extra,
  };
}

/** "en:1:id" per section, in list order. */
const shape = (sections: Section[]) => sections.map((x) => `${x.language}:${x.order}:${x.id}`);

describe("renumber", () => {
  it("numbers 1..n per language, English first, keeping the relative order", () => {
    const list = [s("1", "ar", 5), s("2", "en", 7), s("3", "ar", 2), s("4", "en", 3)];
    expect(shape(renumber(list))).toEqual(["en:1:4", "en:2:2", "ar:1:3", "ar:2:1"]);
  });

  it("keeps equal orders in list order and leaves numbered sections as they are", () => {
    const a = s("1", "en", 1);
    const list = [a, s("2", "en", 2), s("3", "en", 2)];
    const out = renumber(list);
    expect(shape(out)).toEqual(["en:1:1", "en:2:2", "en:3:3"]);
    expect(out[0]).toBe(a);
  });

  it("document order puts English before Arabic", () => {
    expect(shape(documentOrder([s("1", "ar", 1), s("2", "en", 2)]))).toEqual(["en:2:2", "ar:1:1"]);
  });
});

describe("moving (SPEC 4 Section move)", () => {
  const list = [
    s("1", "en", 1),
    s("2", "en", 2),
    s("3", "en", 3),
    s("4", "ar", 1),
    s("5", "ar", 2),
  ];

  it("down swaps with the next section of the same language", () => {
    expect(shape(moveDown(list, "1"))).toEqual(["en:1:2", "en:2:1", "en:3:3", "ar:1:4", "ar:2:5"]);
  });

  it("up swaps with the previous section of the same language", () => {
    expect(shape(moveUp(list, "5"))).toEqual(["en:1:1", "en:2:2", "en:3:3", "ar:1:5", "ar:2:4"]);
  });

  it("never crosses into the other language: the last English does not go down", () => {
    expect(moveDown(list, "3")).toBe(list);
    expect(moveUp(list, "4")).toBe(list);
    expect(moveUp(list, "1")).toBe(list);
    expect(moveDown(list, "5")).toBe(list);
    expect(moveDown(list, "missing")).toBe(list);
  });

  it("up is disabled at order 1, down at the last order of the section's language", () => {
    const [first, second, third, arFirst, arLast] = list as [
      Section,
      Section,
      Section,
      Section,
      Section,
    ];
    expect(canMoveUp(first)).toBe(false);
    expect(canMoveUp(second)).toBe(true);
    expect(canMoveUp(arFirst)).toBe(false);
    expect(canMoveDown(list, third)).toBe(false);
    expect(canMoveDown(list, second)).toBe(true);
    expect(canMoveDown(list, arLast)).toBe(false);
    expect(canMoveDown(list, arFirst)).toBe(true);
  });

  it("keeps the date of the moved sections", () => {
    expect(moveDown(list, "1").every((x) => x.lastUpdated === "2025-05-15")).toBe(true);
  });
});

describe("adding (SPEC 5)", () => {
  const list = [s("3", "en", 1), s("7", "ar", 1), s("x", "ar", 2)];

  it("takes the highest numeric id + 1, or 1 when there is none", () => {
    expect(nextId(list)).toBe("8");
    expect(nextId([])).toBe("1");
    expect(nextId([s("abc", "en", 1)])).toBe("1");
  });

  it("adds a draft at the end of its language, dated today, without a category for privacy", () => {
    const out = addSection(
      list,
      { title: "  New  ", content: " Text ", language: "ar" },
      { today: TODAY, withCategory: false },
    );
    expect(shape(out)).toEqual(["en:1:3", "ar:1:7", "ar:2:x", "ar:3:8"]);
    expect(out.at(-1)).toEqual({
      id: "8",
      title: "New",
      content: "Text",
      language: "ar",
      order: 3,
      status: "draft",
      lastUpdated: TODAY,
      category: null,
    });
  });

  it("gives terms sections the usage category unless one is chosen", () => {
    const options = { today: TODAY, withCategory: true };
    const draft = { title: "T", content: "C", language: "en" as const };
    expect(addSection(list, draft, options).find((x) => x.id === "8")?.category).toBe("usage");
    const chosen = addSection(
      list,
      { ...draft, category: "accounts", status: "published" },
      options,
    );
    expect(chosen.find((x) => x.id === "8")).toMatchObject({
      category: "accounts",
      status: "published",
      order: 2,
    });
  });

  it("adds nothing when the title or the content is blank", () => {
    const options = { today: TODAY, withCategory: false };
    expect(addSection(list, { title: " ", content: "C", language: "en" }, options)).toBe(list);
    expect(addSection(list, { title: "T", content: "\n \n", language: "en" }, options)).toBe(list);
    expect(isComplete({ title: "T", content: "" })).toBe(false);
    expect(isComplete({ title: "T", content: "C" })).toBe(true);
  });
});

describe("editing", () => {
  const list = [s("1", "en", 1), s("2", "en", 2), s("3", "en", 3), s("4", "ar", 1)];

  it("changes the fields and dates the section today, in place", () => {
    const out = updateSection(list, "2", { title: "Renamed", status: "draft" }, TODAY);
    expect(shape(out)).toEqual(shape(list));
    expect(out[1]).toMatchObject({ title: "Renamed", status: "draft", lastUpdated: TODAY });
  });

  it("a new language moves the section to the end of that language and renumbers both", () => {
    const out = changeLanguage(list, "1", "ar", TODAY);
    expect(shape(out)).toEqual(["en:1:2", "en:2:3", "ar:1:4", "ar:2:1"]);
    const back = updateSection(out, "4", { language: "en" }, TODAY);
    expect(shape(back)).toEqual(["en:1:2", "en:2:3", "en:3:4", "ar:1:1"]);
  });

  it("refuses a blank title or content", () => {
    expect(updateSection(list, "1", { title: "  " }, TODAY)).toBe(list);
    expect(updateSection(list, "1", { content: "" }, TODAY)).toBe(list);
  });
});

describe("status and deletion", () => {
  const list = [s("1", "en", 1), s("2", "en", 2, { status: "draft" }), s("3", "ar", 1)];

  it("the badge switches published and draft and sets lastUpdated to today", () => {
    const out = toggleStatus(list, "1", TODAY);
    expect(out[0]).toMatchObject({ status: "draft", lastUpdated: TODAY });
    expect(toggleStatus(list, "2", TODAY)[1]).toMatchObject({
      status: "published",
      lastUpdated: TODAY,
    });
    // The others are untouched.
    expect(out[2]).toBe(list[2]);
  });

  it("deleting renumbers the rest of the language", () => {
    expect(shape(removeSection(list, "1"))).toEqual(["en:1:2", "ar:1:3"]);
    expect(removeSection(list, "nope")).toBe(list);
  });
});

describe("what is saved", () => {
  it("keeps the ids the server knows, leaves new ones out, and gives terms a category", () => {
    const list = [s("1", "en", 1), s("9", "en", 2, { category: null })];
    expect(toSaveInput(list, new Set(["1"]), true)).toEqual([
      {
        id: "1",
        title: "Title 1",
        content: "Content 1",
        language: "en",
        status: "published",
        order: 1,
        lastUpdated: "2025-05-15",
        category: "usage",
      },
      {
        title: "Title 9",
        content: "Content 9",
        language: "en",
        status: "published",
        order: 2,
        lastUpdated: "2025-05-15",
        category: "usage",
      },
    ]);
    expect(toSaveInput(list, new Set(["1"]), false)[0]).not.toHaveProperty("category");
  });

  it("today is the local calendar day", () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
  });
});

describe("the table's view", () => {
  const list = [
    s("1", "en", 1, { title: "Beta", content: "About cookies", lastUpdated: "2026-01-01" }),
    s("2", "en", 2, { title: "alpha", status: "draft" }),
    s("3", "ar", 1, { title: "جمع", content: "بريدك" }),
    s("4", "ar", 2, { title: "Gamma", status: "draft", lastUpdated: "2025-06-01" }),
  ];

  it("counts total, published, English and Arabic", () => {
    expect(sectionStats(list)).toEqual({ total: 4, published: 2, en: 2, ar: 2 });
  });

  it("searches title and content in any case, and filters by language and status", () => {
    expect(filterSections(list, { search: "COOKIES" }).map((x) => x.id)).toEqual(["1"]);
    expect(filterSections(list, { search: "بريد" }).map((x) => x.id)).toEqual(["3"]);
    expect(filterSections(list, { language: "ar" }).map((x) => x.id)).toEqual(["3", "4"]);
    expect(filterSections(list, { status: "draft", language: "en" }).map((x) => x.id)).toEqual([
      "2",
    ]);
  });

  it("sorts ascending, descending, and without a sort English first then Arabic by order", () => {
    const ids = (sort: Parameters<typeof sortSections>[1]) =>
      sortSections([...list].reverse(), sort).map((x) => x.id);
    expect(ids({ column: "title", direction: "asc" })).toEqual(["2", "1", "4", "3"]);
    expect(ids({ column: "title", direction: "desc" })).toEqual(["3", "4", "1", "2"]);
    expect(ids({ column: "order", direction: "asc" })).toEqual(["1", "3", "2", "4"]);
    expect(ids({ column: "lastUpdated", direction: "desc" })).toEqual(["1", "4", "2", "3"]);
    expect(ids(null)).toEqual(["1", "2", "3", "4"]);
  });

  it("pages by ten and shows the last page when asked for one past the end", () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(lastPage(23, 10)).toBe(3);
    expect(lastPage(0, 10)).toBe(1);
    expect(pageOf(many, 3, 10)).toEqual([20, 21, 22]);
  });

  it("cuts the content to an excerpt on one line", () => {
    expect(excerpt("One\n\nTwo")).toBe("One Two");
    expect(excerpt("x".repeat(120), 100)).toBe(`${"x".repeat(100)}…`);
  });
});
