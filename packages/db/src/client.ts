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
  /**
   * Embedded PGlite in memory (tests), optionally started from a dump of a migrated database
   * (`dumpDataDir`), which is several times faster than migrating a new one.
   */
  | { memory: true; from?: Blob | undefined };

export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));

/**
 * Opens the database and applies the committed migrations (a no-op when they are applied).
 * postgres.js when given a URL, otherwise embedded PGlite.
 */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ("url" in options) return openPostgres(options.url);
  if ("dataDir" in options) return openPglite(resolve(options.dataDir));
  return openPglite(undefined, options.from);
}

async function openPostgres(url: string): Promise<DbHandle> {
  const client = postgres(url, {
    // A database that is down or unreachable fails the call in seconds instead of holding it.
    connect_timeout: 5,
    max: 10,
    onnotice: () => {},
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
    backoff: reconnectDelay,
  });
  const db = drizzlePostgres(withWaitLimit(preparing(client), CONNECTION_WAIT_MS), {
    schema,
    casing: "snake_case",
  });
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

/**
 * Seconds before a connection tries again after it failed, the pool's failures so far given:
 * 0.05 s doubling up to 1 s, with jitter. postgres.js's own grows to 20 s (3^tries / 100), so a
 * database back after a few seconds' outage could find the pool waiting 7-20 s more before its
 * next try, every call meanwhile answered 503. Ten connections trying once a second while the
 * database is down cost it nothing.
 */
function reconnectDelay(failures: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, 1);
}

/**
 * The longest a query or a transaction waits for a connection. While the database is down,
 * postgres.js keeps queries queued until it can reconnect; past this they fail (answered 503),
 * so a request never hangs for the length of the outage.
 */
const CONNECTION_WAIT_MS = 4_000;

/**
 * The client Drizzle uses, with `CONNECTION_WAIT_MS` applied: a query not yet sent to a
 * connection by then fails (CONNECT_TIMEOUT, answered 503) and is cancelled, so it never runs
 * later (taken out of postgres.js's queue, or skipped by the connection being opened for it:
 * patches/postgres@3.4.9.patch); a transaction not begun by then is abandoned, and should it
 * begin later its work is never run (it is rolled back). What a caller was told failed is never
 * stored once the database is back. A query already running is left to `statement_timeout`.
 */
export function withWaitLimit(client: postgres.Sql, waitMs: number): postgres.Sql {
  const notInTime = () =>
    Object.assign(new Error("No database connection in time"), { code: "CONNECT_TIMEOUT" });
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (...args: Parameters<postgres.Sql["unsafe"]>) => {
          const query = target.unsafe(...args);
          // postgres.js runs a query when it is awaited (its `then`): await it with a deadline
          // on the wait for a connection (`state` is set once it is on one).
          const run = query.then.bind(query) as PromiseLike<unknown>["then"];
          const limited = new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              if ((query as { state?: unknown }).state) return;
              reject(notInTime());
              void query.cancel();
            }, waitMs);
            run(resolve, reject).then(
              () => clearTimeout(timer),
              () => clearTimeout(timer),
            );
          });
          void Object.defineProperty(query, "then", {
            value: (...handlers: Parameters<Promise<unknown>["then"]>) => limited.then(...handlers),
          });
          return query;
        };
      }
      if (property === "begin") {
        return (...args: unknown[]) => {
          const work = args.at(-1) as (sql: postgres.TransactionSql) => Promise<unknown>;
          const options = args.length > 1 ? (args[0] as string) : "";
          let abandoned = false;
          let timer: NodeJS.Timeout | undefined;
          const waited = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              abandoned = true;
              reject(notInTime());
            }, waitMs);
          });
          const transaction = target.begin(options, (sql) => {
            clearTimeout(timer);
            if (abandoned) throw new Error("Transaction abandoned: its caller has given up");
            return work(sql);
          });
          transaction.catch(() => {}); // an abandoned one still settles later
          return Promise.race([transaction, waited]).finally(() => clearTimeout(timer));
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The client with every statement that has parameters sent as a named prepared statement
 * (postgres.js keeps them per connection, by their text). Drizzle asks for unnamed ones, which
 * PostgreSQL parses and plans again each time and which cost a second round trip (the parameter
 * types are asked first): a join's six statements took twelve. Statements without parameters
 * (`begin`, migrations' scripts, which may hold several commands) are sent as they are. A
 * connection pooler in front must keep prepared statements per client (PgBouncer 1.21+ with
 * `max_prepared_statements`; docs/scale.md).
 */
export function preparing(client: postgres.Sql): postgres.Sql {
  const prepare = (sql: Pick<postgres.Sql, "unsafe">) =>
    ((query: string, params?: unknown[], options?: object) =>
      sql.unsafe(
        query,
        params as postgres.ParameterOrJSON<never>[],
        params?.length ? { ...options, prepare: true } : options,
      )) as postgres.Sql["unsafe"];
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") return prepare(target);
      if (property === "begin") {
        return (...args: unknown[]) => {
          const work = args.at(-1) as (sql: postgres.TransactionSql) => Promise<unknown>;
          const inside = (sql: postgres.TransactionSql) =>
            work(
              new Proxy(sql, {
                get: (t, p, r) => (p === "unsafe" ? prepare(t) : (Reflect.get(t, p, r) as unknown)),
              }),
            );
          return args.length > 1 ? target.begin(args[0] as string, inside) : target.begin(inside);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
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

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<DbHandle> {
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
      ...(from ? { loadDataDir: from } : {}),
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

/**
 * `work`, or a rejection once `ms` have passed without an answer (the work itself is not stopped).
 * The health and readiness checks and the metrics scrape wait for the database this way.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Answers when the database answers a trivial query. */
export async function pingDb(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
