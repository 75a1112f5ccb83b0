// What the cluster checks run on, all private to one run and removed after it: a PostgreSQL
// server of its own (so it can be stopped), a Redis of its own, an SMTP sink, the built API server
// (apps/api/dist) as several instances, and Caddy in front of them.
import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { SMTPServer } from "smtp-server";

const here = dirname(fileURLToPath(import.meta.url));
export const serverEntry = join(here, "../dist/server.js");

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** Debian's PostgreSQL binaries (the newest installed version). */
function pgBin(name) {
  const root = "/usr/lib/postgresql";
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return join(root, version, "bin", name);
}

/** Runs a PostgreSQL tool as the `postgres` user when this is root (initdb refuses root). */
function asPostgres(file, args) {
  const asRoot = process.getuid?.() === 0;
  return execFileSync(
    asRoot ? "runuser" : file,
    asRoot ? ["-u", "postgres", "--", file, ...args] : args,
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
}

/** A PostgreSQL server of this run's own, on a free port; `stop()`/`start()` make the outage. */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), "bayan-cluster-pg-"));
  if (process.getuid?.() === 0)
    chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const port = await freePort();
  const data = join(dir, "data");
  asPostgres(pgBin("initdb"), ["-D", data, "-A", "trust", "-U", "postgres"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const ctl = (...args) =>
    asPostgres(pgBin("pg_ctl"), ["-D", data, "-l", join(dir, "log"), ...args]);
  const start = () => ctl("-o", options, "-w", "start");
  const stop = () => ctl("-m", "fast", "-w", "stop");
  start();
  const server = `postgres://postgres@127.0.0.1:${port}`;
  const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
  let databases = 0;
  return {
    server,
    /** The data directory (its postmaster.pid names the server's process). */
    dataDir: data,
    start,
    stop,
    /** A new, empty database's URL. */
    async database() {
      const name = `bayan_cluster_${++databases}`;
      await admin.unsafe(`create database ${name}`);
      return `${server}/${name}`;
    },
    async query(url, text) {
      const sql = postgres(url, { max: 1, onnotice: () => {} });
      try {
        return await sql.unsafe(text);
      } finally {
        await sql.end({ timeout: 2 });
      }
    },
    async close() {
      await admin.end({ timeout: 2 }).catch(() => {});
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of this run's own (nothing kept on disk). */
export async function startRedis() {
  const port = await freePort();
  let child;
  const start = async () => {
    child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    await sleep(300);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", resolve);
      child.kill("SIGKILL");
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, close: stop };
}

/**
 * An SMTP server that keeps what it receives: the recipients in `received`, and with
 * `{ messages: true }` each message's Message-ID, recipient and confirmation-link token (if any)
 * in `messages`.
 */
export async function startSmtpSink({ messages: keepMessages = false } = {}) {
  const received = [];
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => keepMessages && chunks.push(chunk));
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((r) => r.address));
        if (keepMessages) {
          // Quoted-printable soft line breaks and "=3D" undone, enough to read a link.
          const raw = Buffer.concat(chunks)
            .toString("latin1")
            .replace(/=\r?\n/g, "");
          const text = raw.replace(/=3D/g, "=");
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(","),
            messageId: /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? null,
            confirmToken: /\/confirm\?token=([\w-]{43})/.exec(text)?.[1] ?? null,
          });
        }
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messages,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** How many of an instance's last log lines are kept, to show when it ends unexpectedly. */
const LOG_TAIL_LINES = 40;

/**
 * One instance of the built server. Its stdout (the JSON log lines, and a generated admin
 * password) is kept in `output`; both streams are shown as they come when CLUSTER_LOGS is set,
 * and their last lines are kept in `logTail()` either way (for a check to show when the instance
 * died: the server logs a fatal error on stdout before it exits).
 */
export async function startInstance(env, { wait = true, port: given } = {}) {
  if (!existsSync(serverEntry))
    throw new Error("apps/api/dist/server.js is missing: run `pnpm build` first");
  // A given port: an instance restarted where the proxy expects it.
  const port = given ?? (await freePort());
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      LOG_LEVEL: "warn",
      TRUST_PROXY: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = [];
  const partial = { stdout: "", stderr: "" };
  const keep = (stream) => (chunk) => {
    if (process.env.CLUSTER_LOGS) process.stderr.write(chunk);
    const lines = (partial[stream] + chunk).split("\n");
    partial[stream] = lines.pop() ?? "";
    tail.push(...lines);
    tail.splice(0, Math.max(0, tail.length - LOG_TAIL_LINES));
  };
  child.stderr.on("data", keep("stderr"));
  child.stdout.on("data", keep("stdout"));
  const instance = {
    port,
    base: `http://127.0.0.1:${port}`,
    output: "",
    child,
    exited: new Promise((resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal })),
    ),
    /** The instance's last log lines. */
    logTail: () => [...tail, partial.stdout, partial.stderr].filter(Boolean).join("\n"),
    /** Sends a signal and waits for the process to end. */
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return instance.exited;
    },
  };
  child.stdout.on("data", (chunk) => (instance.output += chunk));
  if (wait) await waitHealthy(instance);
  return instance;
}

