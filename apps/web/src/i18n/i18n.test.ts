import { act, render } from "@testing-library/react";
import { I18nProvider, useLingui } from "@lingui/react";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { activateLanguage, addCatalog, i18n } from "./i18n";

describe("addCatalog", () => {
  it("adds its messages without drawing the translated components on screen again", async () => {
    await activateLanguage("en");
    let renders = 0;
    function OnScreen() {
      useLingui();
      renders += 1;
      return null;
    }
    render(createElement(I18nProvider, { i18n }, createElement(OnScreen)));
    const before = renders;

    await act(() => addCatalog(() => Promise.resolve({ "test.added": "Added later" })));

    expect(i18n._("test.added")).toBe("Added later");
    expect(renders).toBe(before);
  });

  it("keeps the added catalog for a later change of language", async () => {
    await activateLanguage("en");
    await addCatalog((language) =>
      Promise.resolve({
        "test.kept": language === "ar" ? "بالعربية" : "In English",
      }),
    );
    expect(i18n._("test.kept")).toBe("In English");

    await activateLanguage("ar");
    expect(i18n._("test.kept")).toBe("بالعربية");
    await activateLanguage("en");
  });
});
