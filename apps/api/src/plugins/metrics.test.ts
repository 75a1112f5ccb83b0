import { outbox } from "@bayan/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { countMetric } from "./metrics.js";

const TOKEN = "scrape-token-0123456789abcdef";

describe("/metrics", () => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp("pglite", { metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: authorization ? { authorization } : {},
    });

  it("is a plain 404 without the right bearer token", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/no-such-thing" });
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body.replace("/no-such-thing", "/metrics"));
      expect(res.body).not.toContain("http_request");
    }
  });

  it("serves latency histograms per route, process metrics, counters and the outbox", async () => {
    await t.db.insert(outbox).values([
      {
        kind: "waitlist-invite",
        to: "a@x.test",
        subject: "s",
        text: "t",
        html: "h",
        language: "en",
      },
      {
        kind: "waitlist-invite",
        to: "b@x.test",
        subject: "s",
        text: "t",
        html: "h",
        language: "en",
      },
      {
        kind: "contact-reply",
        to: "c@x.test",
        subject: "s",
        text: "t",
        html: "h",
        language: "ar",
        status: "failed",
      },
    ]);
    await t.app.inject({ method: "GET", url: "/api/system/time" });
    await t.app.inject({ method: "GET", url: "/trpc/waitlist.stats" });
    await t.app.inject({ method: "GET", url: "/trpc/waitlist.stats,system.time?batch=1" });
    countMetric("database_errors_total");
    countMetric("rate_limiter_errors_total", 2);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["cache-control"]).toBe("no-store");
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/system\/time",status_code="200"\} \d+/,
    );
    expect(text).toContain('route="/trpc/waitlist.stats"');
    expect(text).toContain('route="/trpc/(batch)"');
    expect(text).not.toContain('route="/metrics"');
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    expect(text).toContain('outbox_messages{status="queued"} 2');
    expect(text).toContain('outbox_messages{status="failed"} 1');
    expect(text).toContain('outbox_messages{status="sent"} 0');
    expect(text).toMatch(/^database_errors_total [1-9]/m);
    expect(text).toMatch(/^rate_limiter_errors_total [2-9]/m);
    expect(text).toMatch(/^outbox_sent_total 0$/m);
    expect(text).toMatch(/^outbox_failed_total 0$/m);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("does not exist", async () => {
    const t = await setupApp("pglite");
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/metrics",
        headers: { authorization: "Bearer anything-at-all-here" },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
