import {
  auditLog,
  contactSubmissions,
  invitations,
  mailAttachments,
  mailDrafts,
  outbox,
  users,
  waitlistEntries,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { canonicalJson } from "../services/audit.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
const ACTOR = "Sara Owner (owner)";

/**
 * The audit log of the people screens (docs/audit.md): users, contact messages, the mailbox and
 * the outbox. Each change is one row by its author, on its target, with what changed and the
 * person's data masked; a refused change leaves none.
 */
describe.each(testDatabaseKinds)("the audit log of users, contact and email on %s", (kind) => {
  const clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;

  /** The rows of one action, newest first. */
  const rows = async (action: string) => (await admin.audit.list({ action })).items;
  /** The newest row of one action, which says at least what `expected` says. */
  async function newest(action: string, expected: Record<string, unknown>) {
    const [row] = await rows(action);
    expect(row).toMatchObject(expected);
    return row!;
  }
  /** Every row's content as one text, to show what never reaches the log. */
  const everything = async () => canonicalJson(await t.db.select().from(auditLog));
  const total = async () => (await admin.audit.list({})).pagination.total;

  async function seedUser(name: string, email: string) {
    const [row] = await t.db
      .insert(users)
      .values({ name, email, role: "student", status: "active", passwordHash: "x" })
      .returning();
    return row!;
  }

  async function contactMessage(name: string, email: string) {
    const [row] = await t.db
      .insert(contactSubmissions)
      .values({ name, email, subject: "Pricing", message: "How much is a year of courses?" })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
    await admin.settings.updateProfile({ name: "Sara Owner", email: "sara@team.test" });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailAttachments);
    await t.db.delete(mailDrafts);
    await t.db.delete(contactSubmissions);
    await t.db.delete(invitations);
    await t.db.delete(users);
    await t.db.delete(waitlistEntries);
    await t.db.delete(outbox);
  });

  it("records a user's invitation, edits, message and deletion, masked; a refused one leaves none", async () => {
    const { invitation } = await admin.users.invite({
      email: "omar@example.com",
      name: "Omar Said",
      role: "teacher",
      language: "ar",
    });
    await newest("users.invite", {
      actorLabel: ACTOR,
      targetType: "invitation",
      targetId: invitation.id,
      targetLabel: "o***@example.com",
      changes: {
        email: { before: null, after: "o***@example.com" },
        name: { before: null, after: "(9 characters)" },
        role: { before: null, after: "teacher" },
        language: { before: null, after: "ar" },
      },
    });

    const huda = await seedUser("Huda Ali", "huda@example.com");
    await admin.users.update({
      id: huda.id,
      name: "Huda A. Ali",
      email: "h.ali@example.org",
      role: "teacher",
      notes: "Write to her at huda.work@example.net",
    });
    const updated = await newest("users.update", {
      actorLabel: ACTOR,
      targetType: "user",
      targetId: huda.id,
      targetLabel: "h***@example.com",
      changes: {
        name: { before: "(8 characters)", after: "(11 characters)" },
        email: { before: "h***@example.com", after: "h***@example.org" },
        role: { before: "student", after: "teacher" },
        notes: { before: null, after: "(37 characters)" },
      },
    });
    expect(Object.keys(updated.changes!)).not.toContain("status");
    // Setting what is already there records nothing, and is no fault.
    const before = await total();
    await admin.users.update({ id: huda.id, role: "teacher" });
    expect(await total()).toBe(before);

    await admin.users.message({
      id: huda.id,
      subject: "Your course",
      message: "Your certificate is ready.",
    });
    await newest("users.message", {
      actorLabel: ACTOR,
      targetType: "user",
      targetId: huda.id,
      targetLabel: "h***@example.org",
      changes: { subject: { before: null, after: "(11 characters)" } },
    });

    await admin.users.delete({ id: huda.id });
    await newest("users.delete", {
      targetType: "user",
      targetId: huda.id,
      targetLabel: "h***@example.org",
      changes: {
        name: { before: "(11 characters)", after: null },
        email: { before: "h***@example.org", after: null },
        role: { before: "teacher", after: null },
        status: { before: "active", after: null },
      },
    });

    // Refused: an unknown user, a taken address, an account already there.
    const zaid = await seedUser("Zaid", "zaid@example.com");
    await seedUser("Lina", "lina@example.com");
    const count = await total();
    await failure(admin.users.delete({ id: huda.id }));
    await failure(admin.users.update({ id: UNKNOWN, name: "Nobody Here" }));
    await failure(admin.users.update({ id: zaid.id, email: "lina@example.com" }));
    await failure(admin.users.invite({ email: "zaid@example.com", role: "student" }));
    await failure(admin.users.message({ id: UNKNOWN, message: "Hello" }));
    expect(await total()).toBe(count);

    const log = await everything();
    for (const secret of ["Huda", "huda@", "huda.work", "Your certificate", "Your course"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("records a contact message's status, priority, reply and deletion; a refused one leaves none", async () => {
    const omar = await contactMessage("Omar", "omar@example.com");
    await admin.contact.update({ id: omar.id, status: "read" });
    await admin.contact.setPriority({ id: omar.id, priority: "high" });
    // The priority it already has: nothing recorded, and no fault.
    const before = await total();
    await admin.contact.setPriority({ id: omar.id, priority: "high" });
    expect(await total()).toBe(before);
    await admin.contact.reply({ id: omar.id, reply: "It is 49 USD a year." });
    await admin.contact.delete({ id: omar.id });

    const { items } = await admin.audit.list({ targetId: omar.id });
    expect(items.map((i) => i.action)).toEqual([
      "contact.delete",
      "contact.reply",
      "contact.priority",
      "contact.update",
    ]);
    expect(items.every((i) => i.actorLabel === ACTOR)).toBe(true);
    expect(items.every((i) => i.targetType === "contact-message")).toBe(true);
    expect(items.every((i) => i.targetLabel === "o***@example.com")).toBe(true);
    expect(items.map((i) => i.changes)).toEqual([
      {
        status: { before: "replied", after: null },
        priority: { before: "high", after: null },
      },
      {
        status: { before: "read", after: "replied" },
        reply: { before: null, after: "(20 characters)" },
      },
      { priority: { before: "medium", after: "high" } },
      { status: { before: "new", after: "read" } },
    ]);

    // Refused: spam gets no reply; an unknown message is not found.
    const spam = await contactMessage("Bot", "bot@example.com");
    await t.db
      .update(contactSubmissions)
      .set({ status: "spam" })
      .where(eq(contactSubmissions.id, spam.id));
    const count = await total();
    await failure(admin.contact.reply({ id: spam.id, reply: "No." }));
    await failure(admin.contact.delete({ id: UNKNOWN }));
    await failure(admin.contact.update({ id: UNKNOWN, status: "archived" }));
    expect(await total()).toBe(count);
    expect(await everything()).not.toContain("49 USD");
  });

  it("records an email sent from the mailbox, its recipient masked; a reply is the contact reply too", async () => {
    const draft = await admin.mailbox.createDraft({
      to: "sara@example.com",
      subject: "Your files",
      body: "Here they are.",
    });
    await admin.mailbox.attach({ id: draft.id, name: "plan.pdf", file: PDF });
    const sent = await admin.mailbox.send({ id: draft.id, language: "en" });
    await newest("mailbox.send", {
      actorLabel: ACTOR,
      targetType: "email",
      targetId: sent.emailId,
      targetLabel: "s***@example.com",
      changes: {
        to: { before: null, after: "s***@example.com" },
        attachments: { before: null, after: 1 },
      },
    });

    const omar = await contactMessage("Omar", "omar@example.com");
    const reply = await admin.mailbox.createDraft({ contactId: omar.id, body: "Thanks, Omar." });
    const answered = await admin.mailbox.send({ id: reply.id, language: "en" });
    await newest("mailbox.send", {
      targetId: answered.emailId,
      targetLabel: "o***@example.com",
      changes: { attachments: { before: null, after: 0 } },
    });
    await newest("contact.reply", {
      targetId: omar.id,
      changes: { reply: { before: null, after: "(13 characters)" } },
    });

    // Refused: a draft without a recipient is never sent.
    const empty = await admin.mailbox.createDraft({ body: "To nobody." });
    const count = await total();
    await failure(admin.mailbox.send({ id: empty.id, language: "en" }));
    await failure(admin.mailbox.send({ id: UNKNOWN, language: "en" }));
    expect(await total()).toBe(count);
    const log = await everything();
    for (const secret of ["Here they are", "Thanks, Omar", "plan.pdf", "sara@example"]) {
      expect(log).not.toContain(secret);
    }
  });

  it("records a fresh link copied and an email retried, never the link; a refused one leaves none", async () => {
    await admin.users.invite({ email: "nour@example.com", role: "student", language: "en" });
    const [email] = await t.db.select().from(outbox);
    const fresh = await admin.outbox.freshLink({ id: email!.id });
    await newest("outbox.freshLink", {
      actorLabel: ACTOR,
      targetType: "email",
      targetId: email!.id,
      targetLabel: "n***@example.com",
      changes: null,
    });
    const token = new URL(fresh.links[0]!.url).searchParams.get("token")!;
    expect(await everything()).not.toContain(token);

    await t.db
      .update(outbox)
      .set({ status: "failed", attempts: 8, lastError: "550 no such user nour@example.com" })
      .where(eq(outbox.id, email!.id));
    await admin.outbox.retry({ id: email!.id });
    await newest("outbox.retry", {
      actorLabel: ACTOR,
      targetType: "email",
      targetId: email!.id,
      targetLabel: "n***@example.com",
      changes: {
        status: { before: "failed", after: "queued" },
        attempts: { before: 8, after: 0 },
      },
    });

    // Refused: a sent email is not retried; an email without links has no fresh one.
    await t.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, email!.id));
    const [plain] = await t.db
      .insert(outbox)
      .values({
        kind: "admin-message",
        to: "x@example.com",
        subject: "Hi",
        text: "Hi",
        html: "<p>Hi</p>",
        language: "en",
      })
      .returning();
    const count = await total();
    await failure(admin.outbox.retry({ id: email!.id }));
    await failure(admin.outbox.retry({ id: UNKNOWN }));
    await failure(admin.outbox.freshLink({ id: plain!.id }));
    expect(await total()).toBe(count);
    expect(await everything()).not.toContain("nour@");
  });
});
