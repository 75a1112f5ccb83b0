import { webhookDeliveryStatuses, webhookEventTypes } from "@bayan/db/enums";
import { z } from "zod";
import {
  isoDateTime,
  optionalQuery,
  paginationOutput,
  paginationQuery,
  safeText,
} from "./common.js";

export { webhookDeliveryStatuses, webhookEventTypes };
export type { WebhookDeliveryStatus, WebhookEventType } from "@bayan/db/enums";

/** The longest endpoint address and description taken. */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** The event type of the administrator's "Send a test event" (never subscribed to). */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const webhookEventTypeSchema = z
  .enum(webhookEventTypes, { error: "webhooks.eventUnknown" })
  .describe(
    "waitlist.joined (a new address joined), waitlist.confirmed (it confirmed its place), " +
      "waitlist.invited (an invitation to register was queued), waitlist.unsubscribed (an " +
      "address unsubscribed from the emails), user.registered (an invited person made their " +
      "account), contact.received (a contact message that is not spam)",
  );

export const webhookDeliveryStatusSchema = z
  .enum(webhookDeliveryStatuses)
  .describe(
    "pending (waiting for its next try), delivered (the endpoint answered 2xx), failed (given " +
      "up after the last try, or not sent: see lastError)",
  );

/**
 * An endpoint's address: an http(s) URL. Whether it may be plain http and whether its host is
 * a public one is the service's check (WEBHOOKS_ALLOW_PRIVATE, DNS).
 */
const webhookUrl = safeText("URL", "webhooks.urlInvalid")
  .trim()
  .min(1, { error: "webhooks.urlInvalid", abort: true })
  .max(WEBHOOK_URL_MAX, { error: "webhooks.urlTooLong", abort: true })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: "webhooks.urlInvalid",
    abort: true,
  })
  .describe("Where events are POSTed: https (http only with WEBHOOKS_ALLOW_PRIVATE=true)");

const webhookDescription = safeText("Description")
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, { error: "webhooks.descriptionTooLong", abort: true });

/** The events of an endpoint: at least one, each known, repeats counted once. */
const webhookEvents = z
  .array(webhookEventTypeSchema)
  .min(1, { error: "webhooks.eventsRequired" })
  .max(webhookEventTypes.length * 2)
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

export const webhookCreateInput = z.object({
  url: webhookUrl,
  description: webhookDescription.optional().transform((v) => v ?? ""),
  events: webhookEvents,
  enabled: z
    .boolean()
    .optional()
    .transform((v) => v ?? true),
});
export type WebhookCreateInput = z.input<typeof webhookCreateInput>;

/** A change of an endpoint: only the fields given. */
export const webhookUpdateInput = z.object({
  id: z.string().min(1).max(100),
  url: webhookUrl.optional(),
  description: webhookDescription.optional(),
  events: webhookEvents.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookUpdateInput = z.input<typeof webhookUpdateInput>;

/** The delivery log: newest first, of one endpoint or of all, by status. */
export const webhookDeliveriesQuery = paginationQuery.extend({
  endpointId: optionalQuery(safeText("Endpoint").min(1).max(100)),
  status: optionalQuery(webhookDeliveryStatusSchema),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuery>;

export const webhookEndpointOutput = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type WebhookEndpointDto = z.infer<typeof webhookEndpointOutput>;

/** An endpoint as made or rotated: with its signing secret, answered this once. */
export const webhookEndpointWithSecretOutput = webhookEndpointOutput.extend({
  secret: z
    .string()
    .describe(
      "The signing secret (whsec_ and the key in base64), for a Standard Webhooks verifier: " +
        "answered only when the endpoint is made and when its secret is rotated",
    ),
});

export const webhookDeliveryOutput = z.object({
  id: z.string().describe("The message's webhook-id: the same on every try"),
  endpointId: z.string(),
  endpointUrl: z.string(),
  eventType: z.string().describe("One of the event types, or webhook.test"),
  payload: z
    .record(z.string(), z.unknown())
    .describe("The JSON body sent: { type, timestamp, data }"),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  lastStatusCode: z
    .number()
    .int()
    .nullable()
    .describe("The HTTP status of the last answer; null when there was none"),
  lastError: z.string().nullable(),
  lastErrorKey: z
    .enum([
      "webhooks.errorTimeout",
      "webhooks.errorPrivateDestination",
      "webhooks.errorEndpointDisabled",
    ])
    .nullable()
    .describe("The last error's key when the server wrote it itself (docs/messages.md)"),
  nextAttemptAt: isoDateTime.nullable().describe("When it is tried next; null unless pending"),
  lastAttemptAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type WebhookDeliveryDto = z.infer<typeof webhookDeliveryOutput>;

export const webhookDeliveriesOutput = z.object({
  items: z.array(webhookDeliveryOutput),
  pagination: paginationOutput,
});
