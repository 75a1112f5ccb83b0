// Bounces and complaints (docs/email-delivery.md): what a mail provider reports, recorded by the
// hash of the normalized address, and the suppressions that follow: a hard bounce or a complaint
// at once, three soft bounces within 7 days.
import { emailEvents, type Database, type EmailEventKind } from "@bayan/db";
import { and, count, eq, gte } from "drizzle-orm";
import type { SesNotification } from "../../schemas/email-events.js";
import { suppress, suppressionKey, type SuppressionSource } from "./suppression.js";

/** Soft bounces within SOFT_BOUNCE_WINDOW_MS that suppress an address. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
export const SOFT_BOUNCE_WINDOW_MS = 7 * 86_400_000;

export interface EmailEvent {
  kind: EmailEventKind;
  email: string;
  occurredAt: Date;
}

/** Who reported events: the providers with an endpoint of their own, or the generic shape. */
export type EventProvider = Extract<SuppressionSource, "ses" | "postmark" | "generic">;

/**
 * Records the events and suppresses the addresses they call for. Answers how many were recorded
 * and how many addresses were suppressed by them (an address already suppressed counts as one).
 */
export async function recordEmailEvents(
  db: Database,
  events: readonly EmailEvent[],
  provider: EventProvider,
  now: Date,
): Promise<{ recorded: number; suppressed: number }> {
  if (events.length === 0) return { recorded: 0, suppressed: 0 };
  return db.transaction(async (tx) => {
    await tx.insert(emailEvents).values(
      events.map((event) => ({
        keyHash: suppressionKey(event.email),
        kind: event.kind,
        provider,
        occurredAt: event.occurredAt,
        createdAt: now,
      })),
    );
    const suppressed = new Set<string>();
    for (const event of events) {
      const key = suppressionKey(event.email);
      if (event.kind === "hard-bounce" || event.kind === "complaint") {
        await suppress(tx, event.email, event.kind, provider, now);
        suppressed.add(key);
        continue;
      }
      const since = new Date(now.getTime() - SOFT_BOUNCE_WINDOW_MS);
      const [soft] = await tx
        .select({ n: count() })
        .from(emailEvents)
        .where(
          and(
            eq(emailEvents.keyHash, key),
            eq(emailEvents.kind, "soft-bounce"),
            gte(emailEvents.occurredAt, since),
          ),
        );
      if ((soft?.n ?? 0) >= SOFT_BOUNCES_TO_SUPPRESS) {
        await suppress(tx, event.email, "soft-bounces", provider, now);
        suppressed.add(key);
      }
    }
    return { recorded: events.length, suppressed: suppressed.size };
  });
}

/** When the provider says an event happened; `now` when it does not say, or not readably. */
function eventTime(reported: string | undefined, now: Date): Date {
  const at = new Date(reported ?? now);
  return Number.isNaN(at.getTime()) ? now : at;
}

/**
 * A Postmark webhook as events: a Bounce of a hard type (HardBounce, BadEmailAddress, Blocked,
 * ManuallyDeactivated, SpamNotification...) is a hard bounce, a SoftBounce or a transient one a
 * soft bounce, a SpamComplaint a complaint; other record types (Delivery, Open...) are none.
 */
export function postmarkEvents(
  record: {
    RecordType: string;
    Type?: string | undefined;
    Email: string;
    BouncedAt?: string | undefined;
    ReceivedAt?: string | undefined;
  },
  now: Date,
): EmailEvent[] {
  const occurredAt = eventTime(record.BouncedAt ?? record.ReceivedAt, now);
  if (record.RecordType === "SpamComplaint") {
    return [{ kind: "complaint", email: record.Email, occurredAt }];
  }
  if (record.RecordType !== "Bounce") return [];
  const soft = ["SoftBounce", "Transient", "DnsError", "Unknown"];
  // Not a bounce of the address itself (an auto-reply, a challenge), though Postmark files it so.
  const notBounces = ["AutoResponder", "OpenRelayTest", "Subscribe", "Unsubscribe"];
  if (notBounces.includes(record.Type ?? "") || record.Type === "ChallengeVerification") return [];
  return [
    {
      kind: soft.includes(record.Type ?? "Unknown") ? "soft-bounce" : "hard-bounce",
      email: record.Email,
      occurredAt,
    },
  ];
}

/**
 * An Amazon SES notification as events, one per recipient: a Permanent bounce is a hard bounce, a
 * Transient or Undetermined one a soft bounce, a Complaint a complaint (unless its feedback type
 * is `not-spam`: the recipient took it back); Delivery and the other types are none.
 */
export function sesEvents(notification: SesNotification, now: Date): EmailEvent[] {
  const { type, bounce, complaint } = notification;
  if (type === "Bounce" && bounce) {
    const kind = bounce.bounceType === "Permanent" ? "hard-bounce" : "soft-bounce";
    const occurredAt = eventTime(bounce.timestamp, now);
    return bounce.bouncedRecipients.map((email) => ({ kind, email, occurredAt }));
  }
  if (type === "Complaint" && complaint && complaint.complaintFeedbackType !== "not-spam") {
    const occurredAt = eventTime(complaint.timestamp, now);
    return complaint.complainedRecipients.map((email) => ({
      kind: "complaint",
      email,
      occurredAt,
    }));
  }
  return [];
}
