import { describe, expect, it } from "vitest";
import { annualSavingPercent, planPrice } from "./pricing";
import { scoreAnswers, suggestLevel } from "./quiz";
import { checkSentence, moveItem, sentenceWords, shuffleWords } from "./sentence";
import { B2_PLAN, dayMinutes, weekMinutes } from "./studyPlan";
import { filterTestimonials, foldForSearch, type Testimonial } from "./testimonials";

describe("level quiz", () => {
  it("counts only answers that match the key", () => {
    expect(scoreAnswers([0, 1, 2, 3, 0], [0, 1, 2, 3, 0])).toBe(5);
    expect(scoreAnswers([0, 2, null, 3], [0, 1, 2, 3, 0])).toBe(2);
    expect(scoreAnswers([], [0, 1])).toBe(0);
  });

  it("suggests a CEFR level for each score", () => {
    expect([0, 1, 2, 3, 4, 5].map((score) => suggestLevel(score))).toEqual([
      "A1",
      "A1",
      "A2",
      "B1",
      "B2",
      "C1",
    ]);
    expect(suggestLevel(-3)).toBe("A1");
    expect(suggestLevel(9)).toBe("C1");
  });
});

describe("sentence exercise", () => {
  it("accepts the right order whatever the case and punctuation", () => {
    expect(
      checkSentence(["I", "drink", "tea", "every", "morning"], "I drink tea every morning."),
    ).toBe(true);
    expect(
      checkSentence(["i", "DRINK", "tea", "every", "morning."], "I drink tea every morning."),
    ).toBe(true);
    expect(
      checkSentence(["tea", "I", "drink", "every", "morning"], "I drink tea every morning."),
    ).toBe(false);
    expect(checkSentence(["I", "drink", "tea"], "I drink tea every morning.")).toBe(false);
    expect(checkSentence([], "")).toBe(false);
  });

  it("splits a sentence into words and shuffles them deterministically, never in order", () => {
    const words = sentenceWords("She is reading a book.");
    expect(words).toEqual(["She", "is", "reading", "a", "book"]);
    const shuffled = shuffleWords(words, 7);
    expect(shuffled).toEqual(shuffleWords(words, 7));
    expect([...shuffled].sort()).toEqual([...words].sort());
    expect(shuffled).not.toEqual(words);
    expect(shuffleWords(["a", "b"], 3)).toEqual(["b", "a"]);
  });

  it("moves an item and keeps the others in order", () => {
    expect(moveItem(["a", "b", "c", "d"], 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(["a", "b", "c", "d"], 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b"], 5, 0)).toEqual(["a", "b"]);
  });
});

describe("pricing", () => {
  it("charges ten months for a year: 17% saved", () => {
    expect(planPrice(49.99, "monthly")).toEqual({
      amount: 49.99,
      perMonth: 49.99,
      period: "month",
    });
    expect(planPrice(49.99, "annual")).toEqual({ amount: 499.9, perMonth: 41.65, period: "year" });
    expect(planPrice(19.99, "annual").amount).toBe(199.9);
    expect(annualSavingPercent()).toBe(17);
  });
});

describe("B2 study plan", () => {
  it("adds up to 7.5 hours over five days with Friday and Saturday free", () => {
    expect(weekMinutes(B2_PLAN)).toBe(450);
    expect(B2_PLAN).toHaveLength(7);
    const rest = B2_PLAN.filter((day) => dayMinutes(day) === 0).map((day) => day.weekday);
    expect(rest).toEqual([5, 6]);
    for (const day of B2_PLAN)
      for (const session of day.sessions) expect([30, 45]).toContain(session.minutes);
  });
});

describe("testimonial filtering", () => {
  const base = { detail: "", helpful: 0, rating: 5 };
  const items: Testimonial[] = [
    {
      ...base,
      id: "a",
      name: "Sara",
      text: "Speaking with confidence",
      category: "speaking",
      rating: 5,
      helpful: 3,
      date: "2026-01-10",
    },
    {
      ...base,
      id: "b",
      name: "Omar",
      text: "Grammar finally clicked",
      category: "grammar",
      rating: 4,
      helpful: 30,
      date: "2026-02-01",
    },
    {
      ...base,
      id: "c",
      name: "ليلى",
      text: "المعلّم ممتاز",
      category: "exams",
      rating: 5,
      helpful: 12,
      date: "2025-12-20",
    },
    {
      ...base,
      id: "d",
      name: "Ali",
      text: "New words every day",
      category: "vocabulary",
      rating: 3,
      helpful: 8,
      date: "2026-02-15",
    },
  ];
  const ids = (list: Testimonial[]) => list.map((item) => item.id);

  it("sorts by most recent, highest rated (then most helpful) and most helpful", () => {
    expect(ids(filterTestimonials(items, { search: "", category: "all", sort: "recent" }))).toEqual(
      ["d", "b", "a", "c"],
    );
    expect(ids(filterTestimonials(items, { search: "", category: "all", sort: "rating" }))).toEqual(
      ["c", "a", "b", "d"],
    );
    expect(
      ids(filterTestimonials(items, { search: "", category: "all", sort: "helpful" })),
    ).toEqual(["b", "c", "d", "a"]);
  });

  it("filters by category and by a search in names and text, in both languages", () => {
    expect(
      ids(filterTestimonials(items, { search: "", category: "grammar", sort: "recent" })),
    ).toEqual(["b"]);
    expect(
      ids(filterTestimonials(items, { search: "  WORDS ", category: "all", sort: "recent" })),
    ).toEqual(["d"]);
    expect(
      ids(filterTestimonials(items, { search: "معلم", category: "all", sort: "recent" })),
    ).toEqual(["c"]);
    expect(
      ids(filterTestimonials(items, { search: "sara", category: "grammar", sort: "recent" })),
    ).toEqual([]);
    expect(foldForSearch("  إسلام  أحمد ")).toBe("اسلام احمد");
  });

  it("does not change the list it is given", () => {
    const copy = [...items];
    filterTestimonials(items, { search: "", category: "all", sort: "helpful" });
    expect(items).toEqual(copy);
  });
});
