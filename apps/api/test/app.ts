import { openTestDb } from "@bayan/db/testing";
import type { DatabaseKind } from "@bayan/db";
import { buildApp, type AppOptions } from "../src/app.js";

/** The whole server on a fresh database of the given kind, ready for `app.inject`. */
export async function setupApp(kind: DatabaseKind, options: Partial<AppOptions> = {}) {
  const database = await openTestDb(kind);
  const app = await buildApp({
    database,
    logger: { level: process.env.TEST_LOG_LEVEL ?? "silent" },
    ...options,
  });
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
