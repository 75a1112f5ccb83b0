import { describe, expect, it } from "vitest";
import {
  isSuspiciousMessage,
  timeRemaining,
  waitlistEmailError,
  waitlistJoinInput,
} from "./index.js";

describe("waitlist join input", () => {
  it("trims and lower-cases the email and fills source and language", () => {
    expect(waitlistJoinInput.parse({ email: "  Ali@Example.COM " })).toEqual({
      email: "ali@example.com",
      source: "landing-page",
      language: "en",
    });
  });

  it.each(["", "   ", "no-at-sign.com", "a@b", "a b@c.d", "@example.com"])(
    "rejects %j",
    (email) => {
      expect(waitlistJoinInput.safeParse({ email }).success).toBe(false);
    },
  );

  it("rejects an unknown language", () => {
    const result = waitlistJoinInput.safeParse({ email: "a@b.co", language: "fr" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["language"]);
  });
});

describe("the waitlist form's email check", () => {
  it("has no error for an empty or blank field", () => {
    expect(waitlistEmailError("")).toBeNull();
    expect(waitlistEmailError("   ")).toBeNull();
  });

  it("flags text without the at-sign-and-dot shape", () => {
    expect(waitlistEmailError("sara")).toBe("invalid");
    expect(waitlistEmailError("sara@mail")).toBe("invalid");
    expect(waitlistEmailError(" sara@mail.com ")).toBeNull();
  });
});

describe("timeRemaining", () => {
  const now = new Date("2026-01-01T00:00:00Z");

  it("splits the time left into days, hours, minutes and seconds", () => {
    const target = new Date(now.getTime() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000);
    expect(timeRemaining(target, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      totalSeconds: 183_845,
    });
  });

  it("is all zero once the target has passed", () => {
    expect(timeRemaining("2025-12-31T00:00:00Z", now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalSeconds: 0,
    });
  });
});

describe("the contact message's link and spam rule (SPEC 5)", () => {
  it.each([
    "See http://deals.example now",
    "www.deals.example has it",
    "go to cheap-pills.com today",
    "Claim your FREE MONEY",
    "You are the winner!",
  ])("finds %j suspicious", (message) => {
    expect(isSuspiciousMessage(message)).toBe(true);
  });

  it.each([
    "Please answer me at sara.ahmad@gmail.com, thank you.",
    "My work address is layla@school.edu.jo for the invoice.",
    "When do the lessons start? I am ready to learn.",
  ])("lets %j through (an email address is not a web link)", (message) => {
    expect(isSuspiciousMessage(message)).toBe(false);
  });

  it("still finds a link next to an email address", () => {
    expect(isSuspiciousMessage("Write to a@b.com or see promo-site.com")).toBe(true);
  });
});
