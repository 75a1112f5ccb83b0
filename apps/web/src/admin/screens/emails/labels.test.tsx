import { EMAIL_TEMPLATE_NAMES } from "@bayan/trpc/rules";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppProviders } from "../../../AppProviders";
import { activateLanguage, addCatalog } from "../../../i18n/i18n";
import { arabic, expectBothLanguages, keyOf } from "../../../test/adminCatalog";
import { adminCatalog } from "../../catalog";
import { EMAIL_KIND_LABELS, useEmailLabels } from "./labels";

/**
 * Every kind of email the server sends (EMAIL_TEMPLATE_NAMES, @bayan/trpc/rules) has its words in
 * both languages: the Emails screen and the templates never show a raw kind such as "team-invite".
 */
describe("the kinds of email in words", () => {
  it.each([...EMAIL_TEMPLATE_NAMES])("%s has words in English and Arabic", (kind) => {
    expectBothLanguages(EMAIL_KIND_LABELS[kind], kind);
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
