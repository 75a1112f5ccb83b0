import {
  userRole,
  userStatus,
  users,
  type Database,
  type SuppressionReason,
  type User,
} from "@bayan/db";
import { and, eq, gte, ilike, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { appError } from "../errors.js";
import { maskedEmail } from "../rules/email-key.js";
import type {
  UserDto,
  UserSortField,
  userListQuery,
  userMessageInput,
  userUpdateInput,
} from "../schemas/users.js";
import { auditChanges, type AuditTrail } from "./audit.js";
import { enqueueEmail } from "./email/outbox/queue.js";
import { suppressionOf, suppressionsOf } from "./email/suppression.js";
import { userMessageEmail } from "./email/templates.js";
import { growthOf } from "./growth.js";
import { containsPattern, isUuid, listPage, orderByKey, type SortKey } from "./pagination.js";

/**
 * What the admin sees of a user; `suppressed`: why their address is never mailed, when it is on
 * the suppression list (docs/email-delivery.md), else null.
 */
export function toUserDto(row: User, suppressed: SuppressionReason | null): UserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    language: row.language,
    interests: row.interests,
    notes: row.notes,
    waitlistEntryId: row.waitlistEntryId,
    joinedDate: row.joinedAt.toISOString(),
    lastActive: row.lastActiveAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    suppressed,
  };
}

/** A user as the admin sees them, with whether their address is suppressed. */
async function withSuppression(db: Database, row: User): Promise<UserDto> {
  return toUserDto(row, await suppressionOf(db, row.email));
}

// Each has an index that serves its order (see the users indexes in @bayan/db); role and status
// sort in their listed order (admin, teacher, student; active, inactive, suspended).
const SORT_KEYS: Record<UserSortField, SortKey> = {
  joinedAt: { column: users.joinedAt, type: "timestamptz" },
  name: { column: users.name, type: "text" },
  role: { column: users.role, type: userRole.enumName },
  status: { column: users.status, type: userStatus.enumName },
  lastActiveAt: { column: users.lastActiveAt, type: "timestamptz", nullable: true },
};

function filterWhere(query: z.output<typeof userListQuery>): SQL | undefined {
  const term = query.search ? containsPattern(query.search) : null;
  return and(
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    // Names keep their case; emails are stored lower-cased (both trigram-indexed).
    term ? or(ilike(users.name, term), ilike(users.email, term.toLowerCase())) : undefined,
  );
}

/**
 * SPEC 2.10's list: filtered by status, role and a search of name and email; sorted, paged. Whether
 * each address is suppressed is read for the page's addresses in one query, by normalized key.
 */
export async function listUsers(db: Database, query: z.output<typeof userListQuery>) {
  const page = await listPage(
    db,
    users,
    {
      where: filterWhere(query),
      orderBy: orderByKey(SORT_KEYS[query.sortBy], query.sortDir, users.id),
      page: query.page,
      limit: query.limit,
    },
    (row) => row,
  );
  const suppressed = await suppressionsOf(
    db,
    page.items.map((row) => row.email),
  );
  return {
    ...page,
    items: page.items.map((row) => toUserDto(row, suppressed.get(row.email) ?? null)),
  };
}

async function findUser(db: Database, id: string): Promise<User> {
  const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
  if (!row) throw appError("NOT_FOUND", "users.notFound");
  return row;
}

export async function getUser(db: Database, id: string) {
  return withSuppression(db, await findUser(db, id));
}

/** A user as the audit log's target: their address, masked. */
export const userTarget = (user: Pick<User, "id" | "email">) => ({
  type: "user",
  id: user.id,
  label: maskedEmail(user.email),
});

/** Personal text as the audit log shows it: its length, never its words. */
export const textLength = (text: string | null | undefined) =>
  text === null || text === undefined ? null : `(${text.length} characters)`;

