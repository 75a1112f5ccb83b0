import { contactSubmissions, outbox, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

const clock = new Date("2026-05-01T09:00:00.000Z");
const minutesAgo = (m: number) => new Date(clock.getTime() - m * 60_000);
const daysAgo = (d: number) => new Date(clock.getTime() - d * 86_400_000);
const message = "I would like to know more about the lessons, please.";
const mail = { kind: "contact-reply", text: "Hi", html: "<p>Hi</p>", language: "en" as const };

describe.each(testDatabaseKinds)("admin notifications and overview on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());

  it("has nothing to show on a fresh install", async () => {
    expect(await admin.admin.notifications()).toEqual({ count: 0, items: [] });
  });

  it("counts new messages and failed emails, and lists them together newest first", async () => {
    const contacts = await t.db
      .insert(contactSubmissions)
      .values([
        {
          name: "Amira",
          email: "amira@example.com",
          subject: "Levels",
          message,
          createdAt: minutesAgo(50),
        },
        { name: "Basem", email: "basem@example.com", message, createdAt: minutesAgo(10) },
        {
          name: "Read One",
          email: "read@example.com",
          message,
          status: "read",
          createdAt: minutesAgo(1),
        },
        {
          name: "Spam Bot",
          email: "bot@example.com",
          message,
          status: "spam",
          createdAt: minutesAgo(2),
        },
        {
          name: "Replied",
          email: "replied@example.com",
          message,
          status: "replied",
          createdAt: minutesAgo(3),
        },
      ])
      .returning();
    const emails = await t.db
      .insert(outbox)
      .values([
        {
          ...mail,
          to: "carim@example.com",
          subject: "Re: Levels",
          status: "failed",
          lastError: "550 no such user",
          updatedAt: minutesAgo(30),
        },
        {
          ...mail,
          to: "dana@example.com",
          subject: "Re: Hi",
          status: "failed",
          lastError: null,
          updatedAt: minutesAgo(5),
        },
        {
          ...mail,
          to: "sent@example.com",
          subject: "Re: Ok",
          status: "sent",
          updatedAt: minutesAgo(4),
        },
        {
          ...mail,
          to: "queued@example.com",
          subject: "Re: Wait",
          status: "queued",
          updatedAt: minutesAgo(6),
        },
      ])
      .returning();
    const id = (rows: Array<{ id: string }>, i: number) => rows[i]!.id;

    expect(await admin.admin.notifications()).toEqual({
      count: 4,
      items: [
        {
          type: "email",
          id: id(emails, 1),
          to: "dana@example.com",
          subject: "Re: Hi",
          lastError: null,
          updatedAt: minutesAgo(5).toISOString(),
        },
        {
          type: "contact",
          id: id(contacts, 1),
          name: "Basem",
          subject: "No Subject",
          createdAt: minutesAgo(10).toISOString(),
        },
        {
          type: "email",
          id: id(emails, 0),
          to: "carim@example.com",
          subject: "Re: Levels",
          lastError: "550 no such user",
          updatedAt: minutesAgo(30).toISOString(),
        },
        {
          type: "contact",
          id: id(contacts, 0),
          name: "Amira",
          subject: "Levels",
          createdAt: minutesAgo(50).toISOString(),
        },
      ],
    });
  });

  it("counts them all but lists only the newest ten", async () => {
    await t.db.insert(contactSubmissions).values(
      Array.from({ length: 12 }, (_, i) => ({
        name: `Sender ${String.fromCharCode(65 + i)}`,
        email: `sender${i}@example.com`,
        message,
        createdAt: minutesAgo(100 + i),
      })),
    );
    const bell = await admin.admin.notifications();
    expect(bell.count).toBe(16);
    expect(bell.items).toHaveLength(10);
    expect(
      bell.items
        .slice(4)
        .map((i) => (i.type === "contact" ? i.name : i.type === "email" ? i.to : i.email)),
    ).toEqual(["Sender A", "Sender B", "Sender C", "Sender D", "Sender E", "Sender F"]);
  });

  it("drops a message from the bell once it is read, and an email once it is retried", async () => {
    const before = await admin.admin.notifications();
    const contact = before.items.find((i) => i.type === "contact")!;
    const email = before.items.find((i) => i.type === "email")!;
    await admin.contact.update({ id: contact.id, status: "read" });
    await admin.outbox.retry({ id: email.id });
    const after = await admin.admin.notifications();
    expect(after.count).toBe(before.count - 2);
    expect(after.items.map((i) => i.id)).not.toContain(contact.id);
    expect(after.items.map((i) => i.id)).not.toContain(email.id);
  });

  it("needs the admin token", async () => {
    const error = await t.caller.admin.notifications().catch((e: unknown) => e);
    expect((error as TRPCError).code).toBe("UNAUTHORIZED");
  });

  it("still compares this week's sign-ups with the week before on the dashboard", async () => {
    await t.db
      .insert(waitlistEntries)
      .values([
        ...[1, 2, 3, 6].map((d, i) => ({ email: `week${i}@example.com`, createdAt: daysAgo(d) })),
        ...[8, 13].map((d, i) => ({ email: `before${i}@example.com`, createdAt: daysAgo(d) })),
        { email: "old@example.com", createdAt: daysAgo(40) },
      ]);
    const overview = await admin.admin.overview();
    expect(overview.waitlist.total).toBe(7);
    expect(overview.waitlist.byStatus).toEqual({ pending: 7, notified: 0, registered: 0 });
    expect(overview.waitlist.growth.last7Days).toEqual({
      days: 7,
      count: 4,
      previousCount: 2,
      changePercent: 100,
    });
    expect(overview.contacts.byStatus.spam).toBe(1);
  });
});
