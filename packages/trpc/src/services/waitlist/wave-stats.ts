// What became of each wave's members (docs/email-delivery.md, "Invitation waves"): queued,
// released, sent, bounced, complained, registered. Counted when read, from the members, their
// emails, the provider's events for their addresses and their entries.
import {
  emailEvents,
  invitationWaveMembers,
  outbox,
  waitlistEntries,
  type EmailEventKind,
} from "@bayan/db";
import { and, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../invitation-state.js";

const m = invitationWaveMembers;

export interface WaveCounts {
  /** Waiting for the pace to let them go. */
  queued: number;
  /** Invitations the pace let go (an email queued for each). */
  released: number;
  /** Let go without an email: registered, invited meanwhile, or suppressed. */
  skipped: number;
  sent: number;
  failed: number;
  /** Emails the sender did not send because the address is suppressed. */
  suppressed: number;
  /** Members whose address hard-bounced, or complained, after their invitation went. */
  bounced: number;
  complained: number;
  registered: number;
}

const EMPTY: WaveCounts = {
  queued: 0,
  released: 0,
  skipped: 0,
  sent: 0,
  failed: 0,
  suppressed: 0,
  bounced: 0,
  complained: 0,
  registered: 0,
};

const counted = (condition: SQL) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Whether the member's address had an event of `kind` reported after its invitation went. */
const hadEvent = (kind: EmailEventKind) =>
  sql`exists (select 1 from ${emailEvents} where ${emailEvents.keyHash} = ${m.keyHash}
    and ${emailEvents.kind} = ${kind} and ${emailEvents.occurredAt} >= ${m.releasedAt})`;

/**
 * Each wave's counts, by wave id (every id given has an entry). With `since`, only the members
 * released from then on are counted (a wave's rates after a resume).
 */
export async function waveCounts(
  db: DbOrTx,
  waveIds: readonly string[],
  since?: Date,
): Promise<Map<string, WaveCounts>> {
  const result = new Map(waveIds.map((id) => [id, { ...EMPTY }]));
  if (waveIds.length === 0) return result;
  const released = sql`${m.releasedAt} is not null and not ${m.skipped}`;
  const rows = await db
    .select({
      waveId: m.waveId,
      queued: counted(sql`${m.releasedAt} is null`),
      released: counted(released),
      skipped: counted(sql`${m.skipped}`),
      sent: counted(sql`${outbox.status} = 'sent'`),
      failed: counted(sql`${outbox.status} = 'failed'`),
      suppressed: counted(sql`${outbox.status} = 'suppressed'`),
      bounced: counted(sql`${released} and ${hadEvent("hard-bounce")}`),
      complained: counted(sql`${released} and ${hadEvent("complaint")}`),
      registered: counted(sql`${waitlistEntries.status} = 'registered'`),
    })
    .from(m)
    .leftJoin(outbox, eq(outbox.id, m.emailId))
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, m.entryId))
    .where(and(inArray(m.waveId, [...waveIds]), since ? gte(m.releasedAt, since) : undefined))
    .groupBy(m.waveId);
  for (const { waveId, ...counts } of rows) result.set(waveId, counts);
  return result;
}
