// `pnpm signin-flood` (after `pnpm build`): a flood of failed sign-ins from many addresses against
// the built server (docs/decisions.md, "Password hashing under load"). Each address stays under
// its own limit (one wrong password each), so only the bounded hashing queue stands between the
// flood and the rest of the site. For SIGNIN_SECONDS (20) it sends SIGNIN_RATE (100) wrong
// passwords a second, each from a new forged address, and measures:
//
//   - GET /api/waitlist/stats at 100 requests a second, before the flood (10 s) and during it:
//     p99 < 50 ms during;
//   - the administrator signing in with the right password from their own address every 2 s
//     during the flood, trying again after a 503 as the sign-in screen asks: every one gets in;
//   - the sign-ins' answers by status (401 checked, 503 refused by the full queue; never a 500)
//     and `password_hashing_busy_total` on /metrics.
//
// Prints the figures and exits 1 when a target is missed. PGlite by default; PostgreSQL with
// DATABASE_URL (a fresh database).
import { fileURLToPath } from "node:url";
import {
  cpuSeconds,
  forgedAddress,
  loadInChild,
  metricSamples,
  runLoad,
  sleep,
  startServer,
} from "./harness.mjs";

const here = fileURLToPath(import.meta.url);

if (process.argv[2] === "--load") {
  // A child: one autocannon run, its result as one JSON line.
  const options = JSON.parse(process.argv[3]);
  const run =
    options.kind === "signin"
      ? runLoad(
          {
            ...options,
            method: "POST",
            headers: { "content-type": "application/json" },
          },
          (req, i) => ({
            ...req,
            headers: { ...req.headers, "x-forwarded-for": forgedAddress(i) },
            body: JSON.stringify({ password: `wrong password ${i}` }),
          }),
        )
      : runLoad(options);
  console.log(JSON.stringify(await run));
  process.exit(0);
}

const SECONDS = Number(process.env.SIGNIN_SECONDS ?? 20);
const RATE = Number(process.env.SIGNIN_RATE ?? 100);
const BASELINE_SECONDS = 10;
const STATS_RATE = 100;
const TARGET_STATS_P99_MS = 50;
const PASSWORD = "signin flood admin password";
const METRICS_TOKEN = "signin-flood-metrics-token-0123";
const ADMIN_IP = "81.2.69.161";

const server = await startServer({ ADMIN_PASSWORD: PASSWORD, METRICS_TOKEN }, "signin-flood");
const { base, target } = server;
const stats = (seconds) =>
  loadInChild(here, {
    url: `${base}/api/waitlist/stats`,
    kind: "get",
    rate: STATS_RATE,
    seconds,
    connections: 8,
  });

/** The administrator signing in every 2 s until stopped, trying again after each 503. */
function administrator() {
  let running = true;
  const signIns = [];
  const done = (async () => {
    while (running) {
      const started = performance.now();
      let tries = 0;
      let status = 0;
      do {
        tries += 1;
        const res = await fetch(`${base}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": ADMIN_IP },
          body: JSON.stringify({ password: PASSWORD }),
        });
        await res.arrayBuffer();
        status = res.status;
        if (status === 503) await sleep(Number(res.headers.get("retry-after") ?? 1) * 1_000);
      } while (status === 503 && tries < 10);
      signIns.push({ status, tries, ms: performance.now() - started });
      await sleep(2_000);
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return signIns;
    },
  };
}

const failures = [];
try {
  console.log(
    `Sign-in flood on ${target}: ${RATE} wrong passwords/s for ${SECONDS} s, each from a new address`,
  );
  const before = await stats(BASELINE_SECONDS);
  const admin = administrator();
  const cpuBefore = cpuSeconds(server.pid);
  const [flood, during] = await Promise.all([
    loadInChild(
      here,
      {
        url: `${base}/api/auth/login`,
        kind: "signin",
        rate: RATE,
        seconds: SECONDS,
        connections: 32,
      },
      { background: true },
    ),
    stats(SECONDS),
  ]);
  const serverCpu = (cpuSeconds(server.pid) - cpuBefore) / SECONDS;
  const signIns = await admin.stop();
  const busy = (await metricSamples(base, METRICS_TOKEN, "password_hashing_busy_total"))[""];

  console.log(
    `\nsign-ins sent: ${flood.total} (${(flood.total / SECONDS).toFixed(0)}/s), answers ` +
      `${JSON.stringify(flood.statusCodes)}, errors ${flood.errors}, timeouts ${flood.timeouts}; ` +
      `p50 ${flood.p50} ms, p99 ${flood.p99} ms; password_hashing_busy_total ${busy}`,
  );
  console.log(`server process CPU during the flood: ${(serverCpu * 100).toFixed(0)}% of a core`);
  for (const [name, run] of [
    ["before", before],
    ["during", during],
  ]) {
    console.log(
      `GET /api/waitlist/stats at ${STATS_RATE}/s ${name} the flood: p50 ${run.p50} ms, ` +
        `p99 ${run.p99} ms, max ${run.max} ms, non-2xx ${run.non2xx + run.errors + run.timeouts}`,
    );
  }
  const tries = signIns.map((s) => s.tries);
  console.log(
    `the administrator: ${signIns.filter((s) => s.status === 200).length} of ${signIns.length} ` +
      `sign-ins in, tries per sign-in ${Math.min(...tries)}-${Math.max(...tries)}, slowest ` +
      `${Math.max(...signIns.map((s) => s.ms)).toFixed(0)} ms`,
  );
  console.log(
    `\nsummary ${target}: stats p99 ${before.p99} ms before, ${during.p99} ms during; ` +
      `${flood.statusCodes["401"] ?? 0} checked, ${flood.statusCodes["503"] ?? 0} refused busy`,
  );

  if (!(during.p99 < TARGET_STATS_P99_MS)) failures.push(`stats p99 ${during.p99} ms during`);
  if (during.non2xx + during.errors + during.timeouts > 0) failures.push("stats failed answers");
  const unexpected = Object.keys(flood.statusCodes).filter(
    (code) => !["401", "503"].includes(code),
  );
  if (unexpected.length > 0) failures.push(`sign-ins answered ${unexpected.join(", ")}`);
  if (signIns.length === 0 || signIns.some((s) => s.status !== 200)) {
    failures.push("the administrator could not always sign in");
  }
} catch (error) {
  failures.push(`the run failed: ${error?.stack ?? error}`);
} finally {
  const crashed = await server.stop();
  if (crashed) failures.push(`the server exited during the run (${JSON.stringify(crashed)})`);
}
console.log(failures.length ? `\nTargets missed: ${failures.join("; ")}` : "\nAll targets met.");
process.exit(failures.length ? 1 : 0);
