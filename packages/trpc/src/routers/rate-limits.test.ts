import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import type { RateLimitedError } from "../services/rate-limit.js";
import { TEST_ADMIN_PASSWORD } from "../testing.js";

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "OK",
    (e: TRPCError) => e.code,
  );

const contact = (i: number) => ({
  name: "Sara Ahmad",
  email: `sara${i}@example.com`,
  message: "When do the lessons start? I am ready to learn.",
});

describe.each(testDatabaseKinds)("per-address limits on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind);
  });
  afterAll(() => t.close());

  it("allows 5 contact messages in 10 minutes from one address, then TOO_MANY_REQUESTS", async () => {
    const visitor = t.callerAs("192.0.2.80");
    for (let i = 0; i < 5; i++) expect(await codeOf(visitor.contact.submit(contact(i)))).toBe("OK");
    const error = (await visitor.contact.submit(contact(5)).catch((e: unknown) => e)) as TRPCError;
    expect(error.code).toBe("TOO_MANY_REQUESTS");
    expect((error.cause as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await codeOf(t.callerAs("192.0.2.81").contact.submit(contact(6)))).toBe("OK");
  });

  it("answers bad input 400 without using up the allowance", async () => {
    const visitor = t.callerAs("192.0.2.90");
    for (let i = 0; i < 12; i++) {
      expect(await codeOf(visitor.waitlist.join({ email: "not-an-email" }))).toBe("BAD_REQUEST");
    }
    expect(await codeOf(visitor.waitlist.join({ email: "fine@example.com" }))).toBe("OK");
  });

  it("counts only failed sign-ins: an admin who types the password right is never throttled", async () => {
    const ip = "192.0.2.95";
    for (let i = 0; i < 8; i++) {
      expect(await codeOf(t.callerAs(ip).auth.login({ password: TEST_ADMIN_PASSWORD }))).toBe("OK");
    }
    for (let i = 0; i < 4; i++) {
      expect(await codeOf(t.callerAs(ip).auth.login({ password: "wrong" }))).toBe("UNAUTHORIZED");
    }
    expect(await codeOf(t.callerAs(ip).auth.login({ password: TEST_ADMIN_PASSWORD }))).toBe("OK");
  });
});

describe.each(testDatabaseKinds)("limits lifted (benchmarks) on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    t = await setup(kind, { limits: null });
  });
  afterAll(() => t.close());

  it("lets one address join, write and fail to sign in past every limit", async () => {
    const visitor = t.callerAs("192.0.2.99");
    for (let i = 0; i < 11; i++) {
      expect(await codeOf(visitor.waitlist.join({ email: `many${i}@example.com` }))).toBe("OK");
    }
    for (let i = 0; i < 6; i++) expect(await codeOf(visitor.contact.submit(contact(i)))).toBe("OK");
    for (let i = 0; i < 6; i++) {
      expect(await codeOf(visitor.auth.login({ password: "wrong" }))).toBe("UNAUTHORIZED");
    }
    expect(await codeOf(visitor.auth.login({ password: TEST_ADMIN_PASSWORD }))).toBe("OK");
  });
});
