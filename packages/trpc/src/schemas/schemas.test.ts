import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  INT4_MAX,
  SECTION_ORDER_MAX,
  contactEmailSchema,
  contactInput,
  contactListQuery,
  contactReplyInput,
  countdownUpdateInput,
  emailSchema,
  isSuspiciousMessage,
  loginInput,
  outboxListQuery,
  policySaveInput,
  timeRemaining,
  waitlistEmailError,
  waitlistJoinInput,
  waitlistListQuery,
  waitlistUpdateInput,
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

/** The first issue of a failed parse, as `[path, message]`. */
function firstIssue(result: { success: boolean; error?: z.ZodError }) {
  expect(result.success).toBe(false);
  const issue = result.error!.issues[0]!;
  return [issue.path.join("."), issue.message];
}

describe("text the database cannot store (NUL, unpaired surrogates)", () => {
  const section = {
    title: "Cookies",
    content: "We use none.",
    language: "en",
    status: "draft",
    order: 1,
  } as const;

  it.each([
    ["waitlist email", waitlistJoinInput, { email: "a\u0000b@example.com" }, "email"],
    ["waitlist source", waitlistJoinInput, { email: "a@b.co", source: "x\u0000" }, "source"],
    ["waitlist search", waitlistListQuery, { search: "\u0000" }, "search"],
    ["waitlist notes", waitlistUpdateInput, { id: "1", notes: "a\u0000" }, "notes"],
    ["outbox search", outboxListQuery, { search: "a\u0000" }, "search"],
    ["contact search", contactListQuery, { search: "a\u0000" }, "search"],
    ["contact reply", contactReplyInput, { id: "1", reply: "Hi\u0000" }, "reply"],
    ["countdown title", countdownUpdateInput, { ...countdown, title: "\u0000" }, "title"],
    ["password", loginInput, { password: "pw\u0000" }, "password"],
    [
      "policy title",
      policySaveInput,
      { document: "privacy-policy", sections: [{ ...section, title: "a\u0000b" }] },
      "sections.0.title",
    ],
  ] as const)(
    "refuses a NUL byte in the %s with 400 naming the field",
    (_, schema, input, path) => {
      const [issuePath, message] = firstIssue(schema.safeParse(input));
      expect(issuePath).toBe(path);
      expect(["common.textNul", "common.emailHidden"]).toContain(message);
    },
  );

  it.each([
    ["subject", { subject: "Hi\u0000" }, "common.textNul", "Subject"],
    ["message", { message: "Hello there\u0000 friend" }, "common.textNul", "Message"],
    ["name", { name: "Sara\u0000" }, "common.textNul", "Name"],
    ["source", { source: "\u0000" }, "common.textNul", "Source"],
    ["website", { website: "\u0000" }, "common.textNul", "Website"],
    ["message", { message: "Hello there \uD800 friend" }, "common.textSurrogate", "Message"],
  ])("refuses the contact %s with a clear message", (path, change, key, field) => {
    const input = {
      name: "Sara",
      email: "s@example.com",
      message: "Hello there friend",
      ...change,
    };
    const result = contactInput.safeParse(input);
    expect(firstIssue(result)).toEqual([path, key]);
    // The key's parameter names the field: "Subject must not contain NUL characters".
    expect(result.error!.issues[0]).toMatchObject({ code: "custom", params: { field } });
  });

  it("keeps text with emoji, Arabic and line breaks", () => {
    const text = "مرحبا 👋\nSecond line\ttab";
    expect(contactReplyInput.parse({ id: "1", reply: text }).reply).toBe(text);
  });
});

const countdown = { targetDate: "2026-12-31T18:00:00Z", title: "Launch" };

describe("numbers the database cannot store", () => {
  const section = (order: unknown) => ({
    document: "privacy-policy",
    sections: [{ title: "T", content: "C", language: "en", status: "draft", order }],
  });

  it.each([2 ** 31, 2 ** 53, 1e308, 10_001, 0, -1, 1.5, "3"])(
    "refuses a section order of %s",
    (order) => {
      expect(firstIssue(policySaveInput.safeParse(section(order)))).toEqual([
        "sections.0.order",
        "content.orderInvalid",
      ]);
    },
  );

  it("takes orders from 1 to the maximum", () => {
    expect(policySaveInput.safeParse(section(1)).success).toBe(true);
    expect(policySaveInput.safeParse(section(SECTION_ORDER_MAX)).success).toBe(true);
  });

  it("caps a list's page at the database's integer", () => {
    expect(waitlistListQuery.safeParse({ page: String(INT4_MAX) }).success).toBe(true);
    expect(firstIssue(waitlistListQuery.safeParse({ page: String(INT4_MAX + 1) }))[0]).toBe("page");
    expect(firstIssue(waitlistListQuery.safeParse({ page: "1e308" }))[0]).toBe("page");
  });
});

