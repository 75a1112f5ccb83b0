// `pnpm outage`: the database-outage drill (issue 10). Builds nothing: run `pnpm build` first.
// Two instances behind Caddy on a PostgreSQL server of the drill's own; visitors join the
// waitlist without pause while the database is stopped for 7 s and started again. Passes when
// every answer is a success or a 503 with Retry-After within 5 s, none hangs, joins succeed again
// after the database is back without restarting anything, every join that was answered with
// success is in the database, and no join sent while the database was down and answered 503 is
// stored later (the answer is the truth).
import { call, sleep, startCaddy, startInstance, startPostgres } from "./infra.mjs";

const LIMIT_MS = 5_000;
const pg = await startPostgres();
const url = await pg.database();
const env = { DATABASE_URL: url, ADMIN_PASSWORD: "outage drill password", RATE_LIMITS: "off" };
const instances = await Promise.all([startInstance(env), startInstance(env)]);
const proxy = await startCaddy(instances);

const answers = [];
let stop = false;
let n = 0;
const worker = async () => {
  while (!stop) {
    const email = `drill-${n++}@example.com`;
    const at = Date.now();
    const r = await call(`${proxy.base}/api/waitlist`, {
      method: "POST",
      body: { email },
      timeoutMs: 30_000,
    });
    answers.push({ email, at, ...r, retryAfter: r.headers.get("retry-after") });
  }
};

const t0 = Date.now();
const workers = Array.from({ length: 8 }, worker);
await sleep(3_000);
const downAt = Date.now();
pg.stop();
console.log(`database stopped at ${((downAt - t0) / 1000).toFixed(1)} s`);
await sleep(7_000);
pg.start();
const upAt = Date.now();
console.log(`database started again at ${((upAt - t0) / 1000).toFixed(1)} s`);
await sleep(6_000);
stop = true;
await Promise.all(workers);

const byStatus = {};
for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
const slow = answers.filter((a) => a.ms > LIMIT_MS);
const wrong = answers.filter(
  (a) => !((a.status >= 200 && a.status < 300) || (a.status === 503 && a.retryAfter)),
);
// Answers the proxy made itself (no instance answered: every one taken out of its rotation).
const fromProxy = answers.filter((a) => a.status >= 500 && !a.text.includes('"messageKey"'));
const during = answers.filter((a) => a.at >= downAt && a.at < upAt);
const recovered = answers.filter((a) => a.at >= upAt + 1_000 && a.status < 300);
const acknowledged = answers.filter((a) => a.status >= 200 && a.status < 300).map((a) => a.email);
const stored = new Set(
  (await pg.query(url, `select email from waitlist_entries where email like 'drill-%'`)).map(
    (r) => r.email,
  ),
);
const lost = acknowledged.filter((email) => !stored.has(email));
// Answered 503, yet stored. Sent while the database was down, it could only have been stored
// late (a statement still queued in the driver when its request gave up): a statement given up
// on is cancelled so that it cannot happen (packages/db/src/client.ts), and the drill fails if it
// does. Sent before the stop, it may have been committed just before the connection was cut, with
// the commit's answer lost: no server can tell that case apart, and a retried join answers 201 all
// the same; counted apart.
const storedAfter503 = answers.filter((a) => a.status === 503 && stored.has(a.email));
const lateWrites = storedAfter503.filter((a) => a.at >= downAt).length;
const lostCommitAnswers = storedAfter503.length - lateWrites;

// An instance that ended during the drill (none should: an outage is answered, not died of).
const died = instances.filter((i) => i.child.exitCode !== null || i.child.signalCode !== null);
for (const instance of died) {
  console.log(
    `instance on ${instance.port} ended during the drill (${instance.child.exitCode ?? instance.child.signalCode}); its last log lines:\n${instance.logTail()}`,
  );
}
await proxy.close();
await Promise.all(instances.map((i) => i.stop()));
await pg.close();

console.log(
  `${answers.length} joins in ${((Date.now() - t0) / 1000).toFixed(0)} s: ${JSON.stringify(byStatus)}`,
);
console.log(
  `while the database was down: ${during.length} answers, slowest ${Math.max(0, ...during.map((a) => a.ms))} ms; ` +
    `overall slowest ${Math.max(...answers.map((a) => a.ms))} ms`,
);
console.log(
  `answers other than success or 503 with Retry-After: ${wrong.length}; slower than 5 s: ${slow.length}`,
);
console.log(`successful joins from 1 s after the restart: ${recovered.length}`);
console.log(`answers made by the proxy (no instance answered): ${fromProxy.length}`);
console.log(
  `acknowledged joins ${acknowledged.length}, in the database ${acknowledged.length - lost.length}, lost ${lost.length}; ` +
    `answered 503 but stored: sent while the database was down ${lateWrites}, ` +
    `sent before the stop (commit answer lost) ${lostCommitAnswers}`,
);
const perSecond = {};
for (const a of answers) {
  const second = Math.floor((a.at - t0) / 1000);
  perSecond[second] ??= {};
  perSecond[second][a.status] = (perSecond[second][a.status] ?? 0) + 1;
}
console.log(
  "answers by the second they were sent: " +
    Object.entries(perSecond)
      .map(([second, counts]) => `${second}s ${JSON.stringify(counts)}`)
      .join(", "),
);
for (const a of slow)
  console.log(
    `  slow: sent at ${((a.at - t0) / 1000).toFixed(1)} s, ${a.ms} ms, ${a.status} ${a.text.slice(0, 120)}`,
  );
const ok =
  died.length === 0 &&
  wrong.length === 0 &&
  slow.length === 0 &&
  recovered.length > 0 &&
  lost.length === 0 &&
  lateWrites === 0;
console.log(ok ? "PASS" : "FAIL");
process.exit(ok ? 0 : 1);
