// What the flood scripts share (flood.mjs: analytics events, signin-flood.mjs: sign-ins): the
// built production server in a child process behind a trusted "proxy" (this process, so forged
// X-Forwarded-For addresses count as clients), and autocannon runs in child processes of their
// own, so that measuring loops do not share an event loop with the load.
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, serverEntry, sleep } from "../cluster/infra.mjs";

export { sleep };

/** The p-th percentile of some values (nearest rank). */
export function pct(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** CPU time (user and system) a process has used, in seconds (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Starts the built server (PGlite in a fresh folder, or PostgreSQL at DATABASE_URL: give it a
 * fresh database) with `env` added, and waits until it answers. `stop()` ends it and says whether
 * it had exited by itself during the run (a crash).
 */
export async function startServer(env, name) {
  if (!existsSync(serverEntry)) {
    console.error("apps/api/dist/server.js is missing: run `pnpm build` first.");
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), `bayan-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      // This process is the proxy: the address it forwards is the client's.
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: process.env.FLOOD_LOG_LEVEL ?? "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let exited = null;
  child.once("exit", (code, signal) => (exited = { code, signal }));
  const server = {
    base,
    pid: child.pid,
    target: process.env.DATABASE_URL ? "postgres" : "pglite",
    /** Ends the server; answers the exit it made by itself before, if it crashed. */
    async stop() {
      const crashed = exited;
      if (!crashed) {
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
      return crashed;
    },
  };
  for (let i = 0; i < 600; i++) {
    if (exited) throw new Error(`the server exited (${JSON.stringify(exited)})`);
    try {
      if ((await fetch(`${base}/api/system/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  await server.stop();
  throw new Error("the server did not start");
}

/** Signs in with the admin password (over REST); answers the token. */
export async function signIn(base, password) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return (await res.json()).access_token;
}

/** A counter's samples from /metrics (`name{labels} value`), by their labels. */
export async function metricSamples(base, token, name) {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const samples = {};
  for (const m of (await res.text()).matchAll(new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`, "gm"))) {
    samples[m[1] ?? ""] = Number(m[2]);
  }
  return samples;
}

/**
 * Runs `script --load <options>` (the calling script's own load mode, `runLoad`) in a child
 * process and answers its result. `background: true` runs it at a lower CPU priority: a flood in
 * earnest comes from other machines, and on this one it should take the CPU the server and the
 * measurements do not use (it still has to reach its rate, which is printed).
 */
export function loadInChild(script, options, { background = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, "--load", JSON.stringify(options)], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (background) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // not allowed here: the same priority then
      }
    }
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("exit", (code) => {
      if (code !== 0) return reject(new Error(`load ${options.kind} exited ${code}`));
      resolve(JSON.parse(out.trim().split("\n").at(-1)));
    });
  });
}

/**
 * One autocannon run at a fixed rate (in a load child): GETs, or requests that `setupRequest`
 * shapes one by one (its index counts them). Answers the figures as JSON-able data.
 */
export async function runLoad(
  { url, method = "GET", rate, seconds, connections, headers = {} },
  setupRequest,
) {
  let n = 0;
  const result = await autocannon({
    url,
    method,
    connections,
    duration: seconds,
    overallRate: rate,
    headers,
    ...(setupRequest ? { requests: [{ setupRequest: (req) => setupRequest(req, n++) }] } : {}),
  });
  const statusCodes = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = count;
  }
  const usage = process.resourceUsage();
  return {
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    total: result.requests.total,
    statusCodes,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** A forged client address for request `i` (10.0.0.1 onwards: one per request up to 4 million). */
export const forgedAddress = (i) =>
  `${10 + ((i >> 16) & 63)}.${(i >> 8) & 255}.${i & 255}.${1 + (i % 7)}`;