describe("dates", () => {
  it.each([
    "2027-02-30T12:00:00Z",
    "2027-02-29T00:00:00Z",
    "2027-04-31T00:00:00Z",
    "2026-12-31T24:00:00Z",
    "2026-12-31T18:60:00Z",
    "2026-12-31T18:00:00+25:00",
    "2026-12-31T18:00:00", // no offset: the server's own zone would decide
    "2027-02-30",
    "next friday-ish",
    "Dec 31 2026",
    "",
  ])("refuses the countdown target %j as not a date and time", (targetDate) => {
    expect(firstIssue(countdownUpdateInput.safeParse({ ...countdown, targetDate }))).toEqual([
      "targetDate",
      "dashboard.countdownDateInvalid",
    ]);
  });

  it.each([
    "0000-01-01T00:00:00Z",
    "0000-02-29T00:00:00Z",
    "1899-12-31T23:59:59Z",
    "-000001-01-01T00:00:00Z",
    "+275760-09-13T00:00:00.000Z",
  ])("refuses the countdown target %j as out of range or malformed", (targetDate) => {
    const [path, message] = firstIssue(
      countdownUpdateInput.safeParse({ ...countdown, targetDate }),
    );
    expect(path).toBe("targetDate");
    expect(["dashboard.countdownDateInvalid", "dashboard.countdownDateOutOfRange"]).toContain(
      message,
    );
  });

  it.each([
    ["2026-12-31T18:00:00Z", "2026-12-31T18:00:00Z"],
    ["2028-02-29T00:00:00.000Z", "2028-02-29T00:00:00.000Z"],
    [" 2026-12-31T21:00:00+03:00 ", "2026-12-31T21:00:00+03:00"],
    ["9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"],
  ])("takes the countdown target %j", (targetDate, stored) => {
    expect(countdownUpdateInput.parse({ ...countdown, targetDate }).targetDate).toBe(stored);
  });

  it("refuses a date and time whose offset carries it past 9999", () => {
    const targetDate = "9999-12-31T23:00:00-05:00";
    expect(firstIssue(countdownUpdateInput.safeParse({ ...countdown, targetDate }))).toEqual([
      "targetDate",
      "dashboard.countdownDateOutOfRange",
    ]);
  });

  const section = (lastUpdated: string) => ({
    title: "T",
    content: "C",
    language: "en",
    status: "draft",
    order: 1,
    lastUpdated,
  });

  it.each(["2027-02-30", "0000-02-29", "0000-01-01", "1899-12-31", "+275760-09-13", "-0001-01-01"])(
    "refuses a section's lastUpdated of %j",
    (lastUpdated) => {
      const input = { document: "terms-of-service", sections: [section(lastUpdated)] };
      expect(firstIssue(policySaveInput.safeParse(input))).toEqual([
        "sections.0.lastUpdated",
        "content.dateInvalid",
      ]);
    },
  );

  it.each(["2028-02-29", "1900-01-01", "9999-12-31", "2026-05-01"])(
    "takes a section's lastUpdated of %j",
    (lastUpdated) => {
      const input = { document: "terms-of-service", sections: [section(lastUpdated)] };
      expect(policySaveInput.parse(input).sections[0]!.lastUpdated).toBe(lastUpdated);
    },
  );
});

describe("emails", () => {
  it.each([
    ["a right-to-left override", "fuzz\u202Egpj.exe@example.com"],
    ["a zero-width space", "fu\u200Bzz@example.com"],
    ["a NUL byte", "a\u0000b@example.com"],
    ["a soft hyphen", "fu\u00ADzz@example.com"],
    ["a control character", "fu\u0007zz@example.com"],
    ["an unpaired surrogate", "fu\uD800zz@example.com"],
  ])("refuses one with %s", (_, email) => {
    expect(firstIssue(waitlistJoinInput.safeParse({ email }))).toEqual([
      "email",
      "common.emailHidden",
    ]);
    expect(firstIssue(contactEmailSchema.safeParse(email))).toEqual(["", "common.emailHidden"]);
    expect(waitlistEmailError(email)).toBe("invalid");
  });

  it("refuses one with two at signs", () => {
    expect(firstIssue(waitlistJoinInput.safeParse({ email: "a@b@example.com" }))).toEqual([
      "email",
      "common.emailOneAt",
    ]);
    expect(contactEmailSchema.safeParse("a@b@example.com").success).toBe(false);
    expect(waitlistEmailError("a@b@example.com")).toBe("invalid");
  });

  it("keeps the form's own words for a missing or misshapen email", () => {
    expect(firstIssue(contactEmailSchema.safeParse(""))).toEqual(["", "contact.emailRequired"]);
    expect(firstIssue(contactEmailSchema.safeParse("sara"))).toEqual(["", "contact.emailInvalid"]);
    expect(firstIssue(waitlistJoinInput.safeParse({ email: "sara" }))).toEqual([
      "email",
      "common.emailInvalid",
    ]);
  });

  it("trims and lower-cases an Arabic-domain address and keeps it", () => {
    expect(contactEmailSchema.parse("  Sara@Example.COM ")).toBe("sara@example.com");
    expect(waitlistEmailError(" sara@مثال.com ")).toBeNull();
    expect(emailSchema.parse("sara@مثال.com")).toBe("sara@مثال.com");
  });
});
