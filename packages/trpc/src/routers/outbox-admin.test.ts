import { outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setup } from "../../test/caller.js";
import { messageKeyOf } from "../errors.js";
import { idleMailer } from "../testing.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const base = Date.parse("2026-04-01T00:00:00Z");
const at = (minute: number) => new Date(base + minute * 60_000);
const body = { text: "Hello", html: "<p>Hello</p>", language: "en" as const };

describe.each(testDatabaseKinds)("the Emails view on %s", (kind) => {
  const clock = new Date("2026-05-01T09:00:00.000Z");
  const mailer = { ...idleMailer(), notify: vi.fn() };
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock, mailer });
    admin = await t.adminCaller();
    const rows = await t.db
      .insert(outbox)
      .values(
        (
          [
            {
              kind: "waitlist-invite",
              to: "amal@example.com",
              subject: "You're invited",
              status: "queued",
              createdAt: at(1),
            },
            {
              kind: "contact-reply",
              to: "bilal@example.com",
              subject: "Re: Pricing 50% off?",
              status: "sent",
              attempts: 1,
              sentAt: at(3),
              createdAt: at(2),
            },
            {
              kind: "waitlist-invite",
              to: "carim@example.com",
              subject: "You're invited",
              status: "failed",
              attempts: 8,
              lastError: "550 mailbox unavailable",
              nextAttemptAt: at(200),
              createdAt: at(3),
              updatedAt: at(9),
            },
            {
              kind: "contact-reply",
              to: "dana@example.com",
              subject: "Re: Hello",
              status: "failed",
              attempts: 8,
              lastError: "Connection timeout",
              createdAt: at(4),
              updatedAt: at(5),
            },
            {
              kind: "contact-reply",
              to: "x_y@example.com",
              subject: "Re: Question",
              status: "queued",
              createdAt: at(5),
            },
            {
              kind: "contact-reply",
              to: "xay@example.com",
              subject: "Re: Other",
              status: "queued",
              createdAt: at(6),
            },
          ] satisfies Array<Omit<typeof outbox.$inferInsert, keyof typeof body>>
        ).map((row) => ({ ...body, ...row })),
      )
      .returning();
    for (const r of rows) ids[r.to] = r.id;
  });
  afterAll(() => t.close());

  const recipients = (list: { items: Array<{ to: string }> }) => list.items.map((i) => i.to);

  it("lists every email newest first with the counts by state, in the same shape as before", async () => {
    const list = await admin.outbox.list({});
    expect(recipients(list)).toEqual([
      "xay@example.com",
      "x_y@example.com",
      "dana@example.com",
      "carim@example.com",
      "bilal@example.com",
      "amal@example.com",
    ]);
    expect(list.counts).toEqual({ queued: 3, sent: 1, failed: 2, suppressed: 0 });
    expect(list.smtpConfigured).toBe(false);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 6, totalPages: 1 });
    expect(list.items.find((i) => i.to === "carim@example.com")).toMatchObject({
      status: "failed",
      attempts: 8,
      lastError: "550 mailbox unavailable",
      delivered: false,
      createdAt: at(3).toISOString(),
    });
  });

  it("filters by state; the counts stay those of every state, for the tabs", async () => {
    const failed = await admin.outbox.list({ status: "failed" });
    expect(recipients(failed)).toEqual(["dana@example.com", "carim@example.com"]);
    expect(failed.pagination.total).toBe(2);
    expect(failed.counts).toEqual({ queued: 3, sent: 1, failed: 2, suppressed: 0 });
    const sent = await admin.outbox.list({ status: "sent" });
    expect(sent.items).toMatchObject([{ to: "bilal@example.com", delivered: true }]);
  });

  it("searches the recipient or the subject in any case, % and _ literally; counts follow the search", async () => {
    const carim = await admin.outbox.list({ search: "CARIM@" });
    expect(recipients(carim)).toEqual(["carim@example.com"]);
    expect(carim.counts).toEqual({ queued: 0, sent: 0, failed: 1, suppressed: 0 });
    const replies = await admin.outbox.list({ search: "re: " });
    expect(recipients(replies)).toEqual([
      "xay@example.com",
      "x_y@example.com",
      "dana@example.com",
      "bilal@example.com",
    ]);
    expect(replies.counts).toEqual({ queued: 2, sent: 1, failed: 1, suppressed: 0 });
    expect(recipients(await admin.outbox.list({ search: "x_y" }))).toEqual(["x_y@example.com"]);
    expect(recipients(await admin.outbox.list({ search: "50%" }))).toEqual(["bilal@example.com"]);
    const failedInvites = await admin.outbox.list({ search: "invited", status: "failed" });
    expect(recipients(failedInvites)).toEqual(["carim@example.com"]);
    expect(failedInvites.counts).toEqual({ queued: 1, sent: 0, failed: 1, suppressed: 0 });
    const fromQuery = await admin.outbox.list({
      status: "",
      search: "",
    });
    expect(fromQuery.pagination.total).toBe(6);
  });

  it("puts a failed email back in the queue, due now, and says SMTP is not configured", async () => {
    const result = await admin.outbox.retry({ id: ids["carim@example.com"]! });
    expect(result).toMatchObject({
      message: "Email kept in the outbox (SMTP is not configured, so it will not be delivered)",
      messageKey: "outbox.retryNotConfigured",
    });
    expect(result.item).toMatchObject({
      id: ids["carim@example.com"],
      to: "carim@example.com",
      status: "queued",
      attempts: 0,
      lastError: null,
      lastErrorKey: null,
      nextAttemptAt: clock.toISOString(),
      delivered: false,
    });
    expect(mailer.notify).toHaveBeenCalledTimes(1);
    // The answer is the list's item for that email.
    const list = await admin.outbox.list({ status: "queued" });
    expect(list.items.find((i) => i.id === result.item.id)).toEqual(result.item);
    expect(list.counts).toEqual({ queued: 4, sent: 1, failed: 1, suppressed: 0 });
  });

  it("retries a queued email too, and says it is queued when SMTP is configured", async () => {
    mailer.configured = true;
    const result = await admin.outbox.retry({ id: ids["amal@example.com"]! });
    mailer.configured = false;
    expect(result).toMatchObject({
      message: "Email queued for another delivery attempt",
      messageKey: "outbox.retryQueued",
    });
    expect(result.item).toMatchObject({ status: "queued", nextAttemptAt: clock.toISOString() });
  });

  it("refuses to send a sent email again (CONFLICT) and answers NOT_FOUND for an unknown id", async () => {
    const codeOf = (id: string) =>
      admin.outbox.retry({ id }).then(
        () => "OK",
        (e: TRPCError) => `${e.code}: ${e.message} (${messageKeyOf(e).messageKey})`,
      );
    expect(await codeOf(ids["bilal@example.com"]!)).toBe(
      "CONFLICT: This email has already been sent (outbox.alreadySent)",
    );
    expect(await codeOf(randomUUID())).toBe("NOT_FOUND: Email not found (outbox.notFound)");
    expect(await codeOf("not-an-id")).toBe("NOT_FOUND: Email not found (outbox.notFound)");
    const sent = await admin.outbox.list({ status: "sent" });
    expect(sent.items).toMatchObject([{ to: "bilal@example.com", status: "sent", attempts: 1 }]);
  });

  it("needs the admin token", async () => {
    for (const call of [
      () => t.caller.outbox.list({}),
      () => t.caller.outbox.retry({ id: ids["dana@example.com"]! }),
    ]) {
      const error = await call().catch((e: unknown) => e);
      expect((error as TRPCError).code).toBe("UNAUTHORIZED");
    }
  });
});
