import { waitlistEntries, type Database, type WaitlistEntry } from "@bayan/db";
import { and, asc, eq, inArray, isNotNull, lte, ne, notInArray, sql } from "drizzle-orm";
import { appError } from "../../errors.js";
import type { WaitlistSettings } from "../../schemas/waitlist-growth.js";
import { INVITE_REPEAT_WINDOW_MS } from "../../rules/index.js";
import { linkedEmails, type LinkedEmail } from "../email/outbox/linked.js";
import { createInvitations } from "../invitations.js";
import { distinctIds, isUuid } from "../pagination.js";
import { uuidCase } from "../uuid-case.js";
import { auditChanges, type AuditTrail } from "../audit.js";
import { entryTarget } from "./entry-target.js";
import { entryExtras, toWaitlistDto } from "./list.js";
import { createWave, notWaitingInWave, recordWaveCreated, waitingInWave } from "./waves.js";
import { confirmedInQueue, queuePositions } from "./position.js";
import { readWaitlistSettings } from "./settings.js";
import { invalidateWaitlistStats } from "./stats.js";
import { emitWebhookEvent, emitWebhookEvents } from "../webhooks/events.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type InviteRow = Pick<WaitlistEntry, "id" | "email" | "language" | "sentAt" | "inviteEmailId">;

/**
 * Whether the entry's invitation was queued within INVITE_REPEAT_WINDOW_MS of `now` and is still
 * queued or sent (a failed one may be sent again). `sentAt` is when it was queued, on the same
 * clock as `now`.
 */
function invitedRecently(entry: InviteRow, invitation: LinkedEmail, now: Date): boolean {
  if (!invitation || invitation.status === "failed" || !entry.sentAt) return false;
  return now.getTime() - entry.sentAt.getTime() < INVITE_REPEAT_WINDOW_MS;
}

/**
 * The entries whose invitation went out within the repeat window, read after their rows were
 * locked (a statement of its own, so it sees an invitation another call has just committed).
 */
export async function recentlyInvitedIds(tx: Tx, rows: readonly InviteRow[], now: Date) {
  const invitations = await linkedEmails(
    tx,
    rows.flatMap((r) => (r.inviteEmailId ? [r.inviteEmailId] : [])),
  );
  return new Set(
    rows
      .filter((r) => invitedRecently(r, invitations.get(r.inviteEmailId ?? "") ?? null, now))
      .map((r) => r.id),
  );
}

/**
 * Queues the invitation email in the entry's language and marks the entry notified with the
 * sent date and the email's id, in one transaction. A registered entry is a conflict. An entry
 * invited within INVITE_REPEAT_WINDOW_MS (that invitation still queued or sent) gets no second
 * email: the answer is the entry as it is, `recentlyInvited` and that invitation's state
 * (`delivery`); otherwise the queued email's id (`emailId`). The entry's row is locked meanwhile,
 * so two invites at once queue one email.
 *
 * An unconfirmed entry is invited too, even under double opt-in: the setting governs who is picked
 * from the queue ("invite next N"), while here and in `inviteWaitlistEntries` the administrator
 * chose the person by hand (someone they know, an address confirmed another way), and the
 * invitation itself asks the person to act before anything else is sent.
 *
 * Recorded (`waitlist.invite`) when an invitation is queued; an entry invited recently changes
 * nothing.
 */
export async function inviteWaitlistEntry(
  db: Database,
  id: string,
  siteUrl: string,
  now: Date,
  audit: AuditTrail,
) {
  if (!isUuid(id)) throw appError("NOT_FOUND", "waitlist.entryNotFound");
  const result = await db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, id))
      .for("update");
    if (!entry) throw appError("NOT_FOUND", "waitlist.entryNotFound");
    if (entry.status === "registered") {
      throw appError("CONFLICT", "waitlist.alreadyRegistered");
    }
    const invitation = entry.inviteEmailId
      ? ((await linkedEmails(tx, [entry.inviteEmailId])).get(entry.inviteEmailId) ?? null)
      : null;
    if (invitation && invitedRecently(entry, invitation, now)) {
      audit.nothingChanged();
      return {
        entry: toWaitlistDto(entry, invitation, await entryExtras(tx, entry)),
        recentlyInvited: true as const,
        delivery: invitation.status,
      };
    }
    const {
      emailIds: [emailId],
    } = await createInvitations(
      tx,
      [{ email: entry.email, language: entry.language, waitlistEntryId: entry.id }],
      siteUrl,
      now,
    );
    const [updated] = await tx
      .update(waitlistEntries)
      .set({ status: "notified", sentAt: now, inviteEmailId: emailId })
      .where(eq(waitlistEntries.id, id))
      .returning();
    await emitWebhookEvent(tx, "waitlist.invited", invitedData(entry, now), now);
    await audit.record(tx, {
      action: "waitlist.invite",
      target: entryTarget(entry),
      changes: auditChanges(entry, updated!, ["status"]),
    });
    const queued = { status: "queued" as const, lastError: null };
    return {
      entry: toWaitlistDto(updated!, queued, await entryExtras(tx, updated!)),
      recentlyInvited: false as const,
      emailId: emailId!,
    };
  });
  if (!result.recentlyInvited) invalidateWaitlistStats(db);
  return result;
}