/** What changed of a user, for the audit log: addresses and names masked, notes as their length. */
function userChanges(before: User | null, after: User | null) {
  const changes = auditChanges(
    before,
    after,
    ["name", "email", "role", "status", "notes"],
    ["name", "email", "notes"],
  );
  // Notes are free text: only their length, even where an "@" would read as an address.
  if (changes?.notes) {
    changes.notes = { before: textLength(before?.notes), after: textLength(after?.notes) };
  }
  return changes;
}

/**
 * Edits name, email, role, status or notes; an email another user has is a conflict. Recorded
 * (`users.update`) with the fields that changed; a change to nothing records nothing.
 */
export async function updateUser(
  db: Database,
  input: z.output<typeof userUpdateInput>,
  audit: AuditTrail,
) {
  await findUser(db, input.id);
  if (input.email) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, input.id)));
    if (other) throw appError("CONFLICT", "users.emailTaken");
  }
  const row = await db.transaction(async (tx) => {
    // Locked, so the changes recorded are from what this update replaced.
    const [before] = await tx.select().from(users).where(eq(users.id, input.id)).for("update");
    if (!before) throw appError("NOT_FOUND", "users.notFound");
    const [updated] = await tx
      .update(users)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.email !== undefined ? { email: input.email } : {}),
        ...(input.role !== undefined ? { role: input.role } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.notes !== undefined ? { notes: input.notes || null } : {}),
      })
      .where(eq(users.id, input.id))
      .returning();
    const changes = userChanges(before, updated!);
    if (changes) {
      await audit.record(tx, { action: "users.update", target: userTarget(before), changes });
    } else {
      audit.nothingChanged();
    }
    return updated!;
  });
  return withSuppression(db, row);
}

/** Deletes the account (recorded, `users.delete`); the waitlist entry it came from stays (registered). */
export async function deleteUser(db: Database, id: string, audit: AuditTrail) {
  await findUser(db, id);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(users).where(eq(users.id, id)).returning();
    // Deleted at the same moment by another request.
    if (!gone) throw appError("NOT_FOUND", "users.notFound");
    await audit.record(tx, {
      action: "users.delete",
      target: userTarget(gone),
      changes: userChanges(gone, null),
    });
  });
  return { id };
}

/**
 * Queues an email from the administrator to the user, recorded (`users.message`) with the
 * subject's length only; answers its id.
 */
export async function messageUser(
  db: Database,
  input: z.output<typeof userMessageInput>,
  audit: AuditTrail,
) {
  const user = await findUser(db, input.id);
  return db.transaction(async (tx) => {
    const emailId = await enqueueEmail(
      tx,
      user.email,
      "user-message",
      userMessageEmail(user.language, user.name, input.subject, input.message),
    );
    await audit.record(tx, {
      action: "users.message",
      target: userTarget(user),
      changes: input.subject
        ? { subject: { before: null, after: textLength(input.subject) } }
        : null,
    });
    return emailId!;
  });
}

/** The users figures of the dashboard and the users screen: totals and this week's joins. */
export async function userStats(db: Database, now: Date) {
  const week = 7 * 86_400_000;
  const since = new Date(now.getTime() - week);
  const before = new Date(now.getTime() - 2 * week);
  const [rows, current, previous] = await Promise.all([
    db
      .select({
        status: users.status,
        role: users.role,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(users)
      .groupBy(users.status, users.role),
    db.$count(users, gte(users.joinedAt, since)),
    db.$count(users, and(gte(users.joinedAt, before), lt(users.joinedAt, since))),
  ]);
  const sum = (keep: (r: (typeof rows)[number]) => boolean) =>
    rows.filter(keep).reduce((total, r) => total + r.count, 0);
  return {
    total: sum(() => true),
    byStatus: {
      active: sum((r) => r.status === "active"),
      inactive: sum((r) => r.status === "inactive"),
      suspended: sum((r) => r.status === "suspended"),
    },
    byRole: {
      admin: sum((r) => r.role === "admin"),
      teacher: sum((r) => r.role === "teacher"),
      student: sum((r) => r.role === "student"),
    },
    joined: growthOf(7, current, previous),
  };
}
