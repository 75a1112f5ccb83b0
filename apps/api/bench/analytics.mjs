// `pnpm bench:analytics`: the analytics screen's comprehensive call for 30 days on 1,000,000 events
// (250,000 sessions) over 90 days in PostgreSQL, against the 300 ms target (issue 11). It measures
// through the tRPC procedure in this process (createCaller on the built @bayan/trpc: input parsing,
// the admin token check, the service and its SQL, the output check; no HTTP).
// It builds nothing: run `pnpm build` first. A fresh database is created on BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards.
import postgres from "postgres";
import { benchDatabase, requireBuilt } from "./bench-db.mjs";

requireBuilt(["db", "trpc"]);
const { createDb } = await import("@bayan/db");
const { createCaller, createContext, MemoryRateLimiter, prepareAuth, rollUpAnalytics } =
  await import("@bayan/trpc");

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 250_000);
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGET_MS = 300;
const PASSWORD = "bench admin password";

const database = await benchDatabase("analytics");
const url = new URL(database.url);

const rows = [];
let handle;
let seeded;
let rollup;
try {
  handle = await createDb({ url: url.toString() });
  let started = performance.now();
  seeded = await seed();
  seeded.seconds = (performance.now() - started) / 1000;
  console.log(
    `Seeded ${seeded.events.toLocaleString("en")} events in ${seeded.sessions.toLocaleString("en")} sessions over ${DAYS} days in ${seeded.seconds.toFixed(1)} s`,
  );

  // The rollup job's catch-up on this database (the job rolls up at most 60 days a run).
  started = performance.now();
  let days = 0;
  for (;;) {
    const written = await rollUpAnalytics(handle.db, new Date());
    if (written.length === 0) break;
    days += written.length;
  }
  rollup = { days, seconds: (performance.now() - started) / 1000 };
  console.log(`Rolled up ${days} finished days in ${rollup.seconds.toFixed(1)} s`);

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

  const check = await caller.analytics.comprehensive({ timeRange: 30 });
  console.log(
    `30 days: ${check.metrics.eventCount.toLocaleString("en")} events, ${check.metrics.sessions.toLocaleString("en")} sessions, ${check.metrics.activeUsers.toLocaleString("en")} active users`,
  );

  const cases = [
    ["comprehensive, 30 days", () => caller.analytics.comprehensive({ timeRange: 30 }), true],
    ["comprehensive, 7 days", () => caller.analytics.comprehensive({ timeRange: 7 })],
    ["comprehensive, 90 days", () => caller.analytics.comprehensive({ timeRange: 90 })],
    ["comprehensive, 365 days", () => caller.analytics.comprehensive({ timeRange: 365 })],
    ["summary (six figures), 30 days", () => caller.analytics.summary({ timeRange: 30 })],
    ["live visitors", () => caller.analytics.live()],
    ["weekly visitors", () => caller.analytics.weekly()],
  ];
  for (const [name, run, held] of cases) rows.push({ name, held, ...(await measure(run, RUNS)) });

  // For comparison: the same call without the rollups (every day from the raw events).
  const direct = postgres(url.toString(), { max: 1, onnotice: () => {} });
  await direct`delete from analytics_rollup_days`;
  await direct`delete from analytics_rollups`;
  await direct.end({ timeout: 5 });
  rows.push({
    name: "comprehensive, 30 days, no rollups",
    ...(await measure(() => caller.analytics.comprehensive({ timeRange: 30 }), 3, 1)),
  });
} finally {
  await handle?.close();
  await database.drop();
}

console.log(
  `\nAnalytics reading on PostgreSQL, ${seeded.events.toLocaleString("en")} events over ${DAYS} days, through the tRPC procedures in process (createCaller); median of ${RUNS} runs after 3 warm-up runs\n`,
);
const verdict = (r) => (r.held ? (r.p50 < TARGET_MS ? "PASS" : "FAIL") : "(reported)");
const header = ["query", "median ms", "p95 ms", "max ms", "result"];
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
const failed = rows.filter((r) => verdict(r) === "FAIL");
console.log(
  failed.length
    ? `\nTarget missed: ${failed.map((r) => r.name).join("; ")} (target ${TARGET_MS} ms)`
    : `\nThe 30-day comprehensive call answers under ${TARGET_MS} ms (daily rollups written by the analytics-rollups job, today from the raw events).`,
);
process.exitCode = failed.length ? 1 : 0;

