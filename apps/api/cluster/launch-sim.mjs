// `pnpm launch-sim` (after `pnpm build`): a launch day, shortened, through the cluster as
// `pnpm cluster` starts it (two instances behind Caddy, LAUNCH_INSTANCES to change it; a
// PostgreSQL server and a Redis of the run's own, an SMTP sink). For LAUNCH_MINUTES (10):
// LAUNCH_JOINS_PER_MINUTE joins (10,000; 30% through referral links once people have confirmed
// and have codes), LAUNCH_PAGE_VIEWS page views through the collector (100,000), the landing's
// two reads with every other page view, people confirming from their emails, an invitation wave
// of LAUNCH_WAVE entries (2,000) a fifth of the way in, and an administrator paging the waitlist
// every 2 s and exporting it as CSV every 30 s; one instance restarted halfway. Then it waits for
// the outbox to empty and prints, per kind of request, p50 / p99 and errors; joins acknowledged
// against stored; emails delivered exactly once; and the database's CPU. Exits 1 on a 5xx or a
// failed connection, a lost join, or an email delivered twice or not at all.
//
// The per-address limits are lifted (RATE_LIMITS=off): every request comes from this machine's
// one address, which stands for the launch's many visitors. docs/scale.md has the figures.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import {
  call,
  sleep,
  startCaddy,
  startInstance,
  startPostgres,
  startRedis,
  startSmtpSink,
} from "./infra.mjs";

const MINUTES = Number(process.env.LAUNCH_MINUTES ?? 10);
const JOINS_PER_MINUTE = Number(process.env.LAUNCH_JOINS_PER_MINUTE ?? 10_000);
const PAGE_VIEWS = Number(process.env.LAUNCH_PAGE_VIEWS ?? 100_000);
const WAVE_SIZE = Number(process.env.LAUNCH_WAVE ?? 2_000);
/**
 * Instances behind Caddy: two, as `pnpm cluster` and docker-compose.yml run them. The restart
 * leaves one Node process (one core at most) to carry the launch meanwhile; LAUNCH_INSTANCES=3
 * measures a cluster whose restart takes a third of it away (docs/scale.md).
 */
const INSTANCES = Number(process.env.LAUNCH_INSTANCES ?? 2);
const DURATION_MS = MINUTES * 60_000;
/** Requests of one kind in flight at most: past it the generator, not the server, is behind. */
const IN_FLIGHT_CAP = 400;
/** Share of confirmation emails whose reader clicks Confirm. */
const CONFIRM_SHARE = 0.5;
/** People reading their emails and confirming at the same time. */
const CONFIRMERS = 8;
const REFERRAL_SHARE = 0.3;
const PASSWORD = "launch sim password";

/** Per kind of request: answer times and statuses. */
const kinds = new Map();
function kindOf(kind) {
  let k = kinds.get(kind);
  if (!k) kinds.set(kind, (k = { ms: [], statuses: {}, skipped: 0 }));
  return k;
}
/**
 * The first failed answers of each status (5xx, or 0 for none), to tell who failed and why: the
 * proxy (no body) or a server (a message key).
 */
const failures = [];
const FAILURES_SHOWN_PER_STATUS = 6;
const failuresShown = {};
/** When the load started, and when the restart began. */
const times = { load: 0, stopping: 0 };
function record(kind, answer) {
  const k = kindOf(kind);
  k.ms.push(answer.ms);
  k.statuses[answer.status] = (k.statuses[answer.status] ?? 0) + 1;
  if (
    (answer.status === 0 || answer.status >= 500) &&
    (failuresShown[answer.status] = (failuresShown[answer.status] ?? 0) + 1) <=
      FAILURES_SHOWN_PER_STATUS
  ) {
    const at = (t) => ((Date.now() - answer.ms - t) / 1000).toFixed(1);
    const restart = times.stopping ? `, ${at(times.stopping)} s after the restart began` : "";
    failures.push(
      `${kind}: ${answer.status} after ${answer.ms} ms, sent at ${at(times.load)} s${restart}; ` +
        `content-type: ${answer.headers.get("content-type") ?? "none"}, body: ${answer.text.slice(0, 200) || "none"}`,
    );
  }
  return answer;
}
const failedKind = (k) =>
  Object.entries(k.statuses).reduce((n, [s, c]) => n + (s === "0" || Number(s) >= 500 ? c : 0), 0);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** CPU seconds used so far by the run's PostgreSQL server and its backends. */
