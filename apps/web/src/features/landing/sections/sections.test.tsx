import { fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { addCatalog } from "../../../i18n/i18n";
import { landingSectionsCatalog } from "../sectionsCatalog";
import { fakeApi } from "../../../test/fakeApi";
import { advance, renderApp } from "../../../test/render";
import { QuizDemo } from "../demos/QuizDemo";
import { ReadingDemo } from "../demos/ReadingDemo";
import { SentenceDemo } from "../demos/SentenceDemo";
import PricingSection from "./PricingSection";
import ProgressSection from "./ProgressSection";
import StudyPlanSection from "./StudyPlanSection";

const api = fakeApi({});

// The sections' strings are their own catalog, added as LandingPage does before a section renders.
beforeAll(() => addCatalog(landingSectionsCatalog));

describe("landing sections", () => {
  it("the level quiz gives a level after five answers, and can start again", async () => {
    await renderApp(<QuizDemo />, { api });
    await advance();
    for (const answer of ["is", "went", "stay", "had", "had"]) {
      fireEvent.click(screen.getByRole("button", { name: answer }));
      fireEvent.click(screen.getByRole("button", { name: /Next question|See my level/ }));
    }
    expect(screen.getByTestId("quiz-level")).toHaveTextContent("B2 · Upper Intermediate");
    expect(screen.getByText("You answered 4 of 5 questions correctly.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join the waitlist" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Question 1 of 5")).toBeInTheDocument();
  });

  it("the level quiz speaks Arabic", async () => {
    await renderApp(<QuizDemo />, { api, language: "ar" });
    await advance();
    expect(screen.getByText("السؤال ١ من ٥")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "السؤال التالي" })).toBeDisabled();
  });

  it("the sentence exercise checks the order and moves on", async () => {
    await renderApp(<SentenceDemo />, { api });
    await advance();
    const check = screen.getByRole("button", { name: "Check" });
    expect(check).toBeDisabled();
    for (const word of ["drink", "I", "tea", "every", "morning"]) {
      fireEvent.click(screen.getByRole("button", { name: word }));
    }
    fireEvent.click(check);
    expect(screen.getByTestId("sentence-verdict")).toHaveTextContent(
      "Not quite. Try another order.",
    );
    // Send "drink" back and put it after "I".
    fireEvent.click(
      within(screen.getByTestId("sentence-answer")).getByRole("button", { name: "drink" }),
    );
    fireEvent.click(
      within(screen.getByTestId("sentence-answer")).getByRole("button", { name: "tea" }),
    );
    fireEvent.click(
      within(screen.getByTestId("sentence-answer")).getByRole("button", { name: "every" }),
    );
    fireEvent.click(
      within(screen.getByTestId("sentence-answer")).getByRole("button", { name: "morning" }),
    );
    for (const word of ["drink", "tea", "every", "morning"]) {
      fireEvent.click(screen.getByRole("button", { name: word }));
    }
    fireEvent.click(check);
    expect(screen.getByTestId("sentence-verdict")).toHaveTextContent("Correct! Well done.");
    fireEvent.click(screen.getByRole("button", { name: "Next sentence" }));
    expect(screen.getByText("Sentence 2 of 3")).toBeInTheDocument();
  });

  it("the reading exercise checks all three answers", async () => {
    await renderApp(<ReadingDemo />, { api });
    await advance();
    fireEvent.click(screen.getByLabelText("By bus"));
    fireEvent.click(screen.getByLabelText("One hour"));
    fireEvent.click(screen.getByLabelText("She visits her grandmother"));
    fireEvent.click(screen.getByRole("button", { name: "Check answers" }));
    expect(screen.getByTestId("reading-score")).toHaveTextContent("You got 2 of 3 right.");
    expect(screen.getByText("Not quite: Thirty minutes")).toBeInTheDocument();
  });

  it("pricing switches to annual prices (ten months) formatted for the language", async () => {
    await renderApp(<PricingSection />, { api });
    await advance();
    expect(screen.getByTestId("price-pro")).toHaveTextContent("$49.99 / month");
    expect(screen.getByText("Save 17%")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("Annual"));
    expect(screen.getByTestId("price-pro")).toHaveTextContent("$499.90 / year");
    expect(screen.getByTestId("price-pro")).toHaveTextContent("That is $41.65 a month");
    expect(screen.getByTestId("price-basic")).toHaveTextContent("$199.90");
  });

  it("the study plan shows five study days, two rest days and 7.5 hours", async () => {
    await renderApp(<StudyPlanSection />, { api });
    await advance();
    expect(
      screen.getByRole("heading", { level: 2, name: "Your weekly study plan" }),
    ).toBeInTheDocument();
    expect(screen.getByText("7.5 hours per week")).toBeInTheDocument();
    expect(screen.getAllByText("Rest day")).toHaveLength(2);
    expect(screen.getByRole("heading", { level: 3, name: "Friday" })).toBeInTheDocument();
    for (const name of ["Save plan", "Customize", "Add to calendar"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
  });

  it("the dashboard mock has labelled progress bars", async () => {
    await renderApp(<ProgressSection />, { api });
    await advance();
    const bar = (name: string) => screen.getByRole("progressbar", { name });
    expect(bar("Progress toward C1")).toHaveAttribute("aria-valuenow", "75");
    expect(bar("Listening")).toHaveAttribute("aria-valuenow", "82");
    expect(bar("Speaking")).toHaveAttribute("aria-valuenow", "68");
    expect(bar("Reading")).toHaveAttribute("aria-valuenow", "91");
    expect(bar("Writing")).toHaveAttribute("aria-valuenow", "63");
  });
});
