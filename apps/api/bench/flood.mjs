// `pnpm flood` (after `pnpm build`): the analytics collector under a flood (docs/analytics.md,
// Budgets). Starts the built production server (PGlite in a fresh folder, or PostgreSQL at
// DATABASE_URL: give it a fresh database), behind a trusted proxy so that forged X-Forwarded-For
// addresses count as clients, and for FLOOD_SECONDS (30) sends FLOOD_RATE (30,000) events a second
// in batches of 20, as the collection script posts them, from FLOOD_ADDRESSES (10,000) addresses.
// Meanwhile a person browses from an address of their own (a page every 2 s, its engagement time
// when leaving it, through the real collection endpoint), and this measures:
//
//   - every analytics call of the admin screens (comprehensive for 7, 30, 90 and 365 days, live,
//     weekly) over HTTP, one after the other, during the flood and for 15 s after it: < 300 ms;
//   - GET /api/waitlist/stats at 100 requests a second during the flood: p99 < 50 ms;
//   - at the end, through the admin analytics API, that every page view of the person is counted;
//   - the collector's drops by reason (/metrics): none for a full buffer.
//
// Prints the figures and exits 1 when a target is missed. The load runs in child processes (this
// file again, `--load`), so the measuring loop does not share its event loop with them.
import { fileURLToPath } from "node:url";
import {
  cpuSeconds,
  forgedAddress,
  loadInChild,
  metricSamples,
  pct,
  runLoad,
  signIn,
  sleep,
  startServer,
} from "./harness.mjs";

