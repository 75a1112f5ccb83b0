import { pingDb, withTimeout, type Database } from "@bayan/db";
import type { FastifyInstance, FastifyReply } from "fastify";
import { quietLevel } from "./logging.js";

/** A readiness check: resolves when its part is usable, throws (or hangs) when it is not. */
export type ReadinessCheck = () => Promise<unknown>;

/** How long readiness waits for each part before calling it down. */
export const READINESS_TIMEOUT_MS = 1_000;

/**
 * Probes for a load balancer or orchestrator (no body to parse, never rate limited):
 *
 * - `GET /health`: liveness. 200 `{ status: "ok" }` as long as the process serves requests; it
 *   checks nothing else, so a database outage never gets a live instance restarted.
 * - `GET /ready`: readiness. Runs `select 1` on the database and every extra check (Redis when
 *   REDIS_URL is set), each within 1 s, at once; 200 `{ status: "ready", checks }` when all pass,
 *   else 503 `{ status: "unavailable", checks }` naming the part that failed, e.g.
 *   `{ database: "up", redis: "down" }`, with `Retry-After: 5`.
 *
 * Both answer 503 `{ status: "draining" }` while the server shuts down (SIGTERM).
 *
 * `/api/system/health` (the REST adapter's, with database latency and uptime) stays as it was.
 */
export function registerHealthChecks(
  app: FastifyInstance,
  db: Database,
  extra: Record<string, ReadinessCheck> = {},
  isDraining: () => boolean = () => false,
): void {
  const checks: Record<string, ReadinessCheck> = { database: () => pingDb(db), ...extra };
  const noStore = { "cache-control": "no-store" };

  // While the server shuts down (SHUTDOWN_DRAIN_MS) both probes say so, and the load balancer
  // stops sending it requests before it closes; the requests it still gets are served.
  const draining = (reply: FastifyReply) =>
    reply.code(503).headers(noStore).header("retry-after", "5").send({ status: "draining" });

  app.get("/health", { logLevel: quietLevel(app.log.level, "warn") }, (_request, reply) =>
    isDraining() ? draining(reply) : reply.headers(noStore).send({ status: "ok" }),
  );

  app.get("/ready", { logLevel: quietLevel(app.log.level, "warn") }, async (request, reply) => {
    if (isDraining()) return draining(reply);
    const names = Object.keys(checks);
    const results = await Promise.allSettled(
      names.map((name) => withTimeout(checks[name]!(), READINESS_TIMEOUT_MS)),
    );
    const report: Record<string, "up" | "down"> = {};
    let ready = true;
    results.forEach((result, i) => {
      const name = names[i]!;
      report[name] = result.status === "fulfilled" ? "up" : "down";
      if (result.status === "rejected") {
        ready = false;
        request.log.warn({ err: result.reason, check: name }, `readiness: ${name} is down`);
      }
    });
    reply.headers(noStore);
    if (ready) return reply.send({ status: "ready", checks: report });
    return reply
      .code(503)
      .header("retry-after", "5")
      .send({ status: "unavailable", checks: report });
  });
}