/** The `waitlist.invited` webhook event of an entry invited at `now`. */
const invitedData = (entry: Pick<WaitlistEntry, "id" | "email" | "language">, now: Date) => ({
  id: entry.id,
  email: entry.email,
  language: entry.language,
  invitedAt: now.toISOString(),
});

/**
 * Queues an invitation to each entry in its language and marks them notified, each linked to its
 * email, in `tx`, with a `waitlist.invited` webhook event each; answers the emails' ids.
 */
export async function inviteRows(
  tx: Tx,
  rows: ReadonlyArray<Pick<WaitlistEntry, "id" | "email" | "language">>,
  siteUrl: string,
  now: Date,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const { emailIds } = await createInvitations(
    tx,
    rows.map((r) => ({ email: r.email, language: r.language, waitlistEntryId: r.id })),
    siteUrl,
    now,
  );
  const { id } = waitlistEntries;
  const inviteEmailId = uuidCase(
    id,
    rows.map((r, i) => [r.id, emailIds[i]!] as const),
  );
  await tx
    .update(waitlistEntries)
    .set({ status: "notified", sentAt: now, inviteEmailId })
    .where(
      inArray(
        id,
        rows.map((r) => r.id),
      ),
    );
  await emitWebhookEvents(
    tx,
    "waitlist.invited",
    rows.map((r) => invitedData(r, now)),
    now,
  );
  return emailIds;
}

/** A bulk invitation with no valid id: no wave, nothing changed. */
function noWave(audit: AuditTrail) {
  audit.nothingChanged();
  return { waveId: null, members: 0, recentlyInvited: 0, alreadyWaiting: 0 };
}

export const inviteColumns = {
  id: waitlistEntries.id,
  email: waitlistEntries.email,
  language: waitlistEntries.language,
  sentAt: waitlistEntries.sentAt,
  inviteEmailId: waitlistEntries.inviteEmailId,
};

/**
 * A wave of the chosen entries (docs/email-delivery.md, "Invitation waves"): their invitations go
 * at the sending pace, as `inviteWaitlistEntry` would send each. Registered entries and ids that
 * name nothing are skipped (repeated ids count once); entries invited within the repeat window are
 * left out and counted apart (`recentlyInvited`), as are entries already waiting in a wave
 * (`alreadyWaiting`); other notified entries are invited again, like a single invite. No wave is
 * made when nobody is left (`waveId` null). The wave is recorded (`waves.create`), not its members.
 */
export async function planChosenWave(
  db: Database,
  ids: readonly string[],
  now: Date,
  audit: AuditTrail,
) {
  const distinct = distinctIds(ids);
  const wanted = distinct.filter(isUuid);
  const planned =
    wanted.length === 0
      ? noWave(audit)
      : await db.transaction(async (tx) => {
          const rows = await tx
            .select(inviteColumns)
            .from(waitlistEntries)
            .where(
              and(inArray(waitlistEntries.id, wanted), ne(waitlistEntries.status, "registered")),
            )
            // One lock order for every bulk invite, so two of them never deadlock.
            .orderBy(asc(waitlistEntries.id))
            .for("update");
          const recent = await recentlyInvitedIds(tx, rows, now);
          const waiting = await waitingInWave(
            tx,
            rows.map((r) => r.id),
          );
          // In the order chosen: the wave invites them in that order.
          const byId = new Map(rows.map((r) => [r.id, r]));
          const due = wanted.flatMap((id) => {
            const row = byId.get(id);
            return row && !recent.has(id) && !waiting.has(id) ? [row] : [];
          });
          const wave = await createWave(tx, due, "chosen", now);
          await recordWaveCreated(tx, wave, due.length, audit);
          return {
            waveId: wave?.id ?? null,
            members: due.length,
            recentlyInvited: recent.size,
            alreadyWaiting: [...waiting].filter((id) => !recent.has(id)).length,
          };
        });
  return {
    ...planned,
    skipped: distinct.length - planned.members - planned.recentlyInvited - planned.alreadyWaiting,
  };
}