const here = fileURLToPath(import.meta.url);
const PATH = "/bayan/n";
const BATCH = 20;
const UAS = Array.from(
  { length: 20 },
  (_, i) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${i}.0 Safari/537.36`,
);

if (process.argv[2] === "--load") {
  // A child: one autocannon run, its result as one JSON line.
  const options = JSON.parse(process.argv[3]);
  console.log(JSON.stringify(await load(options)));
  process.exit(0);
}

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 30);
const RATE = Number(process.env.FLOOD_RATE ?? 30_000);
const ADDRESSES = Number(process.env.FLOOD_ADDRESSES ?? 10_000);
const AFTER_SECONDS = 15;
const STATS_RATE = 100;
const TARGETS = { adminMs: 300, statsP99Ms: 50 };
const PASSWORD = "flood admin password";
const METRICS_TOKEN = "flood-metrics-token-0123456789";
const PERSON = { ip: "81.2.69.160", ua: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Firefox/128.0" };
const PERSON_PAGES = ["/contact", "/privacy", "/terms"];
const ADMIN_CALLS = [
  ["comprehensive 7", "analytics.comprehensive", { timeRange: 7 }],
  ["comprehensive 30", "analytics.comprehensive", { timeRange: 30 }],
  ["comprehensive 90", "analytics.comprehensive", { timeRange: 90 }],
  ["comprehensive 365", "analytics.comprehensive", { timeRange: 365 }],
  ["live", "analytics.live", undefined],
  ["weekly", "analytics.weekly", undefined],
];

const server = await startServer(
  {
    ADMIN_PASSWORD: PASSWORD,
    METRICS_TOKEN,
    ...(process.env.ANALYTICS_EVENTS_PER_SECOND
      ? { ANALYTICS_EVENTS_PER_SECOND: process.env.ANALYTICS_EVENTS_PER_SECOND }
      : {}),
  },
  "flood",
);
const { base, target } = server;

const failures = [];
try {
  const token = await signIn(base, PASSWORD);
  console.log(
    `Flood on ${target}: ${RATE.toLocaleString("en")} events/s (${RATE / BATCH} requests of ${BATCH}) ` +
      `for ${SECONDS} s from ${ADDRESSES.toLocaleString("en")} addresses; a person browsing; ` +
      `admin analytics calls during and ${AFTER_SECONDS} s after`,
  );

  // The person starts a few seconds before the flood (a visitor already on the site).
  const person = browse();
  const admin = { before: [], during: [], after: [] };
  let phase = "before";
  const adminLoop = measureAdmin(token, admin, () => phase);
  await sleep(4_000);

  phase = "during";
  const cpuBefore = cpuSeconds(server.pid);
  const [flood, stats] = await Promise.all([
    loadInChild(
      here,
      {
        url: `${base}${PATH}`,
        kind: "flood",
        rate: RATE / BATCH,
        seconds: SECONDS,
        addresses: ADDRESSES,
        connections: 64,
      },
      { background: true },
    ),
    loadInChild(here, {
      url: `${base}/api/waitlist/stats`,
      kind: "get",
      rate: STATS_RATE,
      seconds: SECONDS,
      connections: 8,
    }),
  ]);
  const serverCpu = (cpuSeconds(server.pid) - cpuBefore) / SECONDS;
  phase = "after";
  await sleep(AFTER_SECONDS * 1_000);
  phase = "done";
  await adminLoop;
  const browsed = await person.stop();
  await sleep(2_500); // the collector writes every second

  // The person's page views, as the admin reads them.
  const report = await trpc(token, "analytics.comprehensive", { timeRange: 7 });
  const counted = report.pageViewsData
    .filter((p) => PERSON_PAGES.includes(p.path))
    .reduce((sum, p) => sum + p.views, 0);
  const dropped = await droppedByReason();

  // Figures.
  const floodEvents = flood.statusCodes;
  const sent = flood.total * BATCH;
  console.log(
    `\nflood: ${flood.total.toLocaleString("en")} requests (${Math.round(sent / SECONDS).toLocaleString("en")} events/s sent), ` +
      `answers ${JSON.stringify(floodEvents)}, errors ${flood.errors}, timeouts ${flood.timeouts}; ` +
      `${report.metrics.eventCount.toLocaleString("en")} events stored today, ${report.metrics.sessions.toLocaleString("en")} sessions`,
  );
  console.log(`dropped on /metrics: ${JSON.stringify(dropped)}`);
  console.log(
    `CPU during the flood, in % of a core: server ${(serverCpu * 100).toFixed(0)}, ` +
      `flood generator ${((flood.cpuSeconds / SECONDS) * 100).toFixed(0)}, ` +
      `stats client ${((stats.cpuSeconds / SECONDS) * 100).toFixed(0)}`,
  );
  console.log(
    `GET /api/waitlist/stats at ${STATS_RATE}/s during the flood: p50 ${stats.p50} ms, p99 ${stats.p99} ms, ` +
      `max ${stats.max} ms, non-2xx ${stats.non2xx + stats.errors + stats.timeouts} (target p99 < ${TARGETS.statsP99Ms})`,
  );
  console.log(
    `person: ${browsed.pageviews} page views sent (${browsed.refused} refused), ${counted} counted`,
  );
  console.log(`\nadmin analytics calls (ms; target every call < ${TARGETS.adminMs}):`);
  console.log(
    ["phase", "call", "n", "p50", "p95", "max"].map((h, i) => h.padEnd(i === 1 ? 18 : 7)).join(""),
  );
  for (const phaseName of ["before", "during", "after"]) {
    for (const [name] of ADMIN_CALLS) {
      const ms = admin[phaseName].filter((s) => s.name === name).map((s) => s.ms);
      if (ms.length === 0) continue;
      console.log(
        [phaseName, name, ms.length, pct(ms, 50), pct(ms, 95), Math.max(...ms)]
          .map((c) => String(typeof c === "number" && !Number.isInteger(c) ? c.toFixed(1) : c))
          .map((c, i) => c.padEnd(i === 1 ? 18 : 7))
          .join(""),
      );
    }
  }

  const worst = (phaseName) => Math.max(...admin[phaseName].map((s) => s.ms));
  const failedCalls = [...admin.during, ...admin.after].filter((s) => !s.ok).length;
  console.log(
    `\nsummary ${target}: admin max during ${worst("during").toFixed(0)} ms, after ${worst("after").toFixed(0)} ms; ` +
      `stats p99 ${stats.p99} ms; person ${counted}/${browsed.pageviews}; buffer drops ${dropped.buffer_full ?? "?"}`,
  );
  if (failedCalls > 0) failures.push(`${failedCalls} admin calls failed`);
  if (admin.during.length === 0 || worst("during") >= TARGETS.adminMs)
    failures.push(`admin analytics during the flood took up to ${worst("during").toFixed(0)} ms`);
  if (admin.after.length === 0 || worst("after") >= TARGETS.adminMs)
    failures.push(`admin analytics after the flood took up to ${worst("after").toFixed(0)} ms`);
  if (!(stats.p99 < TARGETS.statsP99Ms)) failures.push(`stats p99 ${stats.p99} ms`);
  if (stats.non2xx + stats.errors + stats.timeouts > 0) failures.push("stats had failed answers");
  if (browsed.refused > 0 || counted !== browsed.pageviews)
    failures.push(`the person's page views: ${counted} of ${browsed.pageviews} counted`);
  if (dropped.buffer_full !== 0)
    failures.push(`${dropped.buffer_full} events lost to a full buffer`);
} catch (error) {
  failures.push(`the run failed: ${error?.stack ?? error}`);
} finally {
  const crashed = await server.stop();
  if (crashed) failures.push(`the server exited during the run (${JSON.stringify(crashed)})`);
}
console.log(failures.length ? `\nTargets missed: ${failures.join("; ")}` : "\nAll targets met.");
process.exit(failures.length ? 1 : 0);

