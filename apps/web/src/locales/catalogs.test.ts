import { describe, expect, it } from "vitest";
import adminArabic from "../admin/locales/ar/messages.po?raw";
import adminEnglish from "../admin/locales/en/messages.po?raw";
import sectionsArabic from "../features/landing/locales/ar/messages.po?raw";
import sectionsEnglish from "../features/landing/locales/en/messages.po?raw";
import registerArabic from "../pages/register/locales/ar/messages.po?raw";
import registerEnglish from "../pages/register/locales/en/messages.po?raw";
import arabic from "./ar/messages.po?raw";
import english from "./en/messages.po?raw";

function entries(po: string) {
  return [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id = "", text = ""]) => ({ id, text }))
    .filter(({ id }) => id !== "");
}

describe.each([
  ["public site", english, arabic],
  ["landing sections", sectionsEnglish, sectionsArabic],
  ["admin panel", adminEnglish, adminArabic],
  ["registration page", registerEnglish, registerArabic],
])("the %s's translation catalogs", (_name, en, ar) => {
  // An empty msgstr would show the message id instead of Arabic text.
  it("translate every message into Arabic", () => {
    expect(
      entries(ar)
        .filter(({ text }) => text === "")
        .map(({ id }) => id),
    ).toEqual([]);
  });

  it("hold the same messages in both languages", () => {
    const ids = (po: string) =>
      entries(po)
        .map(({ id }) => id)
        .sort();
    expect(ids(ar)).toEqual(ids(en));
    expect(ids(ar).length).toBeGreaterThan(0);
  });
});

describe("a message in two catalogs", () => {
  // The catalogs load into one i18n instance: a message the public site and the admin panel both
  // hold must read the same, or the one loaded last changes the other's words.
  it("has the same Arabic in each", () => {
    const seen = new Map<string, { text: string; catalog: string }>();
    const differing: string[] = [];
    // Keyed by context and id: a message with its own context ("user role") may read otherwise.
    const withContext = (po: string) =>
      [...po.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm)]
        .map(([, context = "", id = "", text = ""]) => ({ id: `${context}\u0004${id}`, text }))
        .filter(({ id }) => !id.endsWith("\u0004"));
    for (const [catalog, po] of [
      ["public site", arabic],
      ["landing sections", sectionsArabic],
      ["admin panel", adminArabic],
      ["registration page", registerArabic],
    ] as const) {
      for (const { id, text } of withContext(po)) {
        const before = seen.get(id);
        if (before && before.text !== text) {
          differing.push(
            `"${id.replace("\u0004", " ")}": ${before.catalog} "${before.text}", ${catalog} "${text}"`,
          );
        }
        if (!before) seen.set(id, { text, catalog });
      }
    }
    expect(differing).toEqual([]);
  });
});