/**
 * SESSIONS sessions spread at random over the last 90 days (none in the last 15 minutes), 1 to 7
 * events each (4 on average: 1,000,000 events for 250,000 sessions), in one INSERT ... SELECT per
 * table: six channels, 20 countries, three devices, two languages, 12 pages, a quarter of the
 * visitors returning, one visitor id for about 1.5 sessions a day. The last event of a session of
 * three or more is its engagement time; some are FAQ opens, demo tools or waitlist joins.
 */
async function seed() {
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  try {
    await sql`
      insert into analytics_sessions (visitor_id, started_at, last_seen_at, landing_page, channel,
        referrer, country, device, language, "returning", pageviews, events, engagement_ms)
      select
        md5((g % ${Math.round(SESSIONS / DAYS / 1.5)})::text || to_char(at, 'YYYYMMDD')),
        at,
        at + n * interval '90 seconds',
        (array['/', '/ar', '/pricing', '/ar/pricing', '/faq', '/ar/faq', '/contact', '/ar/contact',
          '/privacy', '/ar/privacy', '/terms', '/ar/terms'])[1 + g % 12],
        ch::analytics_channel,
        case ch when 'organic' then (array['google.com', 'bing.com', 'duckduckgo.com'])[1 + g % 3]
          when 'social' then (array['t.co', 'facebook.com', 'linkedin.com', 'instagram.com'])[1 + g % 4]
          when 'referral' then 'blog' || (g % 40) || '.example' end,
        (array['SA', 'AE', 'EG', 'JO', 'KW', 'QA', 'BH', 'OM', 'MA', 'DZ', 'TN', 'LB', 'IQ', 'US',
          'GB', 'DE', 'FR', 'TR', 'IN', 'PK'])[1 + (g * 7) % 20],
        (array['mobile', 'mobile', 'desktop', 'tablet'])[1 + g % 4]::analytics_device,
        (case when g % 3 = 0 then 'en' else 'ar' end)::language,
        g % 4 = 0,
        n, n, case when n >= 3 then 20000 + (g % 90) * 1000 else 0 end
      from generate_series(1, ${SESSIONS}::int) as g,
        lateral (select now() - interval '15 minutes'
          - random() * (${DAYS}::int * interval '1 day' - interval '15 minutes') as at,
          1 + (g * 13) % 7 as n,
          (array['organic', 'direct', 'direct', 'social', 'referral', 'email', 'paid'])[1 + g % 7] as ch
        ) as t`;
    await sql`
      insert into analytics_events (session_id, visitor_id, at, name, path, title, engagement_ms)
      select s.id, s.visitor_id, s.started_at + (k - 1) * interval '90 seconds', e.name::analytics_event_name,
        p.path, case when e.name = 'pageview' then 'Title of ' || p.path end,
        case when e.name = 'engagement' then s.engagement_ms::int end
      from analytics_sessions s,
        lateral generate_series(1, s.events) as k,
        lateral (select case
          when k = s.events and s.events >= 3 then 'engagement'
          when k = 1 then 'pageview'
          when k % 5 = 2 then 'faq_open'
          when k % 5 = 3 then 'demo_tool'
          when k = 4 and s.events = 7 then 'waitlist_join'
          else 'pageview' end as name) as e,
        lateral (select case when k = 1 then s.landing_page
          else (array['/', '/ar', '/pricing', '/ar/pricing', '/faq', '/ar/faq'])[1 + k % 6] end as path) as p`;
    // As autovacuum would soon leave it: statistics and the visibility map up to date.
    await sql`vacuum analyze analytics_sessions`;
    await sql`vacuum analyze analytics_events`;
    const [counts] = await sql`select (select count(*) from analytics_sessions)::int as sessions,
      (select count(*) from analytics_events)::int as events`;
    return counts;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

async function measure(run, runs, warmups = 3) {
  for (let i = 0; i < warmups; i++) await run();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return summary(times);
}
