import { describe, expect, it } from "vitest";
import { averageSession } from "./duration";

describe("average session duration (SPEC 9)", () => {
  it("divides the engagement seconds by the sessions, in minutes and seconds", () => {
    expect(averageSession(277_500, 1500)).toEqual({ minutes: 3, seconds: 5 });
    expect(averageSession(59.6, 1)).toEqual({ minutes: 1, seconds: 0 });
    expect(averageSession(3600, 2)).toEqual({ minutes: 30, seconds: 0 });
  });

  it("counts at least one session", () => {
    expect(averageSession(42, 0)).toEqual({ minutes: 0, seconds: 42 });
    expect(averageSession(0, 0)).toEqual({ minutes: 0, seconds: 0 });
  });

  it("gives nothing for figures that make no sense ('0s' on screen)", () => {
    expect(averageSession(Number.NaN, 3)).toBeNull();
    expect(averageSession(-5, 3)).toBeNull();
    expect(averageSession(Number.POSITIVE_INFINITY, 3)).toBeNull();
  });
});
