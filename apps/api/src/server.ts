import { createDb, DataDirLockedError, type DbHandle } from "@bayan/db";
import { ensureCountdown } from "@bayan/trpc";
import closeWithGrace from "close-with-grace";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { buildApp } from "./app.js";
import { EnvError, loadEnv } from "./env.js";

/** The built web app: apps/web/dist, found through the workspace dependency. */
function webDistDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@bayan/web/package.json")), "dist");
}

async function main() {
  const env = loadEnv();
  const database: DbHandle = await createDb(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await ensureCountdown(database.db, new Date());

  const app = await buildApp({
    database,
    webDist: webDistDir(),
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL },
  });
  app.addHook("onClose", () => database.close());

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info(`${signal} received, draining requests and closing the database`);
    await app.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    `Bayan is serving on http://${env.HOST}:${env.PORT} (database: ${database.kind}, ${database.location})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(`bayan: ${error.message}`);
  } else {
    console.error("bayan: could not start:", error);
  }
  process.exit(1);
});
