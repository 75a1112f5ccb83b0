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