// ---------------------------------------------------------------------------------------------

async function trpc(token, procedure, input) {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const res = await fetch(`${base}/trpc/${procedure}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`${procedure}: ${res.status}`);
  return (await res.json()).result.data;
}

/** Every admin analytics call in turn, timed, until the phase is "done". */
async function measureAdmin(token, samples, phase) {
  for (;;) {
    for (const [name, procedure, input] of ADMIN_CALLS) {
      const current = phase();
      if (current === "done") return;
      const started = performance.now();
      let ok = true;
      try {
        await trpc(token, procedure, input);
      } catch {
        ok = false;
      }
      samples[current].push({ name, ms: performance.now() - started, ok });
    }
    await sleep(50);
  }
}

/** A person: a page view every 2 s and, 1.9 s later, the time they spent on it. */
function browse() {
  let running = true;
  let pageviews = 0;
  let refused = 0;
  const send = async (events) => {
    const res = await fetch(`${base}${PATH}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": PERSON.ua,
        "x-forwarded-for": PERSON.ip,
      },
      body: JSON.stringify({ events }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const done = (async () => {
    for (let i = 0; running; i++) {
      const path = PERSON_PAGES[i % PERSON_PAGES.length];
      const url = `${base}${path}`;
      const page = { name: "pageview", url, title: `Bayan ${path}`, width: 1280, language: "en" };
      const status = await send([i === 0 ? { ...page, returning: false } : page]);
      pageviews += 1;
      if (status !== 202) refused += 1;
      await sleep(1_900);
      const left = await send([{ name: "engagement", url, engagementMs: 1_900 }]);
      if (left !== 202) refused += 1;
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return { pageviews, refused };
    },
  };
}

/** `analytics_events_dropped_total` by reason, from /metrics. */
async function droppedByReason() {
  const samples = await metricSamples(base, METRICS_TOKEN, "analytics_events_dropped_total");
  const counts = {};
  for (const [labels, value] of Object.entries(samples)) {
    const reason = /reason="(\w+)"/.exec(labels)?.[1];
    if (reason) counts[reason] = value;
  }
  return counts;
}

/** One autocannon run (in a child): the flood, or plain GETs at a fixed rate. */
function load({ url, kind, rate, seconds, addresses, connections }) {
  if (kind !== "flood") return runLoad({ url, rate, seconds, connections });
  const origin = new URL(url).origin;
  // 20 events as the collection script sends them: page views and the landing page's clicks.
  const events = [
    { name: "pageview", url: `${origin}/`, title: "Bayan", width: 1280, language: "en" },
    ...[1, 2, 3, 4, 5, 6].map((q) => ({
      name: "faq_open",
      url: `${origin}/`,
      props: { question: q },
    })),
    ...["quiz", "words", "reading", "exercises"].map((tool) => ({
      name: "demo_tool",
      url: `${origin}/`,
      props: { tool },
    })),
    { name: "language_switch", url: `${origin}/`, props: { to: "ar" } },
    { name: "theme_switch", url: `${origin}/`, props: { to: "dark" } },
  ];
  while (events.length < BATCH) events.push({ ...events[0] });
  const body = JSON.stringify({ events });
  return runLoad(
    {
      url,
      method: "POST",
      rate,
      seconds,
      connections,
      headers: { "content-type": "application/json" },
    },
    (req, i) => ({
      ...req,
      headers: {
        ...req.headers,
        "x-forwarded-for": forgedAddress(i % addresses),
        "user-agent": UAS[i % UAS.length],
      },
      body,
    }),
  );
}
