import { pingDb, type Database, type DatabaseKind } from "@bayan/db";
import { appError } from "../errors.js";

/** How long the health check waits for the database before calling it down. */
export const HEALTH_DB_TIMEOUT_MS = 1_500;

export async function health(db: Database, dbKind: DatabaseKind, startedAt: Date, now: Date) {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pingDb(db),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timed out")), HEALTH_DB_TIMEOUT_MS);
      }),
    ]);
  } catch (error) {
    throw appError("SERVICE_UNAVAILABLE", "Database unavailable", error);
  } finally {
    clearTimeout(timer);
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
