// `pnpm cluster`: the server run as a cluster, checked from outside (issue 10). Builds nothing:
// run `pnpm build` first. Needs Debian's PostgreSQL binaries, redis-server and caddy on this
// machine; everything runs on private ports and is removed afterwards. Prints each check's figures
// and exits 1 when one fails.
//
//   1. start race: two instances started at the same instant on a new database, 10 times
//   2. email: 200 queued emails, both instances sending to one SMTP sink
//   3. sign-in brute force spread over both instances, through the proxy
//   4. Redis stopped: public writes still answered (2xx or 429, never 5xx)
//   5. SIGTERM to one instance under load: no failed request through the proxy
import {
  call,
  sleep,
  startCaddy,
  startInstance,
  startPostgres,
  startRedis,
  startSmtpSink,
} from "./infra.mjs";

const ROUNDS = Number(process.env.CLUSTER_ROUNDS ?? 10);
const PASSWORD_LINE = /Admin password \(shown only this once\): (\S+)/;
const results = [];

function report(name, ok, figures) {
  results.push({ name, ok });
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${figures}`);
}

const login = (base, password) =>
  call(`${base}/api/auth/login`, { method: "POST", body: { password } });

const pg = await startPostgres();
const redis = await startRedis();
const smtp = await startSmtpSink();
const running = [];
try {
  // 1. Start race.
  {
    let bothUp = 0;
    let onePassword = 0;
    const problems = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const url = await pg.database();
      const pair = [];
      try {
        pair.push(
          ...(await Promise.all([
            startInstance({ DATABASE_URL: url, REDIS_URL: redis.url }),
            startInstance({ DATABASE_URL: url, REDIS_URL: redis.url }),
          ])),
        );
        bothUp += 1;
        const printed = pair.flatMap((i) => PASSWORD_LINE.exec(i.output)?.[1] ?? []);
        const answers = await Promise.all(pair.map((i) => login(i.base, printed[0] ?? "")));
        if (printed.length === 1 && answers.every((a) => a.status === 200)) onePassword += 1;
        else
          problems.push(
            `round ${round}: ${printed.length} passwords printed, sign-in ${answers.map((a) => a.status)}`,
          );
      } catch (error) {
        problems.push(`round ${round}: ${error.message}`);
      } finally {
        await Promise.all(pair.map((i) => i.stop()));
      }
    }
    report(
      "start race",
      bothUp === ROUNDS && onePassword === ROUNDS,
      `${ROUNDS} rounds of two instances on a new database: both up ${bothUp}/${ROUNDS}, ` +
        `one working password ${onePassword}/${ROUNDS}${problems.length ? `; ${problems.join("; ")}` : ""}`,
    );
  }

  // The cluster for the other checks: two instances on one database, one Redis, one SMTP sink.
  const url = await pg.database();
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD: "cluster check password",
    OUTBOX_INTERVAL_MS: "1000",
    // On SIGTERM the instance says "draining" on /health for 3 s (Caddy checks every 0.5 s)
    // before it stops listening.
    SHUTDOWN_DRAIN_MS: "3000",
  };
  const [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  running.push(a, b);
  const proxy = await startCaddy([a, b]);

  // 2. 200 emails, both instances delivering.
  {
    const started = Date.now();
    await pg.query(
      url,
      `insert into outbox (kind, "to", subject, text, html, language)
       select 'cluster-check', 'reader' || n || '@example.com', 'Hello', 'Hello', '<p>Hello</p>', 'en'
       from generate_series(1, 200) as n`,
    );
    let last = -1;
    while (Date.now() - started < 120_000) {
      await sleep(1_000);
      if (smtp.received.length === last && last >= 200) break;
      last = smtp.received.length;
    }
    const distinct = new Set(smtp.received).size;
    const [{ sent }] = await pg.query(
      url,
      `select count(*)::int as sent from outbox where status = 'sent'`,
    );
    report(
      "email",
      smtp.received.length === 200 && distinct === 200 && sent === 200,
      `200 queued: ${smtp.received.length} deliveries, ${distinct} distinct recipients, ` +
        `${sent} marked sent, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }

  // 3. Brute force through the proxy (both instances share the count in Redis).
  {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => login(proxy.base, "a wrong guess")),
    );
    const checked = answers.filter((r) => r.status === 401).length;
    const limited = answers.filter((r) => r.status === 429).length;
    report(
      "sign-in brute force",
      checked === 5 && limited === 25,
      `30 wrong passwords at once over two instances: ${checked} checked (401), ${limited} limited (429), ` +
        `other ${30 - checked - limited}`,
    );
  }

  // 4. Redis stopped.
  {
    await redis.stop();
    await sleep(500);
    const answers = [];
    for (let i = 0; i < 30; i++) {
      answers.push(
        await call(`${proxy.base}/api/waitlist`, {
          method: "POST",
          body: { email: `no-redis-${i}@example.com` },
        }),
      );
    }
    const statuses = {};
    for (const r of answers) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const bad = answers.filter((r) => r.status === 0 || r.status >= 500).length;
    report(
      "Redis stopped",
      bad === 0,
      `30 waitlist joins with Redis down: ${JSON.stringify(statuses)} (slowest ${Math.max(...answers.map((r) => r.ms))} ms)`,
    );
    await redis.start();
  }

  // 5. SIGTERM to one instance under load.
  {
    const statuses = {};
    let failed = 0;
    const failures = [];
    let stop = false;
    let n = 0;
    const worker = async () => {
      while (!stop) {
        const i = n++;
        const r =
          i % 2
            ? await call(`${proxy.base}/api/system/countdown`)
            : await call(`${proxy.base}/api/waitlist`, {
                method: "POST",
                body: { email: `load-${i}@example.com` },
              });
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
        if (r.status === 0 || r.status >= 500) {
          failed += 1;
          if (failures.length < 3) failures.push(`${r.status} ${r.text.slice(0, 160)}`);
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await sleep(2_000);
    const ended = a.stop("SIGTERM");
    await ended;
    await sleep(2_000);
    stop = true;
    await Promise.all(workers);
    const { code } = await ended;
    report(
      "SIGTERM under load",
      failed === 0 && code === 0,
      `${n} requests through the proxy (8 at a time), one instance stopped with SIGTERM midway ` +
        `(exit code ${code}): ${JSON.stringify(statuses)}, failed ${failed}` +
        (failures.length ? ` (${failures.join("; ")})` : ""),
    );
  }
  await proxy.close();
} finally {
  await Promise.all(running.map((i) => i.stop()));
  await smtp.close();
  await redis.close();
  await pg.close();
}

const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} of ${results.length} checks passed`);
process.exit(failed.length ? 1 : 0);
