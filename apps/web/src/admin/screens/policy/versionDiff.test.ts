import { describe, expect, it } from "vitest";
import { publishOptions } from "./SectionFormModal";
import { compareSections, compareText, type Piece } from "./versionDiff";

const joined = (pieces: Piece[]) => pieces.map((p) => p.text).join("");
const marked = (pieces: Piece[]) => pieces.filter((p) => p.changed).map((p) => p.text);

describe("compareText: a text's changed words, each side exactly its text", () => {
  it("marks an added word on the newer side only", () => {
    const { before, after } = compareText(
      "We collect your email.",
      "We collect your email address.",
    );
    expect(joined(before)).toBe("We collect your email.");
    expect(joined(after)).toBe("We collect your email address.");
    expect(marked(before)).toEqual([]);
    // The mark is the word, not the space before it.
    expect(marked(after)).toEqual(["address"]);
  });

  it("splits Arabic into words, not letters", () => {
    const { before, after } = compareText(
      "نجمع بريدك الإلكتروني فقط.",
      "نجمع بريدك الإلكتروني واسمك.",
    );
    expect(marked(before)).toEqual(["فقط"]);
    expect(marked(after)).toEqual(["واسمك"]);
    expect(joined(after)).toBe("نجمع بريدك الإلكتروني واسمك.");
  });

  it("marks a run of replaced words once, spaces included, and keeps line breaks", () => {
    const { before, after } = compareText("The cat sat.\n\nEnd.", "The dog ran.\n\nEnd.");
    expect(marked(before)).toEqual(["cat sat"]);
    expect(marked(after)).toEqual(["dog ran"]);
    expect(joined(before)).toBe("The cat sat.\n\nEnd.");
  });

  it("has no marks for the same text", () => {
    expect(compareText("Same.", "Same.")).toEqual({
      before: [{ text: "Same.", changed: false }],
      after: [{ text: "Same.", changed: false }],
    });
  });
});

describe("compareSections: sections paired by title", () => {
  const s = (title: string, content = `${title} text.`, category: string | null = null) => ({
    title,
    content,
    category,
  });

  it("pairs same titles, keeps an inserted section alone and a renamed one as changed", () => {
    const pairs = compareSections(
      [s("Intro"), s("Data"), s("Old name", "Kept text.")],
      [s("Intro"), s("Cookies"), s("Data", "Data text, changed."), s("New name", "Kept text.")],
    );
    expect(pairs.map((p) => p.kind)).toEqual(["same", "added", "changed", "changed"]);
    expect(pairs[1]!.before).toBeNull();
    expect(marked(pairs[2]!.after!.content)).toEqual([", changed"]);
    expect(marked(pairs[3]!.before!.title)).toEqual(["Old"]);
    expect(marked(pairs[3]!.after!.title)).toEqual(["New"]);
  });

  it("keeps a removed section alone and notes a category change", () => {
    const pairs = compareSections(
      [s("Usage", "Text.", "usage"), s("Gone")],
      [s("Usage", "Text.", "accounts")],
    );
    expect(pairs.map((p) => p.kind)).toEqual(["changed", "removed"]);
    expect(pairs[0]!.after).toMatchObject({ category: "accounts", categoryChanged: true });
    expect(pairs[1]!.after).toBeNull();
  });
});

describe("publishOptions: what a save sends as `publish`", () => {
  const today = "2026-03-01";
  const details = { effectiveOn: today, summaryEn: "", summaryAr: "", material: false };

  it("sends nothing for the defaults, and leaves today to the server", () => {
    expect(publishOptions(details, today)).toBeUndefined();
    expect(publishOptions({ ...details, summaryEn: "  Clearer. " }, today)).toEqual({
      summaryEn: "Clearer.",
      summaryAr: "",
      material: false,
    });
  });

  it("sends a later day", () => {
    expect(
      publishOptions({ ...details, effectiveOn: "2026-04-01", material: true }, today),
    ).toEqual({ effectiveOn: "2026-04-01", summaryEn: "", summaryAr: "", material: true });
  });
});
