import { expect } from "vitest";
import arabicCatalog from "../admin/locales/ar/messages.po?raw";
import englishCatalog from "../admin/locales/en/messages.po?raw";

/** A catalog's messages by context and source text: `context\u0004message` to translation. */
function catalog(po: string): Map<string, string> {
  const unescape = (text: string) => text.replace(/\\(["\\])/g, "$1");
  return new Map(
    [...po.matchAll(/^(?:msgctxt "(.*)"\n)?msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(
      ([, context = "", id = "", text = ""]) => [
        `${unescape(context)}\u0004${unescape(id)}`,
        unescape(text),
      ],
    ),
  );
}

/** The admin panel's catalogs (src/admin/locales), as the panel loads them. */
export const english = catalog(englishCatalog);
export const arabic = catalog(arabicCatalog);

/** Words as a label table holds them (a Lingui `msg` descriptor). */
export interface Words {
  message?: string;
  context?: string;
}

/** The descriptor's key in the catalogs. */
export const keyOf = (words: Words) => `${words.context ?? ""}\u0004${words.message ?? ""}`;

/**
 * `name` has words, and they stand in both admin catalogs: as written in English, in Arabic
 * letters in Arabic (not left empty or in English).
 */
export function expectBothLanguages(words: Words | undefined, name: string) {
  expect(words?.message, `words for ${name}`).toBeTruthy();
  const key = keyOf(words ?? {});
  expect(english.get(key), `${name} in the English catalog`).toBe(words?.message);
  expect(arabic.get(key), `${name} in the Arabic catalog`).toMatch(/\p{Script=Arabic}/u);
}
