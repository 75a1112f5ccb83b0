import postgres from "postgres";
import { randomBytes } from "node:crypto";
import { createDb, type DatabaseKind, type DbHandle } from "./client.js";

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
  if (kind === "pglite") return createDb({ memory: true });
  const database = await createTestDatabase();
  const handle = await createDb({ url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A new, empty database on the TEST_DATABASE_URL server: its URL, and `drop()` to remove it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `bayan_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
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
