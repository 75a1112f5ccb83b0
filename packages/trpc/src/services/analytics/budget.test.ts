import { describe, expect, it } from "vitest";
import type { AnalyticsEventInput } from "../../schemas/analytics.js";
import { CollectionBudget, DEFAULT_BUDGET, type BudgetRequest } from "./budget.js";

// The budgets alone (docs/analytics.md, Budgets); over HTTP in apps/api's analytics-budgets test.

const T0 = Date.parse("2026-03-10T09:00:00Z");
const at = (ms: number, ip = "81.2.69.160", userAgent = "Browser/1"): BudgetRequest => ({
  ip,
  userAgent,
  host: "bayan.test",
  now: new Date(T0 + ms),
});
const events = (n: number, name: AnalyticsEventInput["name"] = "pageview") =>
  Array.from({ length: n }, () => ({ name }));

describe("the collection budgets", () => {
  it("let a person browse all day: a page every 2 s, its engagement, and bursts of clicks", () => {
    const budget = new CollectionBudget();
    // Eight hours: a page view every 2 s, engagement 1.9 s later, 12 clicks every tenth page.
    for (let i = 0; i < 8 * 1_800; i++) {
      const page = i % 10 === 0 ? 13 : 1;
      expect(budget.take(at(i * 2_000), events(page))).toBeNull();
      expect(budget.take(at(i * 2_000 + 1_900), events(1, "engagement"))).toBeNull();
    }
  });

  it("take an address's burst, then its rate, and say when to come back", () => {
    const budget = new CollectionBudget();
    for (let i = 0; i < DEFAULT_BUDGET.addressBurst / 20; i++) {
      expect(budget.take(at(0), events(20))).toBeNull();
    }
    expect(budget.take(at(0), events(20))).toEqual({ reason: "address", retryAfterSeconds: 2 });
    expect(budget.take(at(1_000), events(20))).toEqual({ reason: "address", retryAfterSeconds: 1 });
    expect(budget.take(at(2_000), events(20))).toBeNull();
    // Another address has its own budget.
    expect(budget.take(at(2_000, "81.2.69.161"), events(20))).toBeNull();
  });

  it("count new visits per address: a new visitor, or one back after 30 minutes", () => {
    const budget = new CollectionBudget({ addressSessionsPerHour: 2 });
    expect(budget.take(at(0, "1.1.1.1", "one"), events(1))).toBeNull();
    expect(budget.take(at(0, "1.1.1.1", "two"), events(1))).toBeNull();
    // Engagement time alone starts nothing; a going visit is not a new one.
    expect(budget.take(at(0, "1.1.1.1", "three"), events(1, "engagement"))).toBeNull();
    expect(budget.take(at(60_000, "1.1.1.1", "one"), events(1))).toBeNull();
    expect(budget.take(at(60_000, "1.1.1.1", "three"), events(1))).toEqual({
      reason: "session_cap",
      retryAfterSeconds: 1_740,
    });
    // Two visits an hour: one is back after 30 minutes, and "one" has been away that long.
    expect(budget.take(at(31 * 60_000, "1.1.1.1", "one"), events(1))).toBeNull();
    expect(budget.take(at(31 * 60_000, "1.1.1.1", "three"), events(1))).toMatchObject({
      reason: "session_cap",
    });
  });

  it("keep a quiet visitor let in before on the reserve once the server's budget is spent", () => {
    const budget = new CollectionBudget({ eventsPerSecond: 100 });
    expect(budget.take(at(0, "9.9.9.9"), events(1))).toBeNull();
    // A heavy address and fresh ones spend the second's budget (99 events left).
    expect(budget.take(at(0, "7.7.7.7"), events(20))).toBeNull();
    for (let i = 0; i < 3; i++) expect(budget.take(at(0, `6.6.6.${i}`), events(20))).toBeNull();
    expect(budget.take(at(0, "6.6.6.3"), events(19))).toBeNull();
    expect(budget.take(at(0, "6.6.6.9"), events(20))).toEqual({
      reason: "global",
      retryAfterSeconds: 1,
    });
    // The heavy address, known but not quiet, gets no reserve; the quiet visitor does.
    expect(budget.take(at(0, "7.7.7.7"), events(20))).toMatchObject({ reason: "global" });
    for (let i = 0; i < 20; i++) expect(budget.take(at(0, "9.9.9.9"), events(1))).toBeNull();
    // Another person at that address starts a visit on it; the reserve (25 events) is then spent.
    expect(budget.take(at(0, "9.9.9.9", "Other/1"), events(5))).toBeNull();
    expect(budget.take(at(0, "9.9.9.9"), events(1))).toMatchObject({ reason: "global" });
  });

  it("let in a tenth of the events a second as new visits, the rest refused for the second", () => {
    const budget = new CollectionBudget({ eventsPerSecond: 100 });
    for (let i = 0; i < 10; i++) expect(budget.take(at(0, `5.5.5.${i}`), events(1))).toBeNull();
    expect(budget.take(at(0, "5.5.5.10"), events(1))).toEqual({
      reason: "global",
      retryAfterSeconds: 1,
    });
    expect(budget.take(at(100, "5.5.5.10"), events(1))).toBeNull();
  });

  it("remember a bounded number of addresses, the least recently let in forgotten first", () => {
    const budget = new CollectionBudget({ eventsPerSecond: 1_000_000 });
    for (let i = 0; i < 60_000; i++) {
      budget.take(at(i, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`), events(1));
    }
    expect(budget.addresses).toBe(50_000);
  });
});
