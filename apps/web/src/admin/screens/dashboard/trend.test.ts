import { describe, expect, it } from "vitest";
import { weeklyTrend, type Growth, type TrendTexts } from "./trend";

const texts: TrendTexts = {
  change: (percent) => `${percent} vs last week`,
  nonePrevious: (count) => `${count} this week, none last week`,
  noneEither: "none this week or last week",
};
const format = {
  signedPercent: (value: number) => `${value > 0 ? "+" : ""}${value}%`,
  number: (value: number) => String(value),
};
const growth = (count: number, previousCount: number, changePercent: number | null): Growth => ({
  days: 7,
  count,
  previousCount,
  changePercent,
});

describe("weeklyTrend (this week against last week)", () => {
  it("points up, down or level with the change", () => {
    expect(weeklyTrend(growth(112, 100, 12), texts, format)).toEqual({
      direction: "up",
      text: "+12% vs last week",
    });
    expect(weeklyTrend(growth(90, 100, -10), texts, format)).toEqual({
      direction: "down",
      text: "-10% vs last week",
    });
    expect(weeklyTrend(growth(5, 5, 0), texts, format)).toEqual({
      direction: "flat",
      text: "0% vs last week",
    });
  });

  it("says both weeks' counts, with no arrow, when last week had none", () => {
    // 25 sign-ups after none: no percentage to give, and no green arrow claiming a trend.
    const trend = weeklyTrend(growth(25, 0, null), texts, format);
    expect(trend).toEqual({ text: "25 this week, none last week" });
    expect(trend?.direction).toBeUndefined();
  });

  it("says so, level, when neither week had any", () => {
    expect(weeklyTrend(growth(0, 0, null), texts, format)).toEqual({
      direction: "flat",
      text: "none this week or last week",
    });
  });

  it("gives no trend without an answer", () => {
    expect(weeklyTrend(undefined, texts, format)).toBeUndefined();
  });
});
