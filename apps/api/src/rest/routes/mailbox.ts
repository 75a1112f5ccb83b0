import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

const DELIVERY =
  "`delivery` says whether the email was delivered within a few seconds (sent), is still " +
  "queued, or failed";

/** A Content-Disposition that keeps any file name (RFC 6266: an ASCII fallback and UTF-8). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** SPEC 2.12's mailbox (admin): docs/mailbox.md. */
export const mailboxRoutes = [
  route({
    method: "get",
    path: "/mailbox",
    tag: "Mailbox",
    summary:
      "One folder's messages (inbox: contact messages; sent: every email; drafts; archived), " +
      "newest first, with the search and the priority, read, attachments, label and star filters",
    access: "admin",
    query: s.mailListQuery,
    data: s.mailRowOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).mailbox.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/mailbox/counts",
    tag: "Mailbox",
    summary: "The badges: unread inbox messages, drafts, and the messages of each label",
    access: "admin",
    data: s.mailCountsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).mailbox.counts()),
  }),
  route({
    method: "get",
    path: "/mailbox/threads/:kind/:id",
    tag: "Mailbox",
    summary:
      "A thread: the contact message and every email answering it, oldest first (kind contact " +
      "or email). Opening an unread contact message marks it read",
    access: "admin",
    data: s.threadOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).mailbox.thread(unchecked(req.params))),
  }),
  route({
    method: "patch",
    path: "/mailbox/items/:kind/:id",
    tag: "Mailbox",
    summary:
      "Star, label, set the priority, mark read or unread, archive or unarchive a message " +
      "(kind contact, email or draft)",
    access: "admin",
    body: s.mailFlagsBody,
    data: s.mailRowOutput,
    errors: [400, 404, 409],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).mailbox.flags(withFields(req.body, req.params))),
  }),
  route({
    method: "post",
    path: "/mailbox/drafts",
    tag: "Mailbox",
    summary: "Save a new draft (a reply when `contactId` names a contact message)",
    access: "admin",
    body: s.draftCreateInput,
    data: s.draftOutput,
    status: 201,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).mailbox.createDraft(unchecked(req.body ?? {})),
        said("mailbox.draftSaved"),
      ),
  }),
  route({
    method: "get",
    path: "/mailbox/drafts/:id",
    tag: "Mailbox",
    summary: "One draft with its attachments",
    access: "admin",
    data: s.draftOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).mailbox.draft(req.params)),
  }),
  route({
    method: "patch",
    path: "/mailbox/drafts/:id",
    tag: "Mailbox",
    summary: "Change a draft's recipient, subject, text, priority or labels",
    access: "admin",
    body: s.draftUpdateBody,
    data: s.draftOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).mailbox.updateDraft(withFields(req.body, req.params)),
        said("mailbox.draftSaved"),
      ),
  }),
  route({
    method: "delete",
    path: "/mailbox/drafts/:id",
    tag: "Mailbox",
    summary: "Delete a draft and its attachments",
    access: "admin",
    data: s.deletedOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).mailbox.deleteDraft(req.params), said("mailbox.draftDeleted")),
  }),
  route({
    method: "post",
    path: "/mailbox/drafts/:id/send",
    tag: "Mailbox",
    summary:
      "Send a draft: queued in the outbox with its attachments, the draft deleted; a reply to a " +
      "contact message is that message's reply (it becomes replied). The attachments are " +
      "checked again (413 over 5 MB a file, 10 files or 10 MB). " +
      DELIVERY,
    access: "admin",
    body: s.draftSendBody,
    data: s.draftSendOutput.pick({ emailId: true }),
    extra: s.draftSendOutput.pick({ delivery: true }),
    errors: [400, 404, 409, 413],
    handler: async (caller, req, reply) => {
      const { emailId, ...answer } = await caller(req).mailbox.send(
        withFields(req.body, req.params),
      );
      return ok(reply, { emailId }, answer);
    },
  }),
  route({
    method: "post",
    path: "/mailbox/drafts/:id/attachments",
    tag: "Mailbox",
    summary:
      "Attach a file to a draft: its bytes as the body, its name in `name`. At most 5 MB a file, " +
      "10 files and 10 MB a message (413); PDF, PNG, JPEG, WebP, GIF, text, CSV, Word or Excel, " +
      "read from the bytes (415 otherwise)",
    access: "admin",
    query: s.attachmentUploadQuery,
    upload: { contentTypes: s.ATTACHMENT_CONTENT_TYPES, maxBytes: s.ATTACHMENT_MAX_BYTES },
    data: s.attachmentOutput,
    status: 201,
    errors: [400, 404, 413, 415],
    handler: async (caller, req, reply) => {
      const { name } = unchecked<{ name?: unknown }>(req.query ?? {});
      return ok(
        reply,
        await caller(req).mailbox.attach({
          id: req.params.id,
          name: unchecked(name),
          file: new Uint8Array(req.body as Buffer),
        }),
        said("mailbox.fileAttached"),
      );
    },
  }),
  route({
    method: "get",
    path: "/mailbox/attachments/:id",
    tag: "Mailbox",
    summary: "Download an attachment (the admin only; never served publicly)",
    access: "admin",
    raw: { contentType: "application/octet-stream", schema: z.string() },
    errors: [404],
    handler: async (caller, req, reply) => {
      const file = await caller(req).mailbox.attachment(req.params);
      return reply
        .type(file.mime)
        .header("content-disposition", attachmentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .send(Buffer.from(file.bytes));
    },
  }),
  route({
    method: "delete",
    path: "/mailbox/attachments/:id",
    tag: "Mailbox",
    summary: "Remove a draft's attachment (one of a sent email stays: 409)",
    access: "admin",
    data: s.deletedOutput,
    errors: [404, 409],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).mailbox.detach(req.params), said("mailbox.attachmentRemoved")),
  }),
];
