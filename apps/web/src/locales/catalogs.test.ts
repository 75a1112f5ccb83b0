import { describe, expect, it } from "vitest";
import arabic from "./ar/messages.po?raw";
import english from "./en/messages.po?raw";

function entries(po: string) {
  return [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)]
    .map(([, id = "", text = ""]) => ({ id, text }))
    .filter(({ id }) => id !== "");
}

describe("translation catalogs", () => {
  // An empty msgstr would show the message id instead of Arabic text.
  it("translate every message into Arabic", () => {
    expect(
      entries(arabic)
        .filter(({ text }) => text === "")
        .map(({ id }) => id),
    ).toEqual([]);
  });

  it("hold the same messages in both languages", () => {
    const ids = (po: string) =>
      entries(po)
        .map(({ id }) => id)
        .sort();
    expect(ids(arabic)).toEqual(ids(english));
    expect(ids(arabic).length).toBeGreaterThan(0);
  });
});
