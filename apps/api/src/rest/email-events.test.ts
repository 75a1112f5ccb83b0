import { emailEvents, suppressedAddresses } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const SECRET = "bounce-secret-0123456789abcdef";
const DAY_MS = 86_400_000;

/**
 * Bounces and complaints from the mail provider (docs/email-delivery.md): the generic shape and
 * Postmark's webhook, behind EMAIL_EVENTS_SECRET. A hard bounce or a complaint suppresses at once,
 * the third soft bounce within 7 days too; the paths do not exist without the secret.
 */
describe.each(testDatabaseKinds)("REST email events on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let ahead = 0;
  beforeAll(async () => {
    t = await setupApp(kind, {
      emailEventsSecret: SECRET,
      deps: { now: () => new Date(Date.now() + ahead) },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    ahead = 0;
    await t.db.delete(emailEvents);
    await t.db.delete(suppressedAddresses);
  });

  const post = (path: string, payload: object, authorization = `Bearer ${SECRET}`) =>
    t.app.inject({ method: "POST", url: path, headers: { authorization }, payload });
  const suppressions = () => t.db.select().from(suppressedAddresses);

  it("suppresses at once on a hard bounce or a complaint (generic shape)", async () => {
    const res = await post("/api/email-events/generic", {
      events: [
        { type: "hard-bounce", email: "Gone@Example.com" },
        { type: "complaint", email: "angry@example.com", occurredAt: "2026-11-27T09:00:00Z" },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 2, suppressed: 2 } });
    const rows = await suppressions();
    // The address as the schema keeps it (lowercased), the row keyed by its normalized hash.
    expect(rows.map((r) => [r.email, r.reason, r.source]).sort()).toEqual([
      ["angry@example.com", "complaint", "generic"],
      ["gone@example.com", "hard-bounce", "generic"],
    ]);
    expect(await t.db.$count(emailEvents)).toBe(2);
  });

  it("suppresses on the third soft bounce within 7 days, not before, and not for old ones", async () => {
    const soft = (email: string) =>
      post("/api/email-events/generic", { events: [{ type: "soft-bounce", email }] });
    // One soft bounce 8 days ago no longer counts.
    ahead = -8 * DAY_MS;
    await soft("full.box@example.com");
    ahead = 0;
    expect((await soft("full.box@example.com")).json().data).toEqual({
      recorded: 1,
      suppressed: 0,
    });
    expect((await soft("full.box@example.com")).json().data.suppressed).toBe(0);
    expect(await suppressions()).toHaveLength(0);
    expect((await soft("full.box@example.com")).json().data.suppressed).toBe(1);
    expect(await suppressions()).toMatchObject([{ reason: "soft-bounces", source: "generic" }]);
  });

  it("reads Postmark's bounce and spam complaint webhooks, and ignores the rest", async () => {
    const hard = await post("/api/email-events/postmark", {
      RecordType: "Bounce",
      Type: "HardBounce",
      Email: "nobody@example.com",
      BouncedAt: "2026-11-27T08:00:00Z",
      MessageID: "883953f4-6105-42a2-a16a-77a8eac79483",
    });
    expect(hard.json()).toEqual({ success: true, data: { recorded: 1, suppressed: 1 } });
    const spam = await post("/api/email-events/postmark", {
      RecordType: "SpamComplaint",
      Email: "spam@example.com",
    });
    expect(spam.json().data).toEqual({ recorded: 1, suppressed: 1 });
    const delivered = await post("/api/email-events/postmark", {
      RecordType: "Delivery",
      Email: "happy@example.com",
    });
    expect(delivered.json().data).toEqual({ recorded: 0, suppressed: 0 });
    const reply = await post("/api/email-events/postmark", {
      RecordType: "Bounce",
      Type: "AutoResponder",
      Email: "away@example.com",
    });
    expect(reply.json().data).toEqual({ recorded: 0, suppressed: 0 });
    expect((await suppressions()).map((r) => [r.email, r.reason, r.source]).sort()).toEqual([
      ["nobody@example.com", "hard-bounce", "postmark"],
      ["spam@example.com", "complaint", "postmark"],
    ]);
    // Postmark's basic-auth form of the secret works as well.
    const basic = `Basic ${Buffer.from(`postmark:${SECRET}`).toString("base64")}`;
    const viaBasic = await post(
      "/api/email-events/postmark",
      { RecordType: "SpamComplaint", Email: "spam2@example.com" },
      basic,
    );
    expect(viaBasic.statusCode).toBe(200);
  });

  it("refuses a wrong secret (401) and a bad body (400), storing nothing", async () => {
    const wrong = await post(
      "/api/email-events/generic",
      { events: [{ type: "hard-bounce", email: "x@example.com" }] },
      "Bearer not-the-secret",
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, messageKey: "email.eventsSecret" });
    const none = await t.app.inject({
      method: "POST",
      url: "/api/email-events/generic",
      payload: { events: [{ type: "hard-bounce", email: "x@example.com" }] },
    });
    expect(none.statusCode).toBe(401);
    const bad = await post("/api/email-events/generic", {
      events: [{ type: "bounced", email: "not an email" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, messageKey: "email.eventsInvalid" });
    expect(await suppressions()).toHaveLength(0);
    expect(await t.db.$count(emailEvents)).toBe(0);
  });
});

describe("REST email events without a secret", () => {
  it("does not exist (404)", async () => {
    const t = await setupApp("pglite");
    try {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/email-events/generic",
        headers: { authorization: "Bearer anything-at-all-here-1234" },
        payload: { events: [{ type: "hard-bounce", email: "x@example.com" }] },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