/**
 * The next `count` entries of the queue (position.ts) that this call can lock, in position order:
 * confirmed ones, and unconfirmed ones after them when `unconfirmedToo`. FOR UPDATE cannot be
 * combined with the window that numbers the queue, so the candidates are picked by position first
 * and then locked (`skip locked`); candidates another call holds are passed over and the next ones
 * picked, so two admins inviting at once each get their own next entries. Re-checked once locked:
 * a candidate invited by a call that committed in between is no longer pending, or waits in that
 * call's wave.
 */
async function lockNextInQueue(
  tx: Tx,
  count: number,
  settings: WaitlistSettings,
  unconfirmedToo: boolean,
) {
  const queue = queuePositions(tx, settings);
  const confirmedOnly = unconfirmedToo ? undefined : isNotNull(waitlistEntries.confirmedAt);
  // Confirmed entries hold the queue's first places (position.ts), so "confirmed only" is the
  // places up to their count, with no join of the queue's window to the table (list.ts says why).
  const confirmedPlaces = unconfirmedToo
    ? undefined
    : lte(queue.position, sql`(select count(*) from ${waitlistEntries} where ${confirmedInQueue})`);
  const rows: InviteRow[] = [];
  const passed: string[] = [];
  while (rows.length < count) {
    const candidates = await tx
      .select({ id: queue.id })
      .from(queue)
      .where(
        and(
          confirmedPlaces,
          notWaitingInWave(queue.id),
          passed.length > 0 ? notInArray(queue.id, passed) : undefined,
        ),
      )
      .orderBy(asc(queue.position))
      .limit(count - rows.length);
    if (candidates.length === 0) break;
    const ids = candidates.map((c) => c.id);
    const locked = await tx
      .select(inviteColumns)
      .from(waitlistEntries)
      .where(
        and(
          inArray(waitlistEntries.id, ids),
          eq(waitlistEntries.status, "pending"),
          confirmedOnly,
          notWaitingInWave(waitlistEntries.id),
        ),
      )
      .for("update", { skipLocked: true });
    // A call that held one of these rows and let it go by committing between this statement's
    // start and its lock has put it in its wave, which this statement could not see yet: a new
    // statement, with the rows held, does.
    const waiting = await waitingInWave(
      tx,
      locked.map((r) => r.id),
    );
    const byId = new Map(locked.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (row && !waiting.has(id)) rows.push(row);
    }
    passed.push(...ids);
  }
  return rows;
}

/**
 * A wave of the next `count` entries in the queue, by position (position.ts): confirmed entries
 * only while double opt-in is on, unless `includeUnconfirmed` (the administrator's tick box), and
 * then the unconfirmed ones after them, also by position; with double opt-in off the queue is
 * taken as it is. Entries already waiting in a wave are not picked again, and rows another
 * admin's call is planning at the same moment are skipped, not waited for, so no entry is in two
 * waves. A pending entry invited within the repeat window (its status set back by hand) is left
 * out and counted (`recentlyInvited`). No wave is made when nobody is left (`waveId` null). The
 * wave is recorded (`waves.create`), not its members.
 */
export async function planNextWave(
  db: Database,
  count: number,
  now: Date,
  options: { includeUnconfirmed?: boolean },
  audit: AuditTrail,
) {
  return db.transaction(async (tx) => {
    const settings = await readWaitlistSettings(tx);
    const unconfirmedToo = options.includeUnconfirmed === true || !settings.doubleOptIn;
    const rows = await lockNextInQueue(tx, count, settings, unconfirmedToo);
    const recent = await recentlyInvitedIds(tx, rows, now);
    const due = rows.filter((r) => !recent.has(r.id));
    const wave = await createWave(tx, due, "next", now);
    await recordWaveCreated(tx, wave, due.length, audit);
    return { waveId: wave?.id ?? null, members: due.length, recentlyInvited: recent.size };
  });
}
