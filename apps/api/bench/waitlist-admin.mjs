// `pnpm --filter @bayan/api bench:admin`: the admin waitlist screen's queries on 100,000 entries
// in PostgreSQL, against the 100 ms p95 target. It measures through the tRPC procedures in this
// process (createCaller on the built @bayan/trpc: input parsing, the admin token check, the service
// and its SQL; no HTTP), so the CSV export's memory is this process's memory.
// It builds nothing: run `pnpm build` first. A fresh database is created on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards.
import postgres from "postgres";
import { benchDatabase, requireBuilt } from "./bench-db.mjs";

requireBuilt(["db", "trpc"]);
const { createDb } = await import("@bayan/db");
const { createCaller, createContext, MemoryRateLimiter, prepareAuth } = await import("@bayan/trpc");

const ENTRIES = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TARGET_P95_MS = 100;
const PASSWORD = "bench admin password";

const database = await benchDatabase("admin");
const url = new URL(database.url);

const rows = [];
let handle;
try {
  handle = await createDb({ url: url.toString() });
  const seeded = performance.now();
  await seed();
  console.log(
    `Seeded ${ENTRIES.toLocaleString("en")} waitlist entries in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const { jwtKey } = await prepareAuth(handle.db, { adminPassword: PASSWORD });
  const deps = {
    db: handle.db,
    dbKind: handle.kind,
    startedAt: new Date(),
    jwtKey,
    limiter: new MemoryRateLimiter(),
    limits: null,
    mailer: {
      notify() {},
      deliverNow: async (ids) => ids.map((id) => ({ id, status: "queued", error: null })),
      configured: false,
    },
    siteUrl: "http://bench.invalid",
  };
  const { access_token } = await createCaller(
    createContext(deps, { clientIp: "127.0.0.1" }),
  ).auth.login({ password: PASSWORD });
  const caller = createCaller(
    createContext(deps, { clientIp: "127.0.0.1", authorization: `Bearer ${access_token}` }),
  );
  const list = (input) => () => caller.waitlist.list(input);

  const cases = [
    ["first page, newest first", list({ page: 1, limit: 50 })],
    [
      "sort by email asc, page 500",
      list({ sortBy: "email", sortDir: "asc", page: 500, limit: 50 }),
    ],
    ["search '4242' (email substring)", list({ search: "4242" })],
    ["search 'hotmail' + status pending", list({ search: "hotmail", status: "pending" })],
    // Beyond the four the target names: the other sorts, the tabs, the widest search, the end.
    ["search 'yahoo' (a fifth of all rows)", list({ search: "yahoo" })],
    ["status pending, newest first", list({ status: "pending" })],
    ["sent users tab (sentAt set)", list({ sent: true })],
    ["sort by status asc, page 1", list({ sortBy: "status", sortDir: "asc" })],
    ["sort by source desc, page 1", list({ sortBy: "source", sortDir: "desc" })],
    ["sort by language asc, page 1", list({ sortBy: "language", sortDir: "asc" })],
    ["sort by sentAt desc, page 1", list({ sortBy: "sentAt", sortDir: "desc" })],
    ["newest first, last page (2000)", list({ page: 2000, limit: 50 })],
    [
      "invite next 100 (first by position, unconfirmed included)",
      () => caller.waitlist.inviteNext({ count: 100, includeUnconfirmed: true }),
    ],
  ];
  for (const [name, run] of cases) rows.push({ name, ...(await measure(run)) });
  // A write (100 entries, their outbox rows, one transaction): reported, not held to the read target.
  rows.at(-1).verdict = "(reported)";

  // Constant memory: the full export (100,000 rows) must not take more memory than a small one.
  const baseline = process.memoryUsage.rss();
  const small = await measureExport(
    caller,
    "CSV export, search 'hotmail' + pending",
    { search: "hotmail", status: "pending" },
    baseline,
  );
  const full = await measureExport(caller, "CSV export, every row", {}, baseline);
  const constant = full.rssGrowthMb <= small.rssGrowthMb + 16;
  small.verdict = "(baseline)";
  full.verdict = constant ? "PASS (memory)" : "FAIL (memory)";
  rows.push(small, full);
} finally {
  await handle?.close();
  await database.drop();
}

console.log(
  `\nWaitlist admin queries on PostgreSQL, ${ENTRIES.toLocaleString("en")} entries, ${RUNS} runs each after 3 warm-up runs, through the tRPC procedures in process (createCaller)\n`,
);
const verdict = (r) => r.verdict ?? (r.p95 < TARGET_P95_MS ? "PASS" : "FAIL");
const header = ["query", "p50 ms", "p95 ms", "max ms", "result"];
const table = rows.map((r) => [
  r.name,
  r.p50.toFixed(1),
  r.p95.toFixed(1),
  r.max.toFixed(1),
  verdict(r),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
for (const row of [header, ...table])
  console.log(
    row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  "),
  );
console.log("\nCSV export memory: peak RSS growth over all runs, from before the first export");
for (const r of rows.filter((row) => row.mb !== undefined)) {
  console.log(
    `  ${r.name}: ${r.lines.toLocaleString("en")} rows, ${r.mb.toFixed(1)} MB a file, ${RUNS + 1} runs, peak RSS +${r.rssGrowthMb.toFixed(1)} MB`,
  );
}
console.log(
  "  PASS when the full export grows the process by at most 16 MB more than the small one (streamed, never held); its time is reported, not held to 100 ms.",
);
const failed = rows.filter((r) => verdict(r).startsWith("FAIL"));
console.log(
  failed.length
    ? `\nTargets missed: ${failed.map((r) => r.name).join("; ")}`
    : `\nAll queries under ${TARGET_P95_MS} ms p95; the export streams in constant memory.`,
);
process.exitCode = failed.length ? 1 : 0;

/**
 * 100,000 entries in one INSERT ... SELECT: one every 5 minutes (about a year), random-looking
 * emails over five domains, the oldest 60% invited (notified) and every 20th registered, a third
 * in Arabic, four sources.
 */
async function seed() {
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into waitlist_entries (email, status, source, language, sent_at, created_at, updated_at)
      select
        'user' || g || '.' || substr(md5(g::text), 1, 6) || '@'
          || (array['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'example.org'])[1 + g % 5],
        (case when g % 20 = 0 then 'registered' when g <= ${ENTRIES * 0.6} then 'notified' else 'pending' end)::waitlist_status,
        (array['landing-page', 'referral', 'instagram', 'linkedin'])[1 + g % 4],
        (case when g % 3 = 0 then 'ar' else 'en' end)::language,
        case when g % 20 = 0 or g <= ${ENTRIES * 0.6} then at + interval '3 days' end,
        at,
        at
      from generate_series(1, ${ENTRIES}::int) as g,
        lateral (select now() - (${ENTRIES}::int - g) * interval '5 minutes' as at) as t`;
    // As autovacuum would soon leave it: statistics and the visibility map up to date.
    await sql`vacuum analyze waitlist_entries`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

async function measure(run) {
  for (let i = 0; i < 3; i++) await run();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summary(times);
}

/**
 * A CSV export RUNS times (after one warm-up run), with this process's resident memory sampled
 * every 5 ms. The growth is counted from `baseline`, the resident size before any export ran.
 */
async function measureExport(caller, name, input, baseline) {
  let peak = process.memoryUsage.rss();
  const sample = () => (peak = Math.max(peak, process.memoryUsage.rss()));
  const drain = async () => {
    let bytes = 0;
    let lines = -1; // the header
    for await (const chunk of await caller.waitlist.exportCsv(input)) {
      bytes += Buffer.byteLength(chunk);
      for (let i = chunk.indexOf("\n"); i !== -1; i = chunk.indexOf("\n", i + 1)) lines += 1;
      sample();
    }
    return { bytes, lines };
  };
  const sampler = setInterval(sample, 5);
  await drain();
  const times = [];
  let file;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    file = await drain();
    times.push(performance.now() - started);
  }
  clearInterval(sampler);
  return {
    name,
    ...summary(times),
    mb: file.bytes / 2 ** 20,
    lines: file.lines,
    rssGrowthMb: (peak - baseline) / 2 ** 20,
  };
}
