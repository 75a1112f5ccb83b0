import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render.js";
import { TruncatedText } from "./TruncatedText.js";

const LONG = "isabella.clark-long-address-name@school.edu.sa";

describe("TruncatedText", () => {
  it("cuts a long text to one line at most maxWidth wide, the whole of it in its title", () => {
    renderUi(<TruncatedText text={LONG} maxWidth={190} dir="ltr" />);
    const text = screen.getByText(LONG);
    expect(text).toHaveAttribute("title", LONG);
    expect(text).toHaveAttribute("data-truncate", "end");
    expect(text.style.maxWidth).not.toBe("");
  });

  it.each([
    ["ltr", "left"],
    ["rtl", "right"],
  ] as const)(
    "keeps an address left to right and lines it up with the column's start (%s page: %s)",
    (dir, side) => {
      renderUi(<TruncatedText text={LONG} maxWidth={190} dir="ltr" />, { dir });
      const text = screen.getByText(LONG);
      // Cut at its own end (after "@school…"), never at its start, in Arabic too.
      expect(text).toHaveAttribute("dir", "ltr");
      expect(text).toHaveStyle({ textAlign: side });
    },
  );

  it("takes its direction from its own letters by default, and a language when given", () => {
    renderUi(<TruncatedText text="ليلى حسن" maxWidth={120} lang="ar" />);
    const text = screen.getByText("ليلى حسن");
    expect(text).toHaveAttribute("dir", "auto");
    expect(text).toHaveAttribute("lang", "ar");
  });
});
