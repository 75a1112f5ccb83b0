import { contactSubmissions, mailAttachments, mailDrafts, outbox, users } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe.each(testDatabaseKinds)("the mailbox on %s", (kind) => {
  const clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;

  /** A visitor's contact message, stored as the contact form stores it (status new). */
  async function contactMessage(name: string, email: string, subject: string) {
    const [row] = await t.db
      .insert(contactSubmissions)
      .values({ name, email, subject, message: `A question from ${name} about the courses.` })
      .returning();
    return row!;
  }

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(mailAttachments);
    await t.db.delete(mailDrafts);
    await t.db.delete(outbox);
    await t.db.delete(contactSubmissions);
    await t.db.delete(users);
  });
  it("lists contact messages in the inbox, unread until the thread is opened", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    const huda = await contactMessage("Huda", "huda@example.com", "Refund");
    await t.db
      .update(contactSubmissions)
      .set({ status: "spam" })
      .where(eq(contactSubmissions.email, "huda@example.com"));

    const inbox = await admin.mailbox.list({ folder: "inbox" });
    expect(inbox.items).toHaveLength(1);
    expect(inbox.items[0]).toMatchObject({
      kind: "contact",
      id: omar.id,
      name: "Omar",
      email: "omar@example.com",
      subject: "Pricing",
      read: false,
      hasAttachments: false,
    });
    expect((await admin.mailbox.counts()).unread).toBe(1);

    const thread = await admin.mailbox.thread({ kind: "contact", id: omar.id });
    expect(thread.messages.map((m) => m.kind)).toEqual(["contact"]);
    expect(thread.canReply).toBe(true);
    // The contact screen sees the same row read.
    expect((await admin.contact.get({ id: omar.id })).status).toBe("read");
    expect((await admin.mailbox.counts()).unread).toBe(0);
    // Spam stays out of the inbox: it is not archived or marked read from here.
    expect(
      await failure(admin.mailbox.flags({ kind: "contact", id: huda.id, archived: true })),
    ).toMatchObject({
      code: "CONFLICT",
      message: "This message is marked as spam; mark it otherwise first",
      messageKey: "mailbox.spam",
    });
  });

  it("threads a reply sent from the Contact submissions screen with its message, and lists it in Sent", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    await admin.contact.reply({ id: omar.id, reply: "It is 49 USD a month." });
    const [email] = await t.db.select().from(outbox);
    expect(email!.contactId).toBe(omar.id);

    const thread = await admin.mailbox.thread({ kind: "contact", id: omar.id });
    expect(thread.messages.map((m) => [m.kind, m.subject])).toEqual([
      ["contact", "Pricing"],
      ["email", "Re: Pricing"],
    ]);
    expect(thread.messages[1]!.content).toContain("It is 49 USD a month.");
    const fromSent = await admin.mailbox.thread({ kind: "email", id: email!.id });
    expect(fromSent.messages).toHaveLength(2);
    expect(fromSent.contactId).toBe(omar.id);

    const sent = await admin.mailbox.list({ folder: "sent" });
    expect(sent.items[0]).toMatchObject({
      kind: "email",
      name: "Omar",
      email: "omar@example.com",
      subject: "Re: Pricing",
    });
    expect(sent.items[0]!.excerpt).toMatch(/^It is 49 USD a month\./);
  });

  it("applies the search and the filters, and keeps star, labels and priority", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    const huda = await contactMessage("Huda", "huda@example.com", "Refund please");
    const row = await admin.mailbox.flags({
      kind: "contact",
      id: huda.id,
      starred: true,
      labels: ["billing", "urgent", "billing"],
      priority: "high",
    });
    expect(row).toMatchObject({ starred: true, labels: ["billing", "urgent"], priority: "high" });
    await admin.mailbox.thread({ kind: "contact", id: omar.id });

    const ids = async (query: Parameters<Admin["mailbox"]["list"]>[0]) =>
      (await admin.mailbox.list(query)).items.map((r) => r.id);
    expect(await ids({ folder: "inbox", search: "refund" })).toEqual([huda.id]);
    expect(await ids({ folder: "inbox", priority: "high" })).toEqual([huda.id]);
    expect(await ids({ folder: "inbox", status: "read" })).toEqual([omar.id]);
    expect(await ids({ folder: "inbox", status: "unread" })).toEqual([huda.id]);
    expect(await ids({ folder: "inbox", label: "billing" })).toEqual([huda.id]);
    expect(await ids({ folder: "inbox", starred: true })).toEqual([huda.id]);
    expect(await ids({ folder: "inbox", attachments: "yes" })).toEqual([]);
    expect((await admin.mailbox.counts()).labels).toEqual({
      urgent: 1,
      support: 0,
      feedback: 0,
      billing: 1,
    });
  });

  it("archives and unarchives: a contact message returns to replied or read, an email to Sent", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    await admin.contact.reply({ id: omar.id, reply: "Thanks, Omar." });
    const [email] = await t.db.select().from(outbox);
    await admin.mailbox.flags({ kind: "contact", id: omar.id, archived: true });
    await admin.mailbox.flags({ kind: "email", id: email!.id, archived: true });
    expect((await admin.mailbox.list({ folder: "inbox" })).items).toEqual([]);
    expect((await admin.mailbox.list({ folder: "sent" })).items).toEqual([]);
    const archived = await admin.mailbox.list({ folder: "archived" });
    expect(archived.items.map((r) => r.kind).sort()).toEqual(["contact", "email"]);
    expect(archived.pagination.total).toBe(2);

    await admin.mailbox.flags({ kind: "contact", id: omar.id, archived: false });
    expect((await admin.contact.get({ id: omar.id })).status).toBe("replied");
    await admin.mailbox.flags({ kind: "contact", id: omar.id, read: false });
    expect((await admin.contact.get({ id: omar.id })).status).toBe("new");
    await admin.mailbox.flags({ kind: "email", id: email!.id, archived: false });
    expect((await admin.mailbox.list({ folder: "sent" })).items).toHaveLength(1);
  });

  it("answers 400 naming the field", async () => {
    const blank = await admin.mailbox.createDraft({ to: "", body: "Hello" });
    expect(fieldErrors(await failure(admin.mailbox.send({ id: blank.id })))).toEqual([
      { path: "to", message: "Recipient is required", messageKey: "mailbox.toRequired" },
    ]);
    const wrong = await admin.mailbox.createDraft({ to: "not-an-address", body: "Hello" });
    expect(fieldErrors(await failure(admin.mailbox.send({ id: wrong.id })))).toEqual([
      {
        path: "to",
        message: "Recipient must be an email address",
        messageKey: "mailbox.toInvalid",
      },
    ]);
    const empty = await admin.mailbox.createDraft({ to: "a@example.com", body: "   " });
    expect(fieldErrors(await failure(admin.mailbox.send({ id: empty.id })))).toEqual([
      { path: "body", message: "Message is required", messageKey: "mailbox.bodyRequired" },
    ]);
    const folder = await failure(admin.mailbox.list({ folder: "spam" as "inbox" }));
    expect(fieldErrors(folder)?.[0]?.path).toBe("folder");
    const label = await failure(
      admin.mailbox.flags({ kind: "contact", id: UNKNOWN, labels: ["vip" as "urgent"] }),
    );
    expect(fieldErrors(label)?.[0]?.path).toMatch(/^labels/);
    const nothing = await failure(admin.mailbox.flags({ kind: "email", id: UNKNOWN }));
    expect(nothing.code).toBe("BAD_REQUEST");
    expect(fieldErrors(nothing)).toEqual([
      {
        path: "",
        message: "Nothing to change: give starred, labels, priority, read or archived",
        messageKey: "mailbox.nothingToChange",
      },
    ]);
    const long = await failure(admin.mailbox.createDraft({ subject: "s".repeat(201) }));
    expect(fieldErrors(long)).toEqual([
      {
        path: "subject",
        message: "Subject must be at most 200 characters",
        messageKey: "mailbox.subjectTooLong",
      },
    ]);
    const unread = await failure(admin.mailbox.flags({ kind: "email", id: UNKNOWN, read: false }));
    expect(fieldErrors(unread)).toEqual([
      { path: "read", message: "Sent emails are always read", messageKey: "mailbox.emailsAreRead" },
    ]);
    const archive = await failure(
      admin.mailbox.flags({ kind: "draft", id: UNKNOWN, archived: true }),
    );
    expect(fieldErrors(archive)).toEqual([
      {
        path: "archived",
        message: "A draft cannot be archived; delete it instead",
        messageKey: "mailbox.draftsNotArchived",
      },
    ]);
  });

  it("answers 404 for unknown ids", async () => {
    const answers = await Promise.all(
      (
        [
          [admin.mailbox.thread({ kind: "contact", id: UNKNOWN }), "mailbox.contactNotFound"],
          [admin.mailbox.thread({ kind: "email", id: "nope" }), "mailbox.emailNotFound"],
          [
            admin.mailbox.flags({ kind: "email", id: UNKNOWN, starred: true }),
            "mailbox.emailNotFound",
          ],
          [
            admin.mailbox.flags({ kind: "draft", id: UNKNOWN, starred: true }),
            "mailbox.draftNotFound",
          ],
          [admin.mailbox.draft({ id: UNKNOWN }), "mailbox.draftNotFound"],
          [admin.mailbox.updateDraft({ id: UNKNOWN, body: "x" }), "mailbox.draftNotFound"],
          [admin.mailbox.deleteDraft({ id: UNKNOWN }), "mailbox.draftNotFound"],
          [admin.mailbox.send({ id: UNKNOWN }), "mailbox.draftNotFound"],
          [admin.mailbox.attachment({ id: UNKNOWN }), "mailbox.attachmentNotFound"],
          [admin.mailbox.detach({ id: UNKNOWN }), "mailbox.attachmentNotFound"],
          [admin.mailbox.createDraft({ contactId: UNKNOWN }), "mailbox.contactNotFound"],
        ] as const
      ).map(async ([call, key]) => [await failure(call), key] as const),
    );
    for (const [error, key] of answers) {
      expect(error, key).toMatchObject({ code: "NOT_FOUND", messageKey: key });
    }
  });

  it("answers 401 without a token", async () => {
    const calls = [
      () => t.caller.mailbox.list({}),
      () => t.caller.mailbox.counts(),
      () => t.caller.mailbox.thread({ kind: "contact", id: UNKNOWN }),
      () => t.caller.mailbox.flags({ kind: "contact", id: UNKNOWN, starred: true }),
      () => t.caller.mailbox.createDraft({}),
      () => t.caller.mailbox.send({ id: UNKNOWN }),
      () => t.caller.mailbox.attach({ id: UNKNOWN, name: "a.pdf", file: PDF }),
      () => t.caller.mailbox.attachment({ id: UNKNOWN }),
    ];
    for (const call of calls) expect((await failure(call())).code).toBe("UNAUTHORIZED");
  });
});
