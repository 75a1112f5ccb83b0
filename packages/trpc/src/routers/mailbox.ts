import type { Context } from "../context.js";
import { idInput } from "../schemas/common.js";
import {
  attachmentNameSchema,
  draftCreateInput,
  draftSendInput,
  draftUpdateInput,
  mailFlagsInput,
  mailListQuery,
  mailThreadInput,
} from "../schemas/mailbox.js";
import { deliveryMessage, type DeliveryTexts } from "../services/email/outbox/outcomes.js";
import {
  addAttachment,
  readAttachment,
  removeAttachment,
} from "../services/mailbox/attachments.js";
import { createDraft, deleteDraft, getDraft, updateDraft } from "../services/mailbox/drafts.js";
import { updateMailFlags } from "../services/mailbox/flags.js";
import { listMailbox, mailboxCounts } from "../services/mailbox/list.js";
import { sendDraft } from "../services/mailbox/send.js";
import { mailThread } from "../services/mailbox/threads.js";
import { adminProcedure, router } from "../trpc.js";
import { z } from "zod";
import { REPLY_TEXTS } from "./contact.js";

/** What sending a draft answers with: true to what became of the email (see `deliveryMessage`). */
export const MAILBOX_SEND_TEXTS: DeliveryTexts = {
  sent: "mailbox.messageSent",
  queued: "mailbox.messageQueued",
  failed: "mailbox.messageFailed",
  notConfigured: "mailbox.messageNotDelivered",
};

/** Tries the email just queued at once (a few seconds at most): its state and the words for it. */
async function deliverOne(ctx: Context, emailId: string, reply: boolean) {
  const [outcome] = await ctx.mailer.deliverNow([emailId]);
  const texts = reply ? REPLY_TEXTS : MAILBOX_SEND_TEXTS;
  return {
    emailId,
    delivery: outcome!.status,
    ...deliveryMessage(texts, ctx.mailer.configured, [outcome!]),
  };
}

/** SPEC 2.12's mailbox, for the administrator (docs/mailbox.md). */
export const mailboxRouter = router({
  list: adminProcedure.input(mailListQuery).query(({ ctx, input }) => listMailbox(ctx.db, input)),
  counts: adminProcedure.query(({ ctx }) => mailboxCounts(ctx.db)),
  /** Opening a thread marks its unread contact message read. */
  thread: adminProcedure
    .input(mailThreadInput)
    .query(({ ctx, input }) => mailThread(ctx.db, input)),
  flags: adminProcedure
    .input(mailFlagsInput)
    .mutation(({ ctx, input }) => updateMailFlags(ctx.db, input, ctx.now())),
  draft: adminProcedure.input(idInput).query(({ ctx, input }) => getDraft(ctx.db, input.id)),
  createDraft: adminProcedure
    .input(draftCreateInput)
    .mutation(({ ctx, input }) => createDraft(ctx.db, input)),
  updateDraft: adminProcedure
    .input(draftUpdateInput)
    .mutation(({ ctx, input }) => updateDraft(ctx.db, input)),
  deleteDraft: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteDraft(ctx.db, ctx.uploadsDir, input.id)),
  /** Queues the draft's email (a reply to a contact message is that message's reply) and tries it. */
  send: adminProcedure.input(draftSendInput).mutation(async ({ ctx, input }) => {
    const { emailId, reply } = await sendDraft(ctx.db, input, ctx.now(), ctx.audit);
    return deliverOne(ctx, emailId, reply);
  }),
  /**
   * A file's bytes for a draft (POST /api/mailbox/drafts/{id}/attachments sends them; a JSON
   * client cannot): checked by content and size.
   */
  attach: adminProcedure
    .input(
      idInput.extend({
        name: attachmentNameSchema,
        file: z.instanceof(Uint8Array, { error: "mailbox.fileNotBytes" }),
      }),
    )
    .mutation(({ ctx, input }) =>
      addAttachment(ctx.db, ctx.uploadsDir, {
        draftId: input.id,
        name: input.name,
        bytes: input.file,
      }),
    ),
  /** An attachment's bytes (GET /api/mailbox/attachments/{id} serves them). */
  attachment: adminProcedure
    .input(idInput)
    .query(({ ctx, input }) => readAttachment(ctx.db, ctx.uploadsDir, input.id)),
  detach: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => removeAttachment(ctx.db, ctx.uploadsDir, input.id)),
});
