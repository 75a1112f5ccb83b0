import { EMAIL_TEMPLATE_NAMES } from "@bayan/trpc/rules";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../AppProviders";
import { activateLanguage, addCatalog } from "../../../i18n/i18n";
import { adminCatalog } from "../../catalog";
import arabicCatalog from "../../locales/ar/messages.po?raw";
import englishCatalog from "../../locales/en/messages.po?raw";
import { EMAIL_KIND_LABELS, useEmailLabels } from "./labels";

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

const english = catalog(englishCatalog);
const arabic = catalog(arabicCatalog);
const keyOf = (words: { message?: string; context?: string }) =>
  `${words.context ?? ""}\u0004${words.message ?? ""}`;

/**
 * Every kind of email the server sends (EMAIL_TEMPLATE_NAMES, @bayan/trpc/rules) has its words in
 * both languages: the Emails screen and the templates never show a raw kind such as "team-invite".
 */
describe("the kinds of email in words", () => {
  it.each([...EMAIL_TEMPLATE_NAMES])("%s has words in English and Arabic", (kind) => {
    const words = EMAIL_KIND_LABELS[kind];
    expect(words?.message, `words for ${kind}`).toBeTruthy();
    expect(english.get(keyOf(words)), `${kind} in the English catalog`).toBe(words.message);
    expect(arabic.get(keyOf(words)), `${kind} in the Arabic catalog`).toMatch(/\p{Script=Arabic}/u);
  });

  it("has words for no kind the server does not send, and no two kinds alike", () => {
    const known: readonly string[] = EMAIL_TEMPLATE_NAMES;
    expect(Object.keys(EMAIL_KIND_LABELS).filter((kind) => !known.includes(kind))).toEqual([]);
    const said = EMAIL_TEMPLATE_NAMES.map((kind) => EMAIL_KIND_LABELS[kind].message);
    expect(said.filter((words, i) => said.indexOf(words) !== i)).toEqual([]);
  });

  it("says a kind in the interface language, and one it does not know as stored", async () => {
    await addCatalog(adminCatalog);
    await activateLanguage("ar");
    const { result } = renderHook(() => useEmailLabels(), {
      wrapper: ({ children }) => <AppProviders env="test">{children}</AppProviders>,
    });
    expect(result.current.kind("team-invite")).toBe(
      arabic.get(keyOf(EMAIL_KIND_LABELS["team-invite"])),
    );
    expect(result.current.kind("team-invite")).not.toBe("team-invite");
    expect(result.current.kind("some-old-kind")).toBe("some-old-kind");
    await activateLanguage("en");
  });
});