function postgresCpuSeconds(dataDir) {
  const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const ticks = (pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
    } catch {
      return null;
    }
  };
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = ticks(entry);
    if (stat && (Number(entry) === postmaster || stat.ppid === postmaster)) total += stat.cpu;
  }
  return total / 100; // USER_HZ
}

/**
 * Fires `send(i)` at `perSecond` from now until `until`, without waiting for answers (an open
 * loop: a slow server meets more requests, as it would on the day), at most IN_FLIGHT_CAP at once.
 */
async function atRate(kind, perSecond, until, send) {
  const started = Date.now();
  let fired = 0;
  let inFlight = 0;
  const all = [];
  while (Date.now() < until) {
    const due = Math.floor(((Date.now() - started) / 1000) * perSecond);
    for (; fired < due; fired++) {
      if (inFlight >= IN_FLIGHT_CAP) {
        kindOf(kind).skipped += 1;
        continue;
      }
      inFlight += 1;
      all.push(
        send(fired).then(
          (answer) => {
            inFlight -= 1;
            record(kind, answer);
          },
          () => (inFlight -= 1),
        ),
      );
    }
    await sleep(10);
  }
  await Promise.all(all);
}

const PAGES = ["/", "/privacy", "/contact", "/terms", "/"];
const REFERRERS = ["", "https://www.google.com/", "https://t.co/x", "https://news.example.org/a"];

const pg = await startPostgres();
const redis = await startRedis();
const smtp = await startSmtpSink({ messages: true });
const url = await pg.database();
const env = {
  DATABASE_URL: url,
  REDIS_URL: redis.url,
  SMTP_URL: smtp.url,
  ADMIN_PASSWORD: PASSWORD,
  RATE_LIMITS: "off",
  OUTBOX_INTERVAL_MS: "1000",
  SHUTDOWN_DRAIN_MS: "3000",
};
const instances = [];
for (let i = 0; i < INSTANCES; i++) instances.push(await startInstance(env));
const proxy = await startCaddy(instances);
const base = proxy.base;
let problems = [];
const codes = [];
let referred = 0;
const confirmedTokens = new Set();
let waveId = null;
let restart = "not done";

