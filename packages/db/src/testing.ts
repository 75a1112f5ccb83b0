import postgres from "postgres";
import type { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type DatabaseKind, type DbHandle } from "./client.js";

/** Where `setupPgliteTemplate` tells the test processes the migrated database's dump is. */
const TEMPLATE_ENV = "BAYAN_TEST_PGLITE_TEMPLATE";
/** ... and the name of the migrated PostgreSQL database that test databases are copied from. */
const PG_TEMPLATE_ENV = "BAYAN_TEST_PG_TEMPLATE";
let template: Promise<Blob> | undefined;

/**
 * Vitest global setup (the server-side packages' vitest.config.ts): migrates one PGlite database
 * and writes its dump to a temporary file, so that every test database starts from it (about
 * 0.3 s) instead of being migrated again (1.2-2 s each, on 2 cores with other suites running).
 * With TEST_DATABASE_URL set, it also migrates one PostgreSQL database that every PostgreSQL test
 * database is created from (`create database ... template`), instead of migrating each one
 * (0.24 s each). Answers the teardown that removes both.
 */
export async function setupPgliteTemplate(): Promise<() => Promise<void>> {
  const handle = await createDb({ memory: true });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = join(
    tmpdir(),
    `bayan-pglite-template-${process.pid}-${randomBytes(4).toString("hex")}.tar`,
  );
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  const postgresTemplate = process.env.TEST_DATABASE_URL ? await setupPostgresTemplate() : null;
  return async () => {
    await rm(file, { force: true });
    await postgresTemplate?.drop();
  };
}

/** A migrated PostgreSQL database, named in PG_TEMPLATE_ENV for `createTestDatabase`. */
async function setupPostgresTemplate(): Promise<{ drop(): Promise<void> }> {
  const template = await createTestDatabase();
  // Migrated, then closed: a database being copied must have no one connected to it.
  await (await createDb({ url: template.url })).close();
  process.env[PG_TEMPLATE_ENV] = new URL(template.url).pathname.slice(1);
  return template;
}

/** The migrated database's dump, when the global setup wrote one (read once per process). */
function pgliteTemplate(): Promise<Blob> | undefined {
  const file = process.env[TEMPLATE_ENV];
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

/**
 * The databases the server-side suites run on: in-memory PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it).
 */
export const testDatabaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * A fresh, migrated database of the given kind. On PostgreSQL a new database is created on the
 * TEST_DATABASE_URL server and dropped again by `close()`.
 */
export async function openTestDb(kind: DatabaseKind): Promise<DbHandle> {
  // Migrated all the same: a no-op on the template, whose migrations are the current ones.
  if (kind === "pglite") return createDb({ memory: true, from: await pgliteTemplate() });
  const database = await createTestDatabase({ migrated: true });
  const handle = await createDb({ url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * A new database on the TEST_DATABASE_URL server: its URL, and `drop()` to remove it. Empty, or
 * with `migrated` a copy of the migrated template when the global setup made one.
 */
export async function createTestDatabase({ migrated = false } = {}): Promise<{
  url: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `bayan_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const template = migrated ? process.env[PG_TEMPLATE_ENV] : undefined;
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
