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
