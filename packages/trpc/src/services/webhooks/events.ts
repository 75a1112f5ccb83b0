// The events webhooks carry (docs/email-delivery.md, "Webhooks"). Each is queued by the action it
// tells of, in that action's transaction: an event is sent only if the action was committed, and
// an action that was committed always has its event queued (one delivery per enabled endpoint that
// subscribed to its type), whatever happens to the server afterwards.
import { webhookDeliveries, webhookEndpoints, type WebhookEventType } from "@bayan/db";
import { sql } from "drizzle-orm";
import type { Language } from "../../schemas/common.js";
import type { DbOrTx } from "../invitation-state.js";

/** What each event's `data` holds: ids, the address, the language and what the event is about. */
export interface WebhookEventData {
  "waitlist.joined": {
    id: string;
    email: string;
    language: Language;
    source: string;
    /** The referrer's waitlist entry, when the person came through a referral link. */
    referredBy: string | null;
    joinedAt: string;
  };
  "waitlist.confirmed": {
    id: string;
    email: string;
    language: Language;
    referralCode: string | null;
    confirmedAt: string;
  };
  "waitlist.invited": { id: string; email: string; language: Language; invitedAt: string };
  "waitlist.unsubscribed": {
    email: string;
    language: Language;
    /** `one-click` (the mail program's button) or `page` (the unsubscribe page). */
    source: string;
    waitlistEntryId: string | null;
    userId: string | null;
    unsubscribedAt: string;
  };
  "user.registered": {
    id: string;
    name: string;
    email: string;
    language: Language;
    role: string;
    waitlistEntryId: string | null;
    registeredAt: string;
  };
  "contact.received": {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    language: Language;
    source: string;
    receivedAt: string;
  };
}

/** The JSON body of every webhook: the event's type, when it happened, and its data. */
export interface WebhookPayload<T extends string = string> {
  type: T;
  timestamp: string;
  data: Record<string, unknown>;
}

export function webhookPayload(type: string, data: object, now: Date): WebhookPayload {
  return { type, timestamp: now.toISOString(), data: { ...data } };
}

/**
 * Queues one event: a delivery to each enabled endpoint subscribed to `type`, in `tx` (the
 * action's transaction). Nothing when no endpoint wants it: one statement either way.
 */
export function emitWebhookEvent<T extends WebhookEventType>(
  tx: DbOrTx,
  type: T,
  data: WebhookEventData[T],
  now: Date,
): Promise<void> {
  return emitWebhookEvents(tx, type, [data], now);
}

/** Queues one event of `type` for each item of `data` (a bulk action's rows), in one statement. */
export async function emitWebhookEvents<T extends WebhookEventType>(
  tx: DbOrTx,
  type: T,
  data: ReadonlyArray<WebhookEventData[T]>,
  now: Date,
): Promise<void> {
  if (data.length === 0) return;
  const payloads = JSON.stringify(data.map((item) => webhookPayload(type, item, now)));
  const at = now.toISOString();
  await tx.execute(sql`
    insert into ${webhookDeliveries} (endpoint_id, event_type, payload, next_attempt_at, created_at)
    select e.id, ${type}, p.value, ${at}::timestamptz, ${at}::timestamptz
    from ${webhookEndpoints} e cross join jsonb_array_elements(${payloads}::jsonb) p
    where e.enabled and ${type} = any(e.events)
  `);
}
