// What the in-process benches share (waitlist-admin.mjs, analytics.mjs): the built workspace
// packages they import, and a fresh PostgreSQL database of their own on BENCH_DATABASE_URL's
// server (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";

const here = dirname(fileURLToPath(import.meta.url));

/** Exits with a clear message unless `pnpm build` has built these packages (e.g. "db", "trpc"). */
export function requireBuilt(packages) {
  for (const pkg of packages) {
    if (!existsSync(join(here, `../../../packages/${pkg}/dist/index.js`))) {
      console.error(`packages/${pkg}/dist is missing: run \`pnpm build\` first.`);
      process.exit(1);
    }
  }
}

/**
 * A new database named `bayan_bench_<name>_<time>`: its URL, and `drop()` (kept instead, and its
 * URL printed, when BENCH_KEEP_DB is set). Exits with a clear message when PostgreSQL does not
 * answer.
 */
export async function benchDatabase(name) {
  const server = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(server, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await admin`select 1`;
  } catch (error) {
    console.error(`PostgreSQL does not answer at ${server}: ${error.message}`);
    process.exit(1);
  }
  const database = `bayan_bench_${name}_${Date.now()}`;
  await admin.unsafe(`create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP_DB) console.log(`Kept the database ${url}`);
      else await admin.unsafe(`drop database if exists ${database} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
