import { testDatabaseKinds } from "@bayan/db/testing";
import { waitlistEntries } from "@bayan/db";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";

describe.each(testDatabaseKinds)("waitlist on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  it("stores a join trimmed and lower-cased with its source and language", async () => {
    const result = await t.caller.waitlist.join({
      email: "  Layla@Example.com ",
      source: "landing-page",
      language: "ar",
    });
    expect(result).toEqual({
      email: "layla@example.com",
      language: "ar",
      message: "You're on the list! We'll notify you when we launch.",
      messageKey: "waitlist.joined",
    });
    const rows = await t.db.select().from(waitlistEntries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: "layla@example.com",
      language: "ar",
      source: "landing-page",
      status: "pending",
    });
  });

  it("answers a repeated join the same way and adds no row", async () => {
    const again = await t.caller.waitlist.join({ email: "LAYLA@example.COM" });
    expect(again.message).toBe("You're on the list! We'll notify you when we launch.");
    expect(await t.db.$count(waitlistEntries)).toBe(1);
  });

  it("leaves one row after 20 concurrent joins of one email", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        t
          .callerAs(`198.51.100.${i}`)
          .waitlist.join({ email: i % 2 ? "race@example.com" : " RACE@example.com" }),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await t.db.$count(waitlistEntries)).toBe(2);
  });

  it("rejects a malformed email with BAD_REQUEST naming the field", async () => {
    const error = await t.caller.waitlist.join({ email: "not-an-email" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("BAD_REQUEST");
    expect(fieldErrors(error)).toEqual([
      { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
    ]);
    expect(await t.db.$count(waitlistEntries)).toBe(2);
  });

  it("counts entries by status", async () => {
    await t.db.insert(waitlistEntries).values([
      { email: "n1@example.com", status: "notified" },
      { email: "r1@example.com", status: "registered" },
    ]);
    expect(await t.caller.waitlist.stats()).toEqual({
      totalInQueue: 4,
      pendingCount: 2,
      notifiedCount: 1,
      registeredCount: 1,
    });
  });

  it("allows 10 joins a minute from one address, then answers TOO_MANY_REQUESTS", async () => {
    const visitor = t.callerAs("192.0.2.50");
    for (let i = 0; i < 10; i++) await visitor.waitlist.join({ email: `limit${i}@example.com` });
    const error = await visitor.waitlist.join({ email: "limit10@example.com" }).catch((e) => e);
    expect((error as TRPCError).code).toBe("TOO_MANY_REQUESTS");
    const other = await t.callerAs("192.0.2.51").waitlist.join({ email: "other@example.com" });
    expect(other.email).toBe("other@example.com");
  });
});
