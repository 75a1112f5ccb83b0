import { contactSubmissions, mailAttachments, mailDrafts, outbox, users } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { startSmtp } from "../../test/smtp.js";
import { fieldErrors } from "../errors.js";
import { OutboxSender } from "../services/email/outbox/sender.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe.each(testDatabaseKinds)("mailbox drafts on %s", (kind) => {
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
  it("saves, edits and deletes drafts with their attachments", async () => {
    const draft = await admin.mailbox.createDraft({ to: "sara@example.com", subject: "Hi" });
    expect((await admin.mailbox.counts()).drafts).toBe(1);
    const updated = await admin.mailbox.updateDraft({ id: draft.id, body: "Welcome aboard." });
    expect(updated).toMatchObject({
      to: "sara@example.com",
      subject: "Hi",
      body: "Welcome aboard.",
    });
    const file = await admin.mailbox.attach({ id: draft.id, name: "plan.pdf", file: PDF });
    expect(file).toMatchObject({ name: "plan.pdf", mime: "application/pdf", size: PDF.length });
    const [stored] = await t.db.select().from(mailAttachments);
    const path = join(t.deps.uploadsDir, "mail", stored!.file);
    expect(existsSync(path)).toBe(true);

    const drafts = await admin.mailbox.list({ folder: "drafts" });
    expect(drafts.items[0]).toMatchObject({
      kind: "draft",
      email: "sara@example.com",
      hasAttachments: true,
    });
    expect((await admin.mailbox.draft({ id: draft.id })).attachments).toEqual([file]);

    await admin.mailbox.deleteDraft({ id: draft.id });
    expect(await t.db.select().from(mailAttachments)).toEqual([]);
    expect(existsSync(path)).toBe(false);
    expect((await failure(admin.mailbox.draft({ id: draft.id }))).code).toBe("NOT_FOUND");
  });

  it("refuses attachments that are too large, too many, empty or of another type", async () => {
    const { id } = await admin.mailbox.createDraft({});
    const tooBig = await failure(
      admin.mailbox.attach({
        id,
        name: "big.pdf",
        file: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
      }),
    );
    expect(tooBig).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "The file is larger than 5 MB",
      messageKey: "mailbox.fileTooLarge",
    });
    const script = await failure(
      admin.mailbox.attach({ id, name: "run.exe", file: Buffer.from("MZ\x90\x00binary") }),
    );
    expect(script).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      messageKey: "mailbox.fileUnsupported",
    });
    const fakeText = await failure(
      admin.mailbox.attach({ id, name: "notes.txt", file: Buffer.from([0x00, 0x01, 0x02]) }),
    );
    expect(fakeText).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      messageKey: "mailbox.fileUnsupported",
    });
    expect(
      await failure(admin.mailbox.attach({ id, name: "e.pdf", file: Buffer.alloc(0) })),
    ).toMatchObject({ code: "BAD_REQUEST", messageKey: "mailbox.fileEmpty" });
    const badName = await failure(admin.mailbox.attach({ id, name: "../x.pdf", file: PDF }));
    expect(fieldErrors(badName)).toEqual([
      {
        path: "name",
        message: "name must be a file name without folders or control characters",
        messageKey: "mailbox.fileNameInvalid",
      },
    ]);
    // 10 MB a message: two files of 4.5 MB fit, a third does not.
    const half = Buffer.concat([PDF, Buffer.alloc(4.5 * 1024 * 1024)]);
    await admin.mailbox.attach({ id, name: "a.pdf", file: half });
    await admin.mailbox.attach({ id, name: "b.pdf", file: half });
    const total = await failure(admin.mailbox.attach({ id, name: "c.pdf", file: half }));
    expect(total).toMatchObject({
      message: "The message's attachments would be larger than 10 MB together",
      messageKey: "mailbox.attachmentsTooLarge",
    });
    expect(
      await failure(admin.mailbox.attach({ id: UNKNOWN, name: "a.pdf", file: PDF })),
    ).toMatchObject({ code: "NOT_FOUND", messageKey: "mailbox.draftNotFound" });
  });

  it("keeps a message within 10 MB under 20 parallel uploads, refusing the rest as one upload alone is refused", async () => {
    const { id } = await admin.mailbox.createDraft({ to: "sara@example.com", body: "Files." });
    const mailDir = join(t.deps.uploadsDir, "mail");
    const filesBefore = new Set(existsSync(mailDir) ? await readdir(mailDir) : []);
    // 3 MB each: three fit in 10 MB (9 MB), a fourth would make 12.
    const file = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024 - PDF.length)]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => admin.mailbox.attach({ id, name: `${i}.pdf`, file })),
    );
    const stored = outcomes.filter((o) => o.status === "fulfilled");
    const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason] : []));
    expect(stored).toHaveLength(3);
    const alone = await failure(admin.mailbox.attach({ id, name: "late.pdf", file }));
    expect(alone).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      messageKey: "mailbox.attachmentsTooLarge",
    });
    expect(refused.map((e: TRPCError) => [e.code, e.message])).toEqual(
      Array.from({ length: 17 }, () => [alone.code, alone.message]),
    );
    const rows = await t.db.select().from(mailAttachments).where(eq(mailAttachments.draftId, id));
    expect(rows).toHaveLength(3);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBe(9 * 1024 * 1024);
    // No file of a refused upload is left on disk.
    const added = (await readdir(mailDir)).filter((f) => !filesBefore.has(f));
    expect(added.sort()).toEqual(rows.map((r) => r.file).sort());
  });

  it("refuses to send a draft over the attachment limits, and leaves it as it was", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    const MB = 1024 * 1024;
    // Drafts over the limits, as parallel uploads once left them (rows only: nothing is sent).
    const overLimit = async (sizes: number[], draft: { to?: string; contactId?: string }) => {
      const { id } = await admin.mailbox.createDraft({ ...draft, body: "Files." });
      await t.db.insert(mailAttachments).values(
        sizes.map((size, i) => ({
          draftId: id,
          name: `${i}.pdf`,
          mime: "application/pdf",
          size,
          file: `missing-${id}-${i}`,
        })),
      );
      return id;
    };
    const cases = [
      [
        await overLimit([4 * MB, 4 * MB, 4 * MB], { to: "sara@example.com" }),
        "mailbox.attachmentsTooLarge",
      ],
      [
        await overLimit(Array<number>(11).fill(1000), { to: "sara@example.com" }),
        "mailbox.tooManyAttachments",
      ],
      [await overLimit([6 * MB, 4 * MB], { contactId: omar.id }), "mailbox.fileTooLarge"],
      [
        await overLimit([4 * MB, 4 * MB, 4 * MB], { contactId: omar.id }),
        "mailbox.attachmentsTooLarge",
      ],
    ] as const;
    for (const [id, reason] of cases) {
      const error = await failure(admin.mailbox.send({ id }));
      expect(error, reason).toMatchObject({
        code: "PAYLOAD_TOO_LARGE",
        messageKey: reason,
      });
      expect((await admin.mailbox.draft({ id })).attachments).toHaveLength(
        reason === "mailbox.tooManyAttachments" ? 11 : reason === "mailbox.fileTooLarge" ? 2 : 3,
      );
    }
    expect(await t.db.select().from(outbox)).toEqual([]);
    expect((await admin.contact.get({ id: omar.id })).status).toBe("new");
  });

  it("sends a draft sent twice at once only once, and refuses an upload to it once sent", async () => {
    const { id } = await admin.mailbox.createDraft({ to: "sara@example.com", body: "Once." });
    await admin.mailbox.attach({ id, name: "plan.pdf", file: PDF });
    const [first, second] = await Promise.allSettled([
      admin.mailbox.send({ id }),
      admin.mailbox.send({ id }),
    ]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = [first, second].find((o) => o.status === "rejected");
    expect((rejected?.reason as TRPCError).code).toBe("NOT_FOUND");
    const emails = await t.db.select().from(outbox);
    expect(emails).toHaveLength(1);
    const files = await t.db.select().from(mailAttachments);
    expect(files.map((f) => [f.emailId, f.draftId])).toEqual([[emails[0]!.id, null]]);
    const late = await failure(admin.mailbox.attach({ id, name: "late.pdf", file: PDF }));
    expect(late.code).toBe("NOT_FOUND");
  });

  it("sends a draft to an address and to a user, in the user's language", async () => {
    await t.db.insert(users).values({
      name: "Layla",
      email: "layla@example.com",
      passwordHash: "x",
      language: "ar",
    });
    const toUser = await admin.mailbox.createDraft({
      to: "layla@example.com",
      subject: "Welcome",
      body: "Your course starts Monday.",
      labels: ["support"],
      priority: "high",
    });
    const sent = await admin.mailbox.send({ id: toUser.id, language: "en" });
    expect(sent).toMatchObject({
      delivery: "queued",
      message: "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "mailbox.messageNotDelivered",
    });
    const [email] = await t.db.select().from(outbox).where(eq(outbox.id, sent.emailId));
    expect(email).toMatchObject({
      kind: "admin-message",
      to: "layla@example.com",
      language: "ar",
      subject: "Welcome",
      priority: "high",
      labels: ["support"],
    });
    expect(email!.text).toContain("مرحبًا Layla");
    expect(await t.db.select().from(mailDrafts)).toEqual([]);
    const [row] = (await admin.mailbox.list({ folder: "sent" })).items;
    expect(row).toMatchObject({ name: "Layla", subject: "Welcome", labels: ["support"] });
  });

  it("sends a reply draft as the contact reply: replied, linked, in the thread", async () => {
    const omar = await contactMessage("Omar", "omar@example.com", "Pricing");
    const draft = await admin.mailbox.createDraft({
      contactId: omar.id,
      body: "See the plans page.",
    });
    expect(draft).toMatchObject({ to: "omar@example.com", subject: "Re: Pricing" });
    const { emailId, ...answer } = await admin.mailbox.send({ id: draft.id });
    expect(answer).toMatchObject({
      message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "contact.replyNotDelivered",
    });
    const contact = await admin.contact.get({ id: omar.id });
    expect(contact).toMatchObject({ status: "replied", reply: "See the plans page." });
    const [email] = await t.db.select().from(outbox).where(eq(outbox.id, emailId));
    expect(email).toMatchObject({ kind: "contact-reply", contactId: omar.id });
    const [row] = await t.db.select().from(contactSubmissions);
    expect(row!.replyEmailId).toBe(emailId);
  });

  it("delivers a sent draft with its attachment to the SMTP server, and keeps it downloadable", async () => {
    const smtp = await startSmtp();
    const sender = new OutboxSender(t.db, {
      smtpUrl: smtp.url,
      from: "Bayan <hello@bayan.test>",
      uploadsDir: t.deps.uploadsDir,
    });
    try {
      const draft = await admin.mailbox.createDraft({
        to: "sara@example.com",
        subject: "Your plan",
        body: "Attached.",
      });
      const file = await admin.mailbox.attach({ id: draft.id, name: "pixel.png", file: PNG });
      const { emailId } = await admin.mailbox.send({ id: draft.id });
      const [outcome] = await sender.deliverNow([emailId]);
      expect(outcome!.status).toBe("sent");
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/filename="?pixel\.png"?/);
      expect(raw).toMatch(/Content-Type: image\/png/i);
      expect(raw.replace(/\r?\n/g, "")).toContain(PNG.toString("base64").slice(0, 40));

      const thread = await admin.mailbox.thread({ kind: "email", id: emailId });
      expect(thread.messages[0]!.attachments).toEqual([file]);
      const download = await admin.mailbox.attachment({ id: file.id });
      expect(Buffer.from(download.bytes).equals(PNG)).toBe(true);
      expect(await failure(admin.mailbox.detach({ id: file.id }))).toMatchObject({
        code: "CONFLICT",
        message: "This attachment belongs to a sent email and cannot be removed",
        messageKey: "mailbox.attachmentSent",
      });
      const [row] = (await admin.mailbox.list({ folder: "sent", attachments: "yes" })).items;
      expect(row).toMatchObject({ id: emailId, hasAttachments: true });
      expect((await admin.mailbox.list({ folder: "sent", attachments: "no" })).items).toEqual([]);
    } finally {
      await sender.stop();
      await smtp.close();
    }
  });
});
