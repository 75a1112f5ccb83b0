import { linkIssuedVias, linkPurposes, outboxStatuses } from "@bayan/db/enums";
import { z } from "zod";
import {
  idInput,
  isoDateTime,
  languageSchema,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
} from "./common.js";

export { outboxStatuses };
export const outboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** The "Emails" view: every email, newest first, by delivery state and a search. */
export const outboxListQuery = paginationQuery.extend({
  status: optionalQuery(outboxStatusSchema),
  /** Part of the recipient's address or of the subject, any case; % and _ are taken literally. */
  search: optionalQuery(safeText("Search").trim().max(254)),
});
export type OutboxListQuery = z.input<typeof outboxListQuery>;

/** What a link sent by email opens (docs/links.md). */
export const linkPurposeSchema = z.enum(linkPurposes);

/** A link an email carries: its token is minted at delivery, the stored text holds a slot. */
export const emailLinkOutput = z.object({
  purpose: linkPurposeSchema,
  subject: z.string().describe("The id of the row the link acts on (an invitation)"),
});

export const outboxItemOutput = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: languageSchema,
  status: outboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoDateTime,
  sentAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  delivered: z.boolean(),
  lastErrorKey: z
    .enum([
      "outbox.linkClosed",
      "outbox.suppressedNotMe",
      "outbox.suppressedUnsubscribed",
      "outbox.suppressedHardBounce",
      "outbox.suppressedComplaint",
      "outbox.suppressedSoftBounces",
      "outbox.suppressedErased",
      "outbox.suppressedManual",
    ])
    .nullable()
    .describe(
      "The key of `lastError` when the server gave the email up itself (docs/messages.md); " +
        "null for none, or a mail server's own words",
    ),
  links: z
    .array(emailLinkOutput)
    .describe(
      "The links the email carries. Their tokens are made when it is delivered: the stored text " +
        "and HTML hold the slot {{link-token:<purpose>}} instead, never a working link",
    ),
});
export type OutboxItemDto = z.infer<typeof outboxItemOutput>;

/** How many emails of each state match the search (whatever the status filter), for the tabs. */
export const outboxCountsOutput = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  suppressed: z.number().int(),
});
export type OutboxCounts = z.infer<typeof outboxCountsOutput>;

/**
 * What an email an admin's action just queued became within the wait (`OutboxSender.deliverNow`):
 * an invitation, a reply.
 */
export const deliveryStatusSchema = outboxStatusSchema.describe(
  "sent: delivered to the mail server; queued: in the outbox, not delivered yet (SMTP missing, " +
    "failing or slow), tried again automatically; failed: given up; suppressed: never sent, the " +
    "address being on the suppression list",
);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** How many of the emails an admin's action just queued are in each state (zero each for none). */
export const deliveryCountsOutput = outboxCountsOutput.describe(
  "How many of the emails just queued were delivered (sent), are still queued, failed, or were " +
    "not sent to a suppressed address",
);

export const outboxListOutput = z.object({
  items: z.array(outboxItemOutput),
  smtpConfigured: z.boolean(),
  pagination: paginationOutput,
  counts: outboxCountsOutput,
});
export type OutboxList = z.infer<typeof outboxListOutput>;

/** Retry: a failed or queued email goes back to the queue, due now, with its attempts reset. */
export const outboxRetryInput = idInput;
export const outboxRetryOutput = z.object({ item: outboxItemOutput, message: z.string() });
export type OutboxRetryResult = z.infer<typeof outboxRetryOutput>;

/** "Copy a fresh link": a new token per link the email carries, answered once. */
export const outboxFreshLinkInput = idInput;
export const freshLinksOutput = z.object({
  links: z.array(z.object({ purpose: linkPurposeSchema, url: z.string(), expiresAt: isoDateTime })),
  message: z.string(),
});
export type FreshLinks = z.infer<typeof freshLinksOutput>;

/** A link issued for an email: in the email at delivery, or copied by an administrator. */
export const emailLinkIssueOutput = z.object({
  purpose: linkPurposeSchema,
  issuedVia: z.enum(linkIssuedVias),
  createdAt: isoDateTime,
  expiresAt: isoDateTime,
});
export type EmailLinkIssue = z.infer<typeof emailLinkIssueOutput>;
