import { outbox, suppressedAddresses, suppressionChanges } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors, messageKeyOf } from "../errors.js";
import { enqueueEmail } from "../services/email/outbox/queue.js";
import { OutboxSender } from "../services/email/outbox/sender.js";
import { suppress, suppressionKey, suppressionOf } from "../services/email/suppression.js";
import { startSmtp } from "../../test/smtp.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const MINUTE = 60_000;

describe.each(testDatabaseKinds)("the suppression screen on %s", (kind) => {
  let clock = new Date("2026-11-20T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(suppressedAddresses);
    await t.db.delete(suppressionChanges);
    await t.db.delete(outbox);
    clock = new Date("2026-11-20T09:00:00.000Z");
  });

  const later = (minutes = 1) => (clock = new Date(clock.getTime() + minutes * MINUTE));

  it("lists newest first with reason, source and date, by a search and by reason, paged", async () => {
    await suppress(t.db, "gone@example.com", "hard-bounce", "postmark", clock);
    later();
    await suppress(t.db, "Layla.Hassan@gmail.com", "unsubscribed", "one-click", clock);
    later();
    await suppress(t.db, "forgotten@example.com", "erased", "admin", clock);
    later();
    await suppress(t.db, "angry@example.org", "complaint", "generic", clock);

    const all = await admin.suppressions.list({});
    expect(all.items.map((i) => [i.email, i.reason, i.source])).toEqual([
      ["angry@example.org", "complaint", "generic"],
      [null, "erased", "admin"],
      ["Layla.Hassan@gmail.com", "unsubscribed", "one-click"],
      ["gone@example.com", "hard-bounce", "postmark"],
    ]);
    expect(all.items[0]).toEqual({
      id: suppressionKey("angry@example.org"),
      keyHash: suppressionKey("angry@example.org"),
      email: "angry@example.org",
      reason: "complaint",
      source: "generic",
      createdAt: "2026-11-20T09:03:00.000Z",
    });
    expect(all.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });

    // A substring, any case; LIKE's wildcards are taken literally.
    const bySearch = await admin.suppressions.list({ search: "EXAMPLE.COM" });
    expect(bySearch.items.map((i) => i.email)).toEqual(["gone@example.com"]);
    expect((await admin.suppressions.list({ search: "%" })).items).toEqual([]);
    // A whole address finds its row by its normalized key: another spelling of the same inbox,
    // and an erased person's row, of which only the hash is left.
    const otherSpelling = await admin.suppressions.list({ search: "laylahassan+news@gmail.com" });
    expect(otherSpelling.items.map((i) => i.email)).toEqual(["Layla.Hassan@gmail.com"]);
    const erased = await admin.suppressions.list({ search: "Forgotten@example.com" });
    expect(erased.items.map((i) => [i.email, i.reason])).toEqual([[null, "erased"]]);

    const byReason = await admin.suppressions.list({ reason: "hard-bounce" });
    expect(byReason.items.map((i) => i.email)).toEqual(["gone@example.com"]);
    const paged = await admin.suppressions.list({ page: 2, limit: 3 });
    expect(paged.items.map((i) => i.email)).toEqual(["gone@example.com"]);
    expect(paged.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });

    const reasonError = await failure(admin.suppressions.list({ reason: "bored" }));
    expect(reasonError.code).toBe("BAD_REQUEST");
  });

  it("adds an address with a note, recorded in the same change", async () => {
    const added = await admin.suppressions.add({
      email: " Omar@Example.com ",
      note: "  Asked by phone to stop  ",
    });
    const key = suppressionKey("omar@example.com");
    expect(added).toEqual({
      item: {
        id: key,
        keyHash: key,
        email: "omar@example.com",
        reason: "manual",
        source: "admin",
        createdAt: clock.toISOString(),
      },
      message: "omar@example.com is on the suppression list: no email will be sent to it",
      messageKey: "suppressions.added",
      params: { email: "omar@example.com" },
    });
    expect(await t.db.select().from(suppressionChanges)).toEqual([
      {
        id: expect.any(String),
        keyHash: key,
        email: "omar@example.com",
        action: "add",
        reason: "manual",
        note: "Asked by phone to stop",
        createdAt: clock,
      },
    ]);
    expect(await suppressionOf(t.db, "OMAR@example.com")).toBe("manual");
  });

  it("stops the sender mailing an added address, and lets it mail the address again once removed", async () => {
    const smtp = await startSmtp();
    const sender = new OutboxSender(t.db, { smtpUrl: smtp.url, from: "Bayan <hello@bayan.test>" });
    const content = {
      subject: "Hello",
      text: "Hello",
      html: "<p>Hello</p>",
      language: "en" as const,
    };
    try {
      const { item } = await admin.suppressions.add({ email: "omar@example.com" });
      const first = await enqueueEmail(t.db, "Omar@Example.com", "user-message", content);
      expect(await sender.deliverNow([first!])).toMatchObject([{ status: "suppressed" }]);
      const [held] = await t.db.select().from(outbox).where(eq(outbox.id, first!));
      expect(held).toMatchObject({
        status: "suppressed",
        lastError: "Not sent: an administrator suppressed this address",
      });
      expect(smtp.received).toEqual([]);

      await admin.suppressions.remove({ keyHash: item.keyHash });
      const second = await enqueueEmail(t.db, "omar@example.com", "user-message", content);
      expect(await sender.deliverNow([second!])).toMatchObject([{ status: "sent" }]);
      expect(smtp.received.map((r) => r.to)).toEqual([["omar@example.com"]]);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });

  it("answers 409 naming the reason of an address already on the list, and records nothing", async () => {
    await suppress(t.db, "jdoe@gmail.com", "hard-bounce", "postmark", clock);
    const error = await failure(admin.suppressions.add({ email: "J.Doe+shop@gmail.com" }));
    expect(error).toMatchObject({
      code: "CONFLICT",
      message: "This address is already suppressed: mail to it bounced",
    });
    expect(messageKeyOf(error)).toEqual({
      messageKey: "suppressions.alreadyHardBounce",
      params: { reason: "hard-bounce" },
    });
    // The first reason and date stay.
    expect(await t.db.select().from(suppressedAddresses)).toMatchObject([
      { email: "jdoe@gmail.com", reason: "hard-bounce", source: "postmark" },
    ]);
    expect(await t.db.select().from(suppressionChanges)).toEqual([]);

    await admin.suppressions.add({ email: "twice@example.com" });
    const again = await failure(admin.suppressions.add({ email: "twice@example.com" }));
    expect(messageKeyOf(again).messageKey).toBe("suppressions.alreadyManual");
  });

  it("refuses a bad address and a long note, naming the field", async () => {
    const bad = await failure(admin.suppressions.add({ email: "not-an-address" }));
    expect(bad.code).toBe("BAD_REQUEST");
    expect(fieldErrors(bad)).toEqual([
      { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
    ]);
    const long = await failure(
      admin.suppressions.add({ email: "ok@example.com", note: "x".repeat(501) }),
    );
    expect(fieldErrors(long)).toEqual([
      {
        path: "note",
        message: "The note is too long (at most 500 characters)",
        messageKey: "suppressions.noteTooLong",
      },
    ]);
    expect(await t.db.select().from(suppressedAddresses)).toEqual([]);
  });

  it("removes an address by its key, recorded with the reason it had; the history shows both changes", async () => {
    await admin.suppressions.add({ email: "sara@example.com", note: "Wrote in: wrong address" });
    const key = suppressionKey("sara@example.com");
    later(5);
    const removed = await admin.suppressions.remove({ keyHash: key });
    expect(removed).toMatchObject({
      item: { keyHash: key, email: "sara@example.com", reason: "manual" },
      message: "The address is off the suppression list: it can be emailed again from now on",
      messageKey: "suppressions.removed",
    });
    expect(await suppressionOf(t.db, "sara@example.com")).toBeNull();
    expect((await admin.suppressions.list({})).items).toEqual([]);

    // Unsubscribed later, then taken off again by the administrator: the reason of that time.
    later(5);
    await suppress(t.db, "sara@example.com", "unsubscribed", "page", clock);
    later(5);
    await admin.suppressions.remove({ keyHash: key });

    const history = await admin.suppressions.history({ keyHash: key });
    expect(history.map((h) => [h.action, h.reason, h.email, h.note, h.createdAt])).toEqual([
      ["remove", "unsubscribed", "sara@example.com", null, "2026-11-20T09:15:00.000Z"],
      ["remove", "manual", "sara@example.com", null, "2026-11-20T09:05:00.000Z"],
      ["add", "manual", "sara@example.com", "Wrote in: wrong address", "2026-11-20T09:00:00.000Z"],
    ]);
    expect(await admin.suppressions.history({ keyHash: suppressionKey("none@x.test") })).toEqual(
      [],
    );
  });

  it("answers 404 for a key not on the list, whatever its shape", async () => {
    for (const keyHash of [suppressionKey("never@example.com"), "not-a-hash"]) {
      const removal = await failure(admin.suppressions.remove({ keyHash }));
      expect(removal.code).toBe("NOT_FOUND");
      expect(messageKeyOf(removal).messageKey).toBe("suppressions.notFound");
      expect((await failure(admin.suppressions.get({ keyHash }))).code).toBe("NOT_FOUND");
    }
    expect(await t.db.select().from(suppressionChanges)).toEqual([]);
    await suppress(t.db, "here@example.com", "complaint", "generic", clock);
    expect(await admin.suppressions.get({ keyHash: suppressionKey("here@example.com") })).toEqual(
      expect.objectContaining({ email: "here@example.com", reason: "complaint" }),
    );
  });

  it("removes an erased person's row, which has no address, and keeps no address in its record", async () => {
    await admin.suppressions.add({ email: "erase.me@example.com", note: "Her phone call" });
    later();
    // The person erases their data: the row keeps its first reason, the addresses go.
    await suppress(t.db, "erase.me@example.com", "erased", "admin", clock);
    const key = suppressionKey("erase.me@example.com");
    const [row] = await t.db.select().from(suppressedAddresses);
    expect(row).toMatchObject({ keyHash: key, email: null, reason: "manual" });
    expect(await t.db.select().from(suppressionChanges)).toMatchObject([
      { action: "add", email: null, note: null },
    ]);

    later();
    await admin.suppressions.remove({ keyHash: key });
    const changes = await t.db
      .select()
      .from(suppressionChanges)
      .orderBy(asc(suppressionChanges.createdAt));
    expect(changes.map((c) => [c.action, c.email])).toEqual([
      ["add", null],
      ["remove", null],
    ]);
  });

  it("runs two adds of one address at once as one: one row, one record, one 409", async () => {
    const results = await Promise.allSettled([
      admin.suppressions.add({ email: "race@example.com" }),
      admin.suppressions.add({ email: "Race@Example.com" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await t.db.$count(suppressionChanges)).toBe(1);
  });

  it("is for the administrator only", async () => {
    const key = suppressionKey("x@example.com");
    for (const call of [
      () => t.caller.suppressions.list({}),
      () => t.caller.suppressions.get({ keyHash: key }),
      () => t.caller.suppressions.history({ keyHash: key }),
      () => t.caller.suppressions.add({ email: "x@example.com" }),
      () => t.caller.suppressions.remove({ keyHash: key }),
    ]) {
      expect((await failure(call())).code).toBe("UNAUTHORIZED");
    }
    expect(await t.db.select().from(suppressedAddresses)).toEqual([]);
  });
});
