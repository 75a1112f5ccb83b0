import {
  invitations,
  users,
  waitlistEntries,
  type Database,
  type Invitation,
  type Language,
  type UserRole,
} from "@bayan/db";
import { and, eq, isNull, or, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { appError, fieldError } from "../errors.js";
import { maskedEmail } from "../rules/email-key.js";
import {
  INVITATION_MESSAGES,
  INVITATION_TTL_DAYS,
  type InvitationCheck,
  type registerInput,
  type userInviteInput,
} from "../schemas/users.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { enqueueEmails } from "./email/outbox/queue.js";
import { inviteEmail } from "./email/templates.js";
import { hasAccount, invitationState } from "./invitation-state.js";
import { findLinkToken, linkSlot, registerUrl } from "./links/links.js";
import { hashPassword } from "./hashing.js";
import { passwordProblem } from "./password.js";
import { invalidateWaitlistStats } from "./waitlist/stats.js";
import { emitWebhookEvent } from "./webhooks/events.js";

export { INVITATION_MESSAGES };

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 86_400_000;

export interface Invitee {
  email: string;
  language: Language;
  name?: string | null;
  role?: UserRole;
  waitlistEntryId?: string | null;
}

/**
 * Invitations to register, in `tx`: each invitee's unused links are revoked, a new invitation is
 * made and its email queued (`inviteEmail`, in the invitee's language) carrying the registration
 * link as a slot: its token is minted when the email is delivered (docs/links.md). Answers the
 * invitations and their emails' ids, in the order given.
 */
export async function createInvitations(
  tx: Tx,
  invitees: readonly Invitee[],
  siteUrl: string,
  now: Date,
): Promise<{ invitations: Invitation[]; emailIds: string[] }> {
  if (invitees.length === 0) return { invitations: [], emailIds: [] };
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        inArray(
          invitations.email,
          invitees.map((i) => i.email),
        ),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
      ),
    );
  const ids = invitees.map(() => randomUUID());
  const link = registerUrl(siteUrl, linkSlot("registration"));
  const emailIds = await enqueueEmails(
    tx,
    invitees.map((person, i) => ({
      to: person.email,
      kind: person.waitlistEntryId ? "waitlist-invite" : "user-invite",
      email: inviteEmail(person.language, link, {
        days: INVITATION_TTL_DAYS,
        fromWaitlist: Boolean(person.waitlistEntryId),
        name: person.name,
      }),
      links: [{ purpose: "registration" as const, subject: ids[i]! }],
    })),
  );
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  const rows = await tx
    .insert(invitations)
    .values(
      invitees.map((person, i) => ({
        id: ids[i]!,
        email: person.email,
        name: person.name ?? null,
        role: person.role ?? "student",
        language: person.language,
        waitlistEntryId: person.waitlistEntryId ?? null,
        emailId: emailIds[i]!,
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { invitations: ids.map((id) => byId.get(id)!), emailIds };
}

export function toInvitationDto(row: Invitation) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    language: row.language,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Add user (SPEC 2.10): an invitation with the chosen name and role, recorded (`users.invite`).
 * Someone who already has an account is a conflict; a second invitation to the same address
 * replaces the first.
 */
export async function inviteUser(
  db: Database,
  input: z.output<typeof userInviteInput>,
  siteUrl: string,
  now: Date,
  audit: AuditTrail,
) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, input.email));
    if (existing) throw appError("CONFLICT", "users.alreadyRegistered");
    const [entry] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, input.email));
    const { invitations: made, emailIds } = await createInvitations(
      tx,
      [
        {
          email: input.email,
          name: input.name ?? null,
          role: input.role,
          language: input.language,
          waitlistEntryId: entry?.id ?? null,
        },
      ],
      siteUrl,
      now,
    );
    const invitation = made[0]!;
    await audit.record(tx, {
      action: "users.invite",
      target: { type: "invitation", id: invitation.id, label: maskedEmail(invitation.email) },
      changes: auditChanges(
        null,
        invitation,
        ["email", "name", "role", "language"],
        ["email", "name"],
      ),
    });
    return { invitation: toInvitationDto(invitation), emailId: emailIds[0]! };
  });
}

/** The invitation a registration link opens (locked for the registration's transaction). */
async function findByToken(db: Database | Tx, token: string, lock = false) {
  const link = await findLinkToken(db, "registration", token);
  if (!link) return undefined;
  const query = db.select().from(invitations).where(eq(invitations.id, link.subjectId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The registration page's first call: the link's state, and for a valid one whom it registers. */
export async function checkInvitation(
  db: Database,
  token: string,
  now: Date,
): Promise<InvitationCheck> {
  const row = await findByToken(db, token);
  const state = invitationState(row, now, row ? await hasAccount(db, row.email) : false);
  return state === "valid" && row
    ? { state, email: row.email, name: row.name, language: row.language }
    : { state, email: null, name: null, language: row?.language ?? null };
}

/**
 * Registers the person a valid link was sent to: a user (the invitation's role, active) with the
 * chosen name and password, the link used, and their waitlist entry (by link or by address)
 * registered, in one transaction. A used, expired, replaced or unknown link is refused, as is a
 * password that breaks the rule or is too easy to guess (400 on `password`).
 */
export async function registerFromInvitation(
  db: Database,
  input: z.output<typeof registerInput>,
  now: Date,
) {
  const preview = await findByToken(db, input.token);
  if (!preview) throw appError("NOT_FOUND", INVITATION_MESSAGES.unknown);
  const problem = await passwordProblem(input.password, { name: input.name, email: preview.email });
  if (problem) throw fieldError("password", problem);
  const passwordHash = await hashPassword(input.password);

  const user = await db.transaction(async (tx) => {
    const row = await findByToken(tx, input.token, true);
    const state = invitationState(row, now, row ? await hasAccount(tx, row.email) : false);
    if (!row || state === "unknown") throw appError("NOT_FOUND", INVITATION_MESSAGES.unknown);
    if (state === "used") throw appError("CONFLICT", INVITATION_MESSAGES.used);
    if (state === "expired") throw appError("CONFLICT", INVITATION_MESSAGES.expired);
    const [entry] = await tx
      .update(waitlistEntries)
      .set({ status: "registered" })
      .where(
        row.waitlistEntryId
          ? or(eq(waitlistEntries.id, row.waitlistEntryId), eq(waitlistEntries.email, row.email))
          : eq(waitlistEntries.email, row.email),
      )
      .returning({ id: waitlistEntries.id, interests: waitlistEntries.interests });
    const [created] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: row.email,
        role: row.role,
        status: "active",
        passwordHash,
        language: row.language,
        interests: entry?.interests ?? null,
        waitlistEntryId: entry?.id ?? row.waitlistEntryId,
        joinedAt: now,
        lastActiveAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx
      .update(invitations)
      .set({ usedAt: now, userId: created!.id })
      .where(eq(invitations.id, row.id));
    await emitWebhookEvent(
      tx,
      "user.registered",
      {
        id: created!.id,
        name: created!.name,
        email: created!.email,
        language: created!.language,
        role: created!.role,
        waitlistEntryId: created!.waitlistEntryId,
        registeredAt: now.toISOString(),
      },
      now,
    );
    return created!;
  });
  invalidateWaitlistStats(db);
  return { name: user.name, email: user.email, language: user.language };
}
