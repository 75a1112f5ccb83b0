import {
  contactSubmissions,
  outbox,
  pingDb,
  policySections,
  waitlistEntries,
  withTimeout,
  type Database,
  type DatabaseKind,
} from "@bayan/db";
import { sql } from "drizzle-orm";
import { appError } from "../errors.js";

const COUNTED_TABLES = {
  waitlistEntries,
  contactSubmissions,
  policySections,
  outbox,
};

/** How long the health check waits for the database before calling it down. */
export const HEALTH_DB_TIMEOUT_MS = 1_000;

export async function health(db: Database, dbKind: DatabaseKind, startedAt: Date, now: Date) {
  const started = performance.now();
  try {
    await withTimeout(pingDb(db), HEALTH_DB_TIMEOUT_MS);
  } catch (error) {
    throw appError("SERVICE_UNAVAILABLE", "common.databaseUnavailable", { cause: error });
  }
  return {
    status: "ok" as const,
    database: {
      kind: dbKind,
      status: "up" as const,
      latencyMs: Math.round((performance.now() - started) * 100) / 100,
    },
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    timestamp: now.toISOString(),
  };
}

export function serverTime(now: Date) {
  return { now: now.toISOString(), timestamp: now.getTime(), timezone: "UTC" as const };
}

/** Uptime, memory, database kind and size, and row counts (admin). */
export async function systemStats(db: Database, dbKind: DatabaseKind, startedAt: Date, now: Date) {
  const memory = process.memoryUsage();
  const [size] = await db
    .select({ bytes: sql<number>`pg_database_size(current_database())`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  const counts = await Promise.all(
    Object.entries(COUNTED_TABLES).map(
      async ([name, table]) => [name, await db.$count(table)] as const,
    ),
  );
  return {
    uptimeSeconds: Math.floor((now.getTime() - startedAt.getTime()) / 1000),
    startedAt: startedAt.toISOString(),
    node: process.version,
    memory: {
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
      heapTotalBytes: memory.heapTotal,
    },
    database: { kind: dbKind, sizeBytes: size?.bytes ?? 0 },
    rows: Object.fromEntries(counts),
  };
}
