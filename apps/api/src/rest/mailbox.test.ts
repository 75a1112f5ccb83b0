import { mailAttachments, mailDrafts, outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { draftOutput, mailRowOutput, threadOutput } from "@bayan/trpc/schemas";
import { eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { attachmentDisposition } from "./routes/mailbox.js";

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

describe("an attachment's Content-Disposition", () => {
  it("keeps an Arabic name in UTF-8 beside an ASCII fallback", () => {
    expect(attachmentDisposition('خطة "2026".pdf')).toBe(
      `attachment; filename="___ _2026_.pdf"; filename*=UTF-8''${encodeURIComponent('خطة "2026".pdf')}`,
    );
  });
});

describe.each(testDatabaseKinds)("REST mailbox on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    admin = true,
  ) => t.app.inject({ method, url, headers: admin ? auth : {}, ...(payload ? { payload } : {}) });
  const upload = (id: string, name: string, body: Buffer, type = "application/octet-stream") =>
    t.app.inject({
      method: "POST",
      url: `/api/mailbox/drafts/${id}/attachments?name=${encodeURIComponent(name)}`,
      headers: { ...auth, "content-type": type },
      payload: body,
    });

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it("lists a visitor's message in the inbox, opens its thread, replies and finds the reply in Sent", async () => {
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Omar",
        email: "omar@example.com",
        subject: "Pricing",
        message: "How much is the annual plan?",
      },
    });
    expect(sent.statusCode).toBeLessThan(300);
    const inbox = await api("GET", "/api/mailbox?folder=inbox&status=unread");
    expect(inbox.statusCode).toBe(200);
    const [row] = inbox.json().data.map((r: unknown) => mailRowOutput.parse(r));
    expect(row).toMatchObject({ kind: "contact", name: "Omar", read: false });
    expect((await api("GET", "/api/mailbox/counts")).json().data).toMatchObject({ unread: 1 });

    const thread = await api("GET", `/api/mailbox/threads/contact/${row!.id}`);
    expect(threadOutput.parse(thread.json().data).messages).toHaveLength(1);
    expect((await api("GET", "/api/mailbox/counts")).json().data).toMatchObject({ unread: 0 });

    const draft = await api("POST", "/api/mailbox/drafts", {
      contactId: row!.id,
      body: "It is 499 USD a year.",
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json()).toMatchObject({
      message: "Draft saved",
      messageKey: "mailbox.draftSaved",
    });
    const { id } = draftOutput.parse(draft.json().data);
    const answer = await api("POST", `/api/mailbox/drafts/${id}/send`, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      delivery: "queued",
      message: "Reply saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "contact.replyNotDelivered",
    });

    const replied = await api("GET", `/api/contact/${row!.id}`);
    expect(replied.json().data).toMatchObject({
      status: "replied",
      reply: "It is 499 USD a year.",
    });
    const sentFolder = await api("GET", "/api/mailbox?folder=sent&search=pricing");
    expect(sentFolder.json().data[0]).toMatchObject({ kind: "email", subject: "Re: Pricing" });

    const starred = await api("PATCH", `/api/mailbox/items/contact/${row!.id}`, {
      starred: true,
      labels: ["support"],
    });
    expect(starred.json().data).toMatchObject({ starred: true, labels: ["support"] });
    const filtered = await api("GET", "/api/mailbox?folder=inbox&starred=true&label=support");
    expect(filtered.json().data).toHaveLength(1);
  });

  it("attaches, downloads and removes a file, with 413 and 415", async () => {
    const draft = await api("POST", "/api/mailbox/drafts", { to: "sara@example.com" });
    const { id } = draft.json().data as { id: string };
    const attached = await upload(id, "خطة.pdf", PDF, "application/pdf");
    expect(attached.statusCode).toBe(201);
    expect(attached.json()).toMatchObject({
      message: "File attached",
      messageKey: "mailbox.fileAttached",
    });
    const file = attached.json().data as { id: string; size: number; mime: string };
    expect(file).toMatchObject({ size: PDF.length, mime: "application/pdf" });

    const download = await api("GET", `/api/mailbox/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^application\/pdf/);
    expect(download.headers["cache-control"]).toBe("no-store");
    expect(download.headers["content-disposition"]).toContain(encodeURIComponent("خطة.pdf"));
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/mailbox/attachments/${file.id}` }))
        .statusCode,
    ).toBe(401);

    const exe = await upload(id, "run.exe", Buffer.from("MZ\x90\x00"));
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message:
        "The file is not a PDF, an image (PNG, JPEG, WebP, GIF), text, CSV, Word or Excel document",
      messageKey: "mailbox.fileUnsupported",
    });
    const html = await upload(id, "page.html", Buffer.from("<html>"), "text/html");
    expect(html.statusCode).toBe(415);
    const huge = await upload(id, "big.pdf", Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    const noName = await t.app.inject({
      method: "POST",
      url: `/api/mailbox/drafts/${id}/attachments`,
      headers: { ...auth, "content-type": "application/pdf" },
      payload: PDF,
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual([
      { path: "name", message: "name is required", messageKey: "mailbox.fileNameRequired" },
    ]);

    const removed = await api("DELETE", `/api/mailbox/attachments/${file.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      message: "Attachment removed",
      messageKey: "mailbox.attachmentRemoved",
    });
    const gone = await api("GET", `/api/mailbox/attachments/${file.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({
      code: "NOT_FOUND",
      message: "Attachment not found",
      messageKey: "mailbox.attachmentNotFound",
    });
    const deleted = await api("DELETE", `/api/mailbox/drafts/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: "Draft deleted",
      messageKey: "mailbox.draftDeleted",
    });
  });

  it("stores at most 10 files and 10 MB of 20 parallel 1 MB uploads to one draft, and answers the rest 413 as it answers one upload too many", async () => {
    const draft = await api("POST", "/api/mailbox/drafts", {
      to: "sara@example.com",
      body: "Files.",
    });
    const { id } = draft.json().data as { id: string };
    const mailDir = join(t.deps.uploadsDir, "mail");
    const filesBefore = new Set(existsSync(mailDir) ? await readdir(mailDir) : []);
    const mb = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(id, `part ${i}.pdf`, mb, "application/pdf")),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    const alone = await upload(id, "late.pdf", mb, "application/pdf");
    expect(alone.statusCode).toBe(413);
    expect(alone.json()).toMatchObject({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: "A message takes at most 10 attachments",
      messageKey: "mailbox.tooManyAttachments",
    });
    expect(refused.map((a) => [a.statusCode, a.json()])).toEqual(
      Array.from({ length: 10 }, () => [413, alone.json()]),
    );

    const rows = await t.db.select().from(mailAttachments).where(eq(mailAttachments.draftId, id));
    expect(rows).toHaveLength(10);
    expect(rows.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(10 * 1024 * 1024);
    // The refused uploads left no file behind.
    const added = (await readdir(mailDir)).filter((f) => !filesBefore.has(f));
    expect(added.sort()).toEqual(rows.map((r) => r.file).sort());

    const sent = await api("POST", `/api/mailbox/drafts/${id}/send`, {});
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      delivery: "queued",
      message: "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "mailbox.messageNotDelivered",
    });
    const thread = await api("GET", `/api/mailbox/threads/email/${sent.json().data.emailId}`);
    expect(threadOutput.parse(thread.json().data).messages[0]!.attachments).toHaveLength(10);
  });

  it("refuses to send a draft whose attachments are over 10 MB (413), and keeps it", async () => {
    const draft = await api("POST", "/api/mailbox/drafts", {
      to: "sara@example.com",
      body: "Files.",
    });
    const { id } = draft.json().data as { id: string };
    // As parallel uploads once left a draft: 12 MB in three rows (nothing is delivered).
    await t.db.insert(mailAttachments).values(
      [0, 1, 2].map((i) => ({
        draftId: id,
        name: `${i}.pdf`,
        mime: "application/pdf",
        size: 4 * 1024 * 1024,
        file: `missing-${id}-${i}`,
      })),
    );
    const emailsBefore = await t.db.$count(outbox);
    const sent = await api("POST", `/api/mailbox/drafts/${id}/send`, {});
    expect(sent.statusCode).toBe(413);
    expect(sent.json()).toMatchObject({
      success: false,
      code: "PAYLOAD_TOO_LARGE",
      message: "The message's attachments would be larger than 10 MB together",
      messageKey: "mailbox.attachmentsTooLarge",
    });
    expect(await t.db.$count(outbox)).toBe(emailsBefore);
    expect(await t.db.$count(mailDrafts, eq(mailDrafts.id, id))).toBe(1);
    expect((await api("GET", `/api/mailbox/drafts/${id}`)).json().data.attachments).toHaveLength(3);
  });

  it("answers 400 naming the field, 401 without a token and 404 for unknown ids", async () => {
    const bad = await api("GET", "/api/mailbox?folder=spam");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe("folder");
    const badKind = await api("GET", `/api/mailbox/threads/letter/${UNKNOWN}`);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().errors[0].path).toBe("kind");
    const blank = await api("POST", "/api/mailbox/drafts", { to: "" });
    const send = await api("POST", `/api/mailbox/drafts/${blank.json().data.id}/send`, {});
    expect(send.statusCode).toBe(400);
    expect(send.json()).toMatchObject({
      message: "to: Recipient is required",
      messageKey: "mailbox.toRequired",
      errors: [{ path: "to", message: "Recipient is required", messageKey: "mailbox.toRequired" }],
    });

    expect((await api("GET", "/api/mailbox", undefined, false)).statusCode).toBe(401);
    expect((await api("GET", "/api/mailbox/counts", undefined, false)).statusCode).toBe(401);
    expect((await api("POST", "/api/mailbox/drafts", {}, false)).statusCode).toBe(401);

    for (const [method, url, key] of [
      ["GET", `/api/mailbox/threads/contact/${UNKNOWN}`, "mailbox.contactNotFound"],
      ["PATCH", `/api/mailbox/items/email/${UNKNOWN}`, "mailbox.emailNotFound"],
      ["GET", `/api/mailbox/drafts/${UNKNOWN}`, "mailbox.draftNotFound"],
      ["PATCH", `/api/mailbox/drafts/${UNKNOWN}`, "mailbox.draftNotFound"],
      ["DELETE", `/api/mailbox/drafts/${UNKNOWN}`, "mailbox.draftNotFound"],
      ["POST", `/api/mailbox/drafts/${UNKNOWN}/send`, "mailbox.draftNotFound"],
      ["GET", `/api/mailbox/attachments/${UNKNOWN}`, "mailbox.attachmentNotFound"],
      ["DELETE", `/api/mailbox/attachments/${UNKNOWN}`, "mailbox.attachmentNotFound"],
    ] as const) {
      const answer = await api(
        method,
        url,
        method === "GET" || method === "DELETE" ? undefined : { starred: true },
      );
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
      expect(answer.json(), `${method} ${url}`).toMatchObject({
        code: "NOT_FOUND",
        messageKey: key,
      });
    }
  });
});
