import { createDb, DataDirLockedError, type DbHandle } from "@bayan/db";
import {
  AnalyticsCollector,
  DEFAULT_RATE_LIMITS,
  ensureCountdown,
  ensureDefaultContent,
  analyticsJobs,
  auditJobs,
  policyJobs,
  JobRunner,
  MemoryRateLimiter,
  OutboxSender,
  prepareAuth,
  RedisRateLimiter,
  linkJobs,
  waitlistJobs,
  settingsJobs,
  WebhookSender,
  webhookJobs,
  type ServerDeps,
} from "@bayan/trpc";
import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger } from "fastify";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp } from "./app.js";
import { busyGauge } from "./busy.js";
import { countMetric } from "./plugins/metrics.js";
import { dkimFromEnv } from "./dkim.js";
import { EnvError, loadEnv } from "./env.js";

/** A shutdown longer than this (past the drain) is logged with each step's time. */
const SLOW_CLOSE_MS = 2_000;

/** The built web app: apps/web/dist, found through the workspace dependency. */
function webDistDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("@bayan/web/package.json")), "dist");
}

async function main() {
  const env = loadEnv();
  const dkim = dkimFromEnv(env);
  const database: DbHandle = await createDb(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR },
  );
  await ensureCountdown(database.db, new Date());
  await ensureDefaultContent(database.db);
  const auth = await prepareAuth(database.db, {
    adminPassword: env.ADMIN_PASSWORD,
    jwtSecret: env.JWT_SECRET,
  });
  // The services report to the app's logger once it is built (below); before that, to stderr.
  let log: Pick<FastifyBaseLogger, "info" | "warn" | "error"> = {
    info: (...args: unknown[]) => console.error(...args),
    warn: (...args: unknown[]) => console.error(...args),
    error: (...args: unknown[]) => console.error(...args),
  };
  const limiter = env.REDIS_URL
    ? new RedisRateLimiter(env.REDIS_URL, {
        // Logged once per outage; meanwhile each server limits in its own memory.
        onStoreChange: (event, err) =>
          event === "unreachable"
            ? (countMetric("rate_limiter_errors_total"),
              log.error({ err }, "Redis unreachable: rate limits are counted per server"))
            : log.info("Redis is back: rate limits are shared again"),
      })
    : new MemoryRateLimiter();
  const siteUrl = env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`;
  // Under a launch's load the requests come first: the outbox takes no new email while the
  // thread is saturated (docs/scale.md, the restart).
  const gauge = busyGauge();
  const mailer = new OutboxSender(database.db, {
    busy: gauge.busy,
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? "Bayan <no-reply@localhost>",
    // The unsubscribe link added to each email at delivery; DKIM when configured.
    siteUrl,
    dkim,
    // The mailbox's attachments go with their emails.
    uploadsDir: resolve(env.DATA_DIR, "uploads"),
    // Failed deliveries go to the server's log; every outcome to the metrics.
    log: (message, details) => log.warn(details, message),
    onOutcome: (outcome) => {
      if (outcome === "sent") countMetric("outbox_sent_total");
      else if (outcome === "failed") countMetric("outbox_failed_total");
      else if (outcome === "suppressed") countMetric("outbox_suppressed_total");
    },
  });
  // Webhooks (docs/email-delivery.md, "Webhooks"): a sender of its own, like the mailer's, looking
  // for due deliveries every 10 s; failed tries go to the log.
  const webhooks = new WebhookSender(database.db, {
    allowPrivate: env.WEBHOOKS_ALLOW_PRIVATE,
    log: (message, details) => log.warn(details, message),
  });
  const deps: ServerDeps = {
    db: database.db,
    dbKind: database.kind,
    startedAt: new Date(),
    jwtKey: auth.jwtKey,
    limiter,
    limits: env.RATE_LIMITS === "off" ? null : DEFAULT_RATE_LIMITS,
    mailer,
    webhooks,
    siteUrl,
    // Uploaded files (course thumbnails); several instances need DATA_DIR on a shared volume.
    uploadsDir: resolve(env.DATA_DIR, "uploads"),
    // Analytics events are buffered and written every second; close() writes the rest.
    analytics: new AnalyticsCollector(database.db, {
      siteUrl: env.PUBLIC_URL,
      // The collection's budgets (docs/analytics.md); RATE_LIMITS=off lifts them with the others.
      budget:
        env.RATE_LIMITS === "off" ? false : { eventsPerSecond: env.ANALYTICS_EVENTS_PER_SECOND },
      onError: (err) => log.error({ err }, "analytics events could not be written"),
    }),
  };

  /** Set on SIGTERM: the probes then answer 503 (SHUTDOWN_DRAIN_MS). */
  let draining = false;
  const app = await buildApp({
    deps,
    webDist: webDistDir(),
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    logger: { level: env.LOG_LEVEL },
    metricsToken: env.METRICS_TOKEN,
    emailEventsSecret: env.EMAIL_EVENTS_SECRET,
    sesTopicArns: env.SES_TOPIC_ARNS,
    corsOrigins: env.CORS_ORIGINS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    ...(limiter instanceof RedisRateLimiter
      ? { readinessChecks: { redis: () => limiter.ping() } }
      : {}),
    isDraining: () => draining,
  });
  log = app.log;
  // Scheduled jobs (analytics rollups, retention, salts; the daily digest): each run claimed through the database,
  // so one instance of a cluster runs it. Failures are logged and recorded on the job's row.
  const jobs = new JobRunner(
    database.db,
    [
      ...analyticsJobs({ retentionDays: env.ANALYTICS_RETENTION_DAYS }),
      // The admin's daily digest (Settings > Notifications).
      ...settingsJobs({ siteUrl: deps.siteUrl }),
      ...linkJobs(),
      // Reminders to confirm a waitlist place, and the removal of long-unconfirmed entries.
      ...waitlistJobs(deps.siteUrl),
      // The webhooks' delivery log kept 30 days.
      ...webhookJobs(),
      // Material changes to the policies told before they take effect.
      ...policyJobs(deps.siteUrl),
      // The audit log's rows past their retention, a signed checkpoint in their place.
      ...auditJobs({ key: auth.jwtKey, retentionDays: env.AUDIT_RETENTION_DAYS }),
    ],
    { log: (message, details) => "err" in details && log.warn(details, message) },
  );
  // The shutdown's steps, each timed: one that is slow, or held past close-with-grace's limit,
  // is logged with the step under way.
  const closing = { under: "", since: 0, steps: {} as Record<string, number> };
  const step = async (name: string, work: () => Promise<unknown> | undefined) => {
    const started = performance.now();
    closing.under = name;
    await work();
    closing.steps[name] = Math.round(performance.now() - started);
    closing.under = "";
  };
  app.addHook("onClose", async () => {
    // The server has stopped listening and answered the requests it had.
    closing.steps.requests = Math.round(performance.now() - closing.since);
    await step("jobs", () => jobs.stop());
    await step("analytics", () => deps.analytics?.close());
    await step("outbox", () => mailer.stop());
    gauge.stop();
    await step("webhooks", () => webhooks.stop());
    await step("limiter", () => limiter.close());
    await step("database", () => database.close());
  });

  if (auth.generatedPassword) {
    // Plain text, not a JSON log line, so a person can read and copy it.
    process.stdout.write(
      `\n  Admin password (shown only this once): ${auth.generatedPassword}\n` +
        `  Sign in at /admin with it. Change it in Settings > Security, or set ADMIN_PASSWORD and restart.\n\n`,
    );
  }
  if (env.RATE_LIMITS === "off") app.log.warn("RATE_LIMITS=off: per-address limits are lifted");
  if (env.WEBHOOKS_ALLOW_PRIVATE)
    app.log.warn("WEBHOOKS_ALLOW_PRIVATE=true: webhooks may go to private networks and over http");

  const grace = {
    delay: 10_000 + env.SHUTDOWN_DRAIN_MS,
    onTimeout: (delay: number) => app.log.error(closing, `killed by timeout (${delay} ms)`),
  };
  closeWithGrace(grace, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info(`${signal} received, draining requests and closing the database`);
    // Probes say "draining" first, so a load balancer stops sending requests here; those that
    // still arrive are served. Then the server stops listening, finishes what it has, and the
    // onClose steps above run.
    draining = true;
    if (!err && env.SHUTDOWN_DRAIN_MS > 0) await sleep(env.SHUTDOWN_DRAIN_MS);
    closing.under = "requests";
    closing.since = performance.now();
    await app.close();
    const ms = Math.round(performance.now() - closing.since);
    if (ms > SLOW_CLOSE_MS) app.log.warn(closing, `closing took ${ms} ms`);
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  mailer.start(env.OUTBOX_INTERVAL_MS);
  webhooks.start();
  jobs.start();
  if (!mailer.configured)
    app.log.info("SMTP_URL is not set: email stays in the outbox (GET /api/outbox)");
  app.log.info(
    `Bayan is serving on http://${env.HOST}:${env.PORT} (database: ${database.kind}, ${database.location})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError) {
    console.error(`bayan: ${error.message}`);
  } else {
    console.error("bayan: could not start:", error);
  }
  process.exit(1);
});
