import { analyticsEvents, analyticsSessions } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { ANALYTICS_COLLECT_PATH } from "@bayan/trpc/schemas";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const UA =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";

describe.each(testDatabaseKinds)("POST %s on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  beforeAll(async () => {
    t = await setupApp(kind, { trustProxy: true, corsOrigins: ["https://partner.example"] });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(analyticsSessions);
  });

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: ANALYTICS_COLLECT_PATH,
      headers: {
        "content-type": "application/json",
        "user-agent": UA,
        host: "bayan.test",
        ...headers,
      },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
  const stored = async () => {
    await t.deps.analytics!.flush();
    return t.db.$count(analyticsEvents);
  };

  const pageview = { name: "pageview", url: "https://bayan.test/", title: "Bayan", width: 1280 };

  it("answers 202 with no body, and the events are written with the client's country", async () => {
    const res = await send(
      { events: [pageview, { name: "faq_open", url: "/", props: { question: 3 } }] },
      { "x-forwarded-for": "8.8.8.8" },
    );
    expect(res.statusCode).toBe(202);
    expect(res.body).toBe("");
    expect(await stored()).toBe(2);
    const [session] = await t.db.select().from(analyticsSessions);
    expect(session).toMatchObject({ country: "US", landingPage: "/", pageviews: 1, events: 2 });
  });

  it("answers 400 naming the field and stores nothing of a bad payload", async () => {
    const res = await send({ events: [pageview, { name: "purchase", url: "/" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      errors: [{ path: "events.1.name" }],
    });
    expect(res.json().message).toMatch(/^events\.1\.name: /);
    for (const bad of [{ events: [] }, {}, { events: [{ ...pageview, extra: 1 }] }, "[1,2"]) {
      expect((await send(bad)).statusCode).toBe(400);
    }
    expect(await stored()).toBe(0);
  });

  it("answers 413 beyond 8 KiB and 415 for a body that is not JSON", async () => {
    const big = await send({ events: [{ ...pageview, title: "x".repeat(9000) }] });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
    const text = await send(JSON.stringify({ events: [pageview] }), {
      "content-type": "text/plain",
    });
    expect(text.statusCode).toBe(415);
    expect(await stored()).toBe(0);
  });

  it("answers bots, Do Not Track and Global Privacy Control 202 and stores nothing", async () => {
    const bot = await send(
      { events: [pageview] },
      { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    );
    const none = await t.app.inject({
      method: "POST",
      url: ANALYTICS_COLLECT_PATH,
      headers: { "content-type": "application/json" },
      payload: { events: [pageview] },
    });
    const dnt = await send({ events: [pageview] }, { dnt: "1" });
    const gpc = await send({ events: [pageview] }, { "sec-gpc": "1" });
    const spam = await send({ events: [{ ...pageview, referrer: "https://semalt.com/" }] });
    for (const res of [bot, none, dnt, gpc, spam]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe("");
    }
    expect(await stored()).toBe(0);
  });

  it("lets the CORS_ORIGINS send events, as the other public endpoints", async () => {
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: ANALYTICS_COLLECT_PATH,
      headers: {
        origin: "https://partner.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBe("https://partner.example");
    const other = await send({ events: [pageview] }, { origin: "https://evil.example" });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