try {
  const signIn = await call(`${base}/api/auth/login`, {
    method: "POST",
    body: { password: PASSWORD },
  });
  const admin = { authorization: `Bearer ${JSON.parse(signIn.text).access_token}` };
  const cpuBefore = postgresCpuSeconds(pg.dataDir);
  const started = Date.now();
  times.load = started;
  const until = started + DURATION_MS;
  console.log(
    `launch: ${MINUTES} min, ${JOINS_PER_MINUTE} joins/min, ${PAGE_VIEWS} page views, ` +
      `a wave of ${WAVE_SIZE}, through ${base} (${INSTANCES} instances on PostgreSQL and Redis)`,
  );

  const joins = atRate("POST /api/waitlist (join)", JOINS_PER_MINUTE / 60, until, (i) => {
    const ref =
      codes.length && Math.random() < REFERRAL_SHARE ? codes[i % codes.length] : undefined;
    if (ref) referred += 1;
    return call(`${base}/api/waitlist`, {
      method: "POST",
      body: {
        email: `launch-${i}@example.com`,
        language: i % 3 ? "ar" : "en",
        source: "launch-sim",
        ...(ref && { ref }),
      },
    });
  });
  const views = atRate("POST /bayan/n (page view)", PAGE_VIEWS / (DURATION_MS / 1000), until, (i) =>
    call(`${base}/bayan/n`, {
      method: "POST",
      headers: {
        "user-agent": `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${i % 20_000}.0 Safari/537.36`,
      },
      body: {
        events: [
          {
            name: "pageview",
            url: `${base}${PAGES[i % PAGES.length]}`,
            referrer: REFERRERS[i % REFERRERS.length] || undefined,
            title: "Bayan",
            width: 390,
            language: i % 3 ? "ar" : "en",
          },
        ],
      },
    }),
  );
  const readsPerSecond = PAGE_VIEWS / (DURATION_MS / 1000) / 2;
  const stats = atRate("GET /api/waitlist/stats", readsPerSecond, until, () =>
    call(`${base}/api/waitlist/stats`),
  );
  const countdown = atRate("GET /api/system/countdown", readsPerSecond, until, () =>
    call(`${base}/api/system/countdown`),
  );

  // People confirming from their emails: half of the confirmation emails are clicked, by
  // CONFIRMERS people at a time; each confirmed person's code is then used by later joins.
  // Emails still unread when the load ends stay unread.
  let read = 0;
  const confirmer = async () => {
    while (Date.now() < until) {
      const message = smtp.messages[read];
      if (!message) {
        await sleep(200);
        continue;
      }
      read += 1;
      if (!message.confirmToken || Math.random() >= CONFIRM_SHARE) continue;
      if (confirmedTokens.has(message.confirmToken)) continue;
      confirmedTokens.add(message.confirmToken);
      const confirmed = record(
        "POST /api/waitlist/confirm",
        await call(`${base}/api/waitlist/confirm`, {
          method: "POST",
          body: { token: message.confirmToken },
        }),
      );
      if (confirmed.status !== 200) continue;
      const statusToken = JSON.parse(confirmed.text).data.statusToken;
      const status = record(
        "GET /api/waitlist/status/:token",
        await call(`${base}/api/waitlist/status/${statusToken}`),
      );
      const code = status.status === 200 ? JSON.parse(status.text).data.referralCode : null;
      if (code && codes.length < 5_000) codes.push(code);
    }
  };
  const confirming = Promise.all(Array.from({ length: CONFIRMERS }, confirmer));

  // The administrator: the waitlist a page at a time, the CSV now and then, the wave.
  const administering = (async () => {
    let page = 1;
    let exported = 0;
    while (Date.now() < until) {
      const elapsed = Date.now() - started;
      if (waveId === null && elapsed > DURATION_MS / 5) {
        const wave = record(
          "POST /api/waitlist/invite-next (wave)",
          await call(`${base}/api/waitlist/invite-next`, {
            method: "POST",
            headers: admin,
            body: { count: WAVE_SIZE, includeUnconfirmed: true },
            timeoutMs: 60_000,
          }),
        );
        waveId =
          wave.status === 200
            ? (JSON.parse(wave.text).data.wave?.id ?? "none made")
            : `failed (${wave.status})`;
      }
      record(
        "GET /api/waitlist (admin page)",
        await call(`${base}/api/waitlist?page=${page}&limit=50`, { headers: admin }),
      );
      page = (page % 40) + 1;
      if (elapsed > exported * 30_000) {
        exported += 1;
        record(
          "GET /api/waitlist/export.csv",
          await call(`${base}/api/waitlist/export.csv`, { headers: admin, timeoutMs: 120_000 }),
        );
      }
      await sleep(2_000);
    }
  })();

  // Halfway, one instance is restarted where Caddy expects it.
  const restarting = (async () => {
    await sleep(DURATION_MS / 2);
    const t0 = Date.now();
    times.stopping = t0;
    const old = instances[0];
    const { code } = await old.stop("SIGTERM");
    if (code !== 0) {
      problems.push(`the restarted instance exited ${code} on SIGTERM`);
      console.log(`\nthe restarted instance exited ${code}; its last lines:\n${old.logTail()}`);
    }
    const stopped = Date.now();
    instances[0] = await startInstance(env, { port: old.port });
    const seconds = (t) => ((t - t0) / 1000).toFixed(1);
    restart = `instance on ${old.port} stopped (exit ${code}) in ${seconds(stopped)} s, up again in ${seconds(Date.now())} s`;
  })();

  await Promise.all([joins, views, stats, countdown, confirming, administering, restarting]);
  const loadSeconds = (Date.now() - started) / 1000;
  const unread = smtp.messages.length - read;
  const cpuDuring = postgresCpuSeconds(pg.dataDir) - cpuBefore;

  // The outbox empties. Wave members the sending pace has not let go yet have no email yet:
  // counted apart.
  const drainStarted = Date.now();
  let queued = -1;
  while (Date.now() - drainStarted < 600_000) {
    [{ queued }] = await pg.query(
      url,
      `select count(*)::int as queued from outbox where status = 'queued'`,
    );
    if (queued === 0) break;
    await sleep(2_000);
  }
  const [{ held }] = await pg.query(
    url,
    `select count(*)::int as held from invitation_wave_members
     where released_at is null and not skipped`,
  );
  await sleep(2_000);
  const drainSeconds = (Date.now() - drainStarted) / 1000;

  // What was acknowledged against what is stored.
  const acknowledged = kinds.get("POST /api/waitlist (join)")?.statuses["201"] ?? 0;
  const [{ stored }] = await pg.query(
    url,
    `select count(*)::int as stored from waitlist_entries where source = 'launch-sim'`,
  );
  const [{ sent }] = await pg.query(
    url,
    `select count(*)::int as sent from outbox where status = 'sent'`,
  );
  const ids = smtp.messages.map((m) => m.messageId).filter(Boolean);
  const duplicates = ids.length - new Set(ids).size;
  const [{ events }] = await pg.query(url, `select count(*)::int as events from analytics_events`);
  const viewsAccepted = kinds.get("POST /bayan/n (page view)")?.statuses["202"] ?? 0;

  console.log(
    `\n${"request".padEnd(40)} ${"n".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)}  statuses`,
  );
  let failed = 0;
  for (const [kind, k] of kinds) {
    const sorted = [...k.ms].sort((x, y) => x - y);
    failed += failedKind(k);
    console.log(
      `${kind.padEnd(40)} ${String(sorted.length).padStart(7)} ${String(percentile(sorted, 0.5)).padStart(7)} ${String(percentile(sorted, 0.99)).padStart(7)}  ${JSON.stringify(k.statuses)}${k.skipped ? ` (not sent, generator behind: ${k.skipped})` : ""}`,
    );
  }
  console.log(
    `\nload ${loadSeconds.toFixed(0)} s; restart: ${restart}; wave: ${waveId}; ` +
      `confirmed ${confirmedTokens.size} (emails not yet read when the load ended: ${unread}), ` +
      `their codes in ${referred} joins`,
  );
  console.log(
    `joins: ${acknowledged} acknowledged (201), ${stored} stored; page views: ${viewsAccepted} accepted, ${events} events stored`,
  );
  console.log(
    `emails: ${sent} sent by the outbox, ${smtp.messages.length} received by the sink, ${duplicates} received twice; ` +
      `outbox empty ${drainSeconds.toFixed(0)} s after the load (${queued} still queued); ` +
      `wave members the pace holds back: ${held}`,
  );
  console.log(
    `database CPU: ${cpuDuring.toFixed(0)} s over ${loadSeconds.toFixed(0)} s of load (${((cpuDuring / loadSeconds) * 100).toFixed(0)}% of one core)`,
  );

  if (failures.length)
    console.log(
      `\nfailed answers (the first ${FAILURES_SHOWN_PER_STATUS} of each status):\n  ${failures.join("\n  ")}`,
    );
  if (failed > 0) problems.push(`${failed} requests answered 5xx or not at all`);
  if (stored < acknowledged)
    problems.push(`${acknowledged - stored} acknowledged joins not stored`);
  if (duplicates > 0) problems.push(`${duplicates} emails delivered twice`);
  if (sent !== smtp.messages.length)
    problems.push(`${sent} sent but ${smtp.messages.length} received`);
  if (queued !== 0) problems.push(`${queued} emails still queued`);
} catch (error) {
  problems.push(String(error?.stack ?? error));
} finally {
  await proxy.close().catch(() => {});
  await Promise.all(instances.map((instance) => instance.stop())).catch(() => {});
  await smtp.close();
  await redis.close();
  await pg.close();
}
console.log(problems.length ? `\nFAIL: ${problems.join("; ")}` : "\nPASS");
process.exit(problems.length ? 1 : 0);
