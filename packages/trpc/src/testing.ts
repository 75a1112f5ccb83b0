// Test support shared by the server-side suites (never imported by production code).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { teamMembers, type Database, type DatabaseKind, type TeamRole } from "@bayan/db";
import { openTestDb } from "@bayan/db/testing";
import { DEFAULT_RATE_LIMITS, type ServerDeps } from "./context.js";
import { AnalyticsCollector } from "./services/analytics/collector.js";
import { prepareAuth } from "./services/auth.js";
import { OutboxSender } from "./services/email/outbox/sender.js";
import { hashPassword } from "./services/hashing.js";
import { MemoryRateLimiter } from "./services/rate-limit.js";

export const TEST_ADMIN_PASSWORD = "correct horse battery staple";

/** An active team member with this role who signs in with `email` and `password`. */
export async function insertTeamMember(
  db: Database,
  { role, email, password }: { role: TeamRole; email: string; password: string },
) {
  const [member] = await db
    .insert(teamMembers)
    .values({
      name: `A ${role}`,
      email,
      role,
      status: "active",
      passwordHash: await hashPassword(password),
    })
    .returning();
  return member!;
}

/**
 * A mailer that delivers nothing, as a server without SMTP: `deliverNow` answers every email
 * still queued, at once. Tests replace its parts (`configured`, a spy for `notify`) as they need.
 */
export function idleMailer(): ServerDeps["mailer"] {
  return {
    configured: false,
    notify: () => {},
    deliverNow: (ids) =>
      Promise.resolve(ids.map((id) => ({ id, status: "queued" as const, error: null }))),
  };
}

/**
 * Everything the server needs, on a fresh database of the given kind, with the admin password
 * set to TEST_ADMIN_PASSWORD and in-memory rate limits.
 */
export async function createTestDeps(kind: DatabaseKind, overrides: Partial<ServerDeps> = {}) {
  const handle = await openTestDb(kind);
  const { jwtKey } = await prepareAuth(handle.db, { adminPassword: TEST_ADMIN_PASSWORD });
  const limiter = new MemoryRateLimiter();
  const deps: ServerDeps = {
    db: handle.db,
    dbKind: handle.kind,
    startedAt: new Date(),
    jwtKey,
    limiter,
    limits: DEFAULT_RATE_LIMITS,
    mailer: new OutboxSender(handle.db, { from: "Bayan <test@bayan.test>" }),
    siteUrl: "http://bayan.test",
    uploadsDir: await mkdtemp(join(tmpdir(), "bayan-uploads-")),
    // Written on `flush()` only (or at 500 events): tests flush when they want the rows.
    analytics: new AnalyticsCollector(handle.db, { flushIntervalMs: 0 }),
    ...overrides,
  };
  return {
    deps,
    db: handle.db,
    close: async () => {
      await deps.analytics?.close();
      await limiter.close();
      await handle.close();
      await rm(deps.uploadsDir, { recursive: true, force: true });
    },
  };
}
