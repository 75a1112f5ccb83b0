import { emailEventKinds } from "@bayan/db/enums";
import { z } from "zod";
import { emailSchema } from "./common.js";

/** Most events one call may carry. */
export const EMAIL_EVENTS_MAX = 100;

/**
 * The generic shape of `POST /api/email-events/generic` (docs/email-delivery.md): what any mail
 * provider (or a script reading one's bounce mailbox) reports, by address.
 */
export const genericEmailEventsInput = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(emailEventKinds),
        email: emailSchema,
        /** When the provider saw it; the time of the call when absent. */
        occurredAt: z.iso.datetime({ offset: true }).optional(),
      }),
    )
    .min(1)
    .max(EMAIL_EVENTS_MAX),
});
export type GenericEmailEvents = z.output<typeof genericEmailEventsInput>;

/**
 * A Postmark webhook (Bounce and SpamComplaint record types): the fields read, the rest ignored.
 * https://postmarkapp.com/developer/webhooks/bounce-webhook
 */
export const postmarkEventInput = z.object({
  RecordType: z.string(),
  Type: z.string().optional(),
  Email: emailSchema,
  BouncedAt: z.string().optional(),
  ReceivedAt: z.string().optional(),
});

/**
 * A message Amazon SNS posts to an HTTPS subscription (its JSON body, sent as text/plain): the
 * fields its signature covers and those that check it. Raw message delivery is not taken: it has
 * no signature. https://docs.aws.amazon.com/sns/latest/dg/http-notification-json.html
 */
const snsSigned = {
  MessageId: z.string().min(1),
  TopicArn: z.string().min(1),
  Message: z.string(),
  Timestamp: z.string().min(1),
  /** "1": SHA1withRSA, "2": SHA256withRSA. */
  SignatureVersion: z.enum(["1", "2"]),
  Signature: z.string().min(1),
  SigningCertURL: z.string().min(1),
};
export const snsMessageInput = z.discriminatedUnion("Type", [
  z.object({
    Type: z.literal("Notification"),
    ...snsSigned,
    /** Signed only when present. */
    Subject: z.string().nullish(),
  }),
  z.object({
    Type: z.enum(["SubscriptionConfirmation", "UnsubscribeConfirmation"]),
    ...snsSigned,
    Token: z.string().min(1),
    SubscribeURL: z.string().min(1),
  }),
]);
export type SnsMessage = z.output<typeof snsMessageInput>;

/**
 * The addresses of an SES notification's recipients, as stored; an address that is not one (it
 * was never mailed from here) is left out rather than losing the others.
 */
const sesRecipients = z.array(z.object({ emailAddress: z.string() })).transform((recipients) =>
  recipients.flatMap(({ emailAddress }) => {
    const email = emailSchema.safeParse(emailAddress);
    return email.success ? [email.data] : [];
  }),
);

/**
 * An Amazon SES notification (the `Message` of an SNS notification, itself JSON): identity
 * notifications name their kind in `notificationType`, event publishing in `eventType`, read here
 * as `type`. Only bounces and complaints are read; a Bounce or a Complaint without its details is
 * not readable. https://docs.aws.amazon.com/ses/latest/dg/notification-contents.html
 */
export const sesNotificationInput = z
  .object({
    notificationType: z.string().optional(),
    eventType: z.string().optional(),
    bounce: z
      .object({
        /** Permanent, Transient or Undetermined. */
        bounceType: z.string(),
        bouncedRecipients: sesRecipients,
        timestamp: z.string().optional(),
      })
      .optional(),
    complaint: z
      .object({
        complainedRecipients: sesRecipients,
        /** abuse, fraud, not-spam...; often absent. */
        complaintFeedbackType: z.string().optional(),
        timestamp: z.string().optional(),
      })
      .optional(),
  })
  .transform(({ notificationType, eventType, bounce, complaint }) => ({
    type: notificationType ?? eventType,
    bounce,
    complaint,
  }))
  .refine((n) => n.type !== undefined, { error: "Neither notificationType nor eventType" })
  .refine((n) => n.type !== "Bounce" || n.bounce, { error: "A Bounce without its bounce" })
  .refine((n) => n.type !== "Complaint" || n.complaint, { error: "A Complaint without it" });
export type SesNotification = z.output<typeof sesNotificationInput>;
