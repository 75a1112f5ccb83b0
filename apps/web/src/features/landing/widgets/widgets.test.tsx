import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { addCatalog } from "../../../i18n/i18n";
import { landingSectionsCatalog } from "../sectionsCatalog";
import { fakeApi } from "../../../test/fakeApi";
import { fixedMediaQuery } from "../../../test/mediaQuery";
import { advance, renderApp, withFakeClock } from "../../../test/render";
import { LetterRow } from "./LetterRow";
import { QuizTeaser } from "./QuizTeaser";
import { TimelineTeaser } from "./TimelineTeaser";
import { WordChips } from "./WordChips";

const api = fakeApi({});

// The sections' strings are their own catalog, added as LandingPage does before a section renders.
beforeAll(() => addCatalog(landingSectionsCatalog));

function activeLetter() {
  return screen.getAllByTestId("letter").find((li) => li.getAttribute("aria-current") === "true")
    ?.textContent;
}

function activeStep() {
  return screen
    .getAllByTestId("timeline-step")
    .find((li) => li.getAttribute("aria-current") === "step")?.textContent;
}

function preferReducedMotion() {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    fixedMediaQuery(query, query.includes("prefers-reduced-motion: reduce")),
  );
}

describe("teaser widgets", () => {
  withFakeClock();

  it("moves the highlighted letter every 2 s, from A to H and round again", async () => {
    await renderApp(<LetterRow />, { api });
    await advance();
    expect(screen.getAllByTestId("letter").map((li) => li.textContent)).toEqual([
      "A",
      "B",
      "C",
      "D",
      "E",
      "F",
      "G",
      "H",
    ]);
    expect(activeLetter()).toBe("A");
    await advance(1999);
    expect(activeLetter()).toBe("A");
    await advance(1);
    expect(activeLetter()).toBe("B");
    await advance(2000 * 6);
    expect(activeLetter()).toBe("H");
    await advance(2000);
    expect(activeLetter()).toBe("A");
  });

  it("can be paused, and then stepped by hand", async () => {
    await renderApp(<LetterRow />, { api });
    await advance();
    fireEvent.click(screen.getByRole("button", { name: "Pause: letters" }));
    await advance(6000);
    expect(activeLetter()).toBe("A");
    fireEvent.click(screen.getByRole("button", { name: "Next: letters" }));
    expect(activeLetter()).toBe("B");
    fireEvent.click(screen.getByRole("button", { name: "Previous: letters" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous: letters" }));
    expect(activeLetter()).toBe("H");
  });

  it("stands still when the visitor prefers reduced motion, with controls to step", async () => {
    preferReducedMotion();
    await renderApp(<TimelineTeaser />, { api });
    await advance(10_000);
    expect(activeStep()).toBe("Vocabulary");
    expect(screen.getByRole("button", { name: "Play: learning path" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next: learning path" }));
    expect(activeStep()).toBe("Grammar");
  });

  it("loops the timeline through its four steps every 2 s", async () => {
    await renderApp(<TimelineTeaser />, { api });
    await advance();
    const seen = [activeStep()];
    for (let i = 0; i < 4; i += 1) {
      await advance(2000);
      seen.push(activeStep());
    }
    expect(seen).toEqual(["Vocabulary", "Grammar", "Conversation", "Mastery", "Vocabulary"]);
  });

  it("quiz teaser: any answer shows the right one in green for 1.5 s, then the next question", async () => {
    await renderApp(<QuizTeaser />, { api });
    await advance();
    expect(screen.getByTestId("teaser-question")).toHaveTextContent("book");
    const options = within(screen.getByRole("group"));
    fireEvent.click(options.getByRole("button", { name: "قلم" }));
    expect(options.getByRole("button", { name: "كتاب" })).toHaveAttribute("data-state", "correct");
    expect(options.getByRole("button", { name: "قلم" })).toHaveAttribute("data-state", "wrong");
    expect(screen.getByTestId("teaser-feedback")).toHaveTextContent("“book” means كتاب.");

    // Clicks during the feedback change nothing.
    fireEvent.click(options.getByRole("button", { name: "باب" }));
    expect(options.getByRole("button", { name: "باب" })).not.toHaveAttribute("data-state");

    await advance(1499);
    expect(screen.getByTestId("teaser-question")).toHaveTextContent("book");
    await advance(1);
    expect(screen.getByTestId("teaser-question")).toHaveTextContent("teacher");
    expect(screen.getByTestId("teaser-feedback")).toHaveTextContent("");

    fireEvent.click(within(screen.getByRole("group")).getByRole("button", { name: "معلّم" }));
    expect(screen.getByTestId("teaser-feedback")).toHaveTextContent("Correct!");
    await advance(1500);
    expect(screen.getByTestId("teaser-question")).toHaveTextContent("book");
  });

  it("word chips move with the arrow keys and announce the new place", async () => {
    await renderApp(<WordChips />, { api });
    await advance();
    const order = () =>
      within(screen.getByTestId("word-chips"))
        .getAllByRole("button")
        .map((b) => b.querySelector("[lang=en]")?.textContent);
    expect(order()).toEqual(["book", "pen", "school", "teacher", "student"]);
    const book = screen.getByRole("button", { name: /^book\s*كتاب/ });
    act(() => book.focus());
    fireEvent.keyDown(book, { key: "ArrowRight" });
    expect(order()).toEqual(["pen", "book", "school", "teacher", "student"]);
    expect(screen.getByTestId("chips-status")).toHaveTextContent(
      "book (كتاب) moved to position 2 of 5",
    );
    fireEvent.keyDown(screen.getByRole("button", { name: /^book/ }), { key: "End" });
    expect(order()).toEqual(["pen", "school", "teacher", "student", "book"]);
    fireEvent.keyDown(screen.getByRole("button", { name: /^teacher/ }), { key: "Home" });
    expect(order()).toEqual(["teacher", "pen", "school", "student", "book"]);
  });

  it("word chips follow the reading direction in Arabic: the left arrow moves forward", async () => {
    await renderApp(<WordChips />, { api, language: "ar" });
    await advance();
    const book = screen.getByRole("button", { name: /^book\s*كتاب/ });
    fireEvent.keyDown(book, { key: "ArrowLeft" });
    expect(screen.getByTestId("chips-status")).toHaveTextContent(
      "نُقلت book (كتاب) إلى الموضع ٢ من ٥",
    );
  });
});