export async function waitHealthy(instance, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null)
      throw new Error(`instance on ${instance.port} exited (${instance.child.exitCode})`);
    try {
      const answer = await fetch(`${instance.base}/api/system/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`instance on ${instance.port} did not become healthy`);
}

/**
 * Caddy in front of the instances, as deploy/Caddyfile sets it up for docker-compose: least
 * connections, the client address forwarded, a failed connection tried on another instance, and an
 * instance whose liveness check (/health) fails or takes over 5 s taken out of the rotation (checked
 * more often here than there, to keep the checks short).
 */
export async function startCaddy(instances) {
  const dir = mkdtempSync(join(tmpdir(), "bayan-cluster-caddy-"));
  const port = await freePort();
  const adminPort = await freePort();
  const file = join(dir, "Caddyfile");
  writeFileSync(
    file,
    `{
  admin 127.0.0.1:${adminPort}
  auto_https off
  storage file_system ${dir}${process.env.CADDY_LOG ? `\n  debug\n  log {\n    output file ${process.env.CADDY_LOG}\n  }` : ""}
}
http://127.0.0.1:${port} {
  reverse_proxy ${instances.map((i) => `127.0.0.1:${i.port}`).join(" ")} {
    lb_policy least_conn
    lb_try_duration 5s
    lb_try_interval 100ms
    fail_duration 10s
    health_uri /health
    health_interval 500ms
    health_timeout 5s
  }
}
`,
  );
  const child = spawn("caddy", ["run", "--config", file, "--adapter", "caddyfile"], {
    stdio: ["ignore", "ignore", process.env.CLUSTER_LOGS ? "inherit" : "ignore"],
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${base}/api/system/health`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    base,
    async close() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Kept-alive connections for `call`. node:http rather than fetch: the launch simulation sends
 * about 500 requests a second from one process on the machine it measures, and fetch cost it
 * about twice the CPU (docs/scale.md).
 */
const agent = new Agent({ keepAlive: true });
const noHeaders = { get: () => null };

/**
 * One HTTP call with a deadline; answers the status (0 when it failed), how long it took, the
 * body as text and the headers (`headers.get(name)`).
 */
export function call(url, { method = "GET", body, headers = {}, timeoutMs = 10_000 } = {}) {
  const started = Date.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const failed = (error) =>
      resolve({
        status: 0,
        ms: Date.now() - started,
        text: String(error?.code ?? error?.message ?? error),
        headers: noHeaders,
      });
    const req = request(
      url,
      {
        method,
        agent,
        headers: payload
          ? {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
              ...headers,
            }
          : headers,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("error", failed);
        res.on("end", () => {
          clearTimeout(deadline);
          resolve({
            status: res.statusCode,
            ms: Date.now() - started,
            text: Buffer.concat(chunks).toString("utf8"),
            headers: { get: (name) => res.headers[name.toLowerCase()] ?? null },
          });
        });
      },
    );
    const deadline = setTimeout(
      () => req.destroy(new Error(`TimeoutError: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
    req.on("error", (error) => {
      clearTimeout(deadline);
      failed(error);
    });
    req.end(payload);
  });
}
