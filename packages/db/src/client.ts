import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { lockDataDir } from "./lock.js";
import * as schema from "./schema.js";

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = "postgres" | "pglite";

export interface DbHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the data lives: the PostgreSQL host/database, the PGlite folder, or "memory". */
  location: string;
  close(): Promise<void>;
}

export type DbOptions =
  /** PostgreSQL through postgres.js. */
  | { url: string }
  /** Embedded PGlite persisted under this folder, locked against other processes. */
  | { dataDir: string }
  /** Embedded PGlite in memory (tests). */
  | { memory: true };

export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * Opens the database and applies the committed migrations (a no-op when they are applied).
 * postgres.js when given a URL, otherwise embedded PGlite.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ("url" in options) return openPostgres(options.url);
  if ("dataDir" in options) return openPglite(resolve(options.dataDir));
  return openPglite(undefined);
}

async function openPostgres(url: string): Promise<DbHandle> {
  const client = postgres(url, {
    // A database that is down or unreachable fails the call in seconds instead of holding it.
    connect_timeout: 5,
    max: 10,
    onnotice: () => {},
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
  });
  const db = drizzlePostgres(client, { schema, casing: "snake_case" });
  try {
    await underMigrationLock(client, () => migratePostgres(db, { migrationsFolder }));
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
  const parsed = new URL(url);
  return {
    db,
    kind: "postgres",
    location: `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`,
    close: () => client.end({ timeout: 5 }),
  };
}

/** No single statement of the app runs longer than this (the database cancels it). */
const STATEMENT_TIMEOUT_MS = 15_000;

/** The advisory lock key that serialises migrations: any fixed 64-bit number, "bayan" in hex. */
const MIGRATION_LOCK = 0x626179616e;

/**
 * Runs the migrations while holding a PostgreSQL advisory lock, so servers started at the same
 * instant on a new database take turns: the first applies them, the others then find nothing to
 * do (without the lock, two at once fail on duplicate catalog entries).
 */
async function underMigrationLock(client: postgres.Sql, migrate: () => Promise<void>) {
  const session = await client.reserve();
  try {
    await session`select pg_advisory_lock(${MIGRATION_LOCK})`;
    try {
      await migrate();
    } finally {
      await session`select pg_advisory_unlock(${MIGRATION_LOCK})`;
    }
  } finally {
    session.release();
  }
}

async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  try {
    // pg_trgm backs the substring searches' indexes (migration 0003 creates the extension).
    // Options in one object: PGlite ignores the second argument when the first is not a folder.
    const client = new PGlite({
      ...(dataDir ? { dataDir: join(dataDir, "pglite") } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema, casing: "snake_case" });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      location: dataDir ?? "memory",
      close: async () => {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** Answers when the database answers a trivial query. */
export async function pingDb(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
