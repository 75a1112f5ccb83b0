import { webhookDeliveries, webhookEndpoints, type Database, type DbHandle } from "@bayan/db";
import { openTestDb, testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startReceiver } from "../../../test/webhooks.js";
import { auditTrail } from "../audit.js";
import { destinationProblem, isBlockedAddress, urlProblem } from "./destination.js";
import { createEndpoint, redeliver, rotateEndpointSecret } from "./endpoints.js";
import { emitWebhookEvent } from "./events.js";
import {
  DISABLED_ERROR,
  MAX_ATTEMPTS,
  PRIVATE_ERROR,
  pruneWebhookDeliveries,
  RETRY_DELAYS_MS,
  TIMEOUT_ERROR,
  WebhookSender,
  webhookErrorKey,
  webhookJobs,
} from "./sender.js";
import { newWebhookSecret, signWebhook, webhookHeaders } from "./signing.js";

const MINUTE = 60_000;

/** The audit trail of a change made here, outside an admin call. */
const trail = () => auditTrail({ id: null, label: "test" }, () => new Date());

describe("Standard Webhooks signatures", () => {
  it("are verified by the standardwebhooks package, and match its own signing", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: "waitlist.joined", data: { email: "sara@example.com" } });
    const at = new Date();
    const headers = webhookHeaders([secret], "msg-1", at, body);
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(signWebhook(secret, "msg-1", Math.floor(at.getTime() / 1000), body)).toBe(
      new Webhook(secret).sign("msg-1", at, body),
    );
    // Another secret, a changed body or id: refused.
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body.replace("sara", "huda"), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "msg-2" })).toThrow();
  });

  it("carry one signature per secret, each verifying alone (a rotation's two secrets)", () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = "{}";
    const headers = webhookHeaders([current, previous], "msg-9", new Date(), body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toEqual({});
    expect(new Webhook(previous).verify(body, headers)).toEqual({});
  });
});

describe("webhook destinations", () => {
  it("refuses private, loopback, link-local, unspecified and CGNAT addresses", () => {
    for (const address of [
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "127.0.0.1",
      "127.8.8.8",
      "169.254.169.254",
      "0.0.0.0",
      "100.64.0.1",
      "100.127.255.254",
      "224.0.0.1",
      "255.255.255.255",
      "::",
      "::1",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "64:ff9b::a00:1",
      "not an address",
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
    for (const address of [
      "93.184.215.14",
      "1.1.1.1",
      "172.32.0.1",
      "100.128.0.1",
      "2606:4700:4700::1111",
      "::ffff:8.8.8.8",
      "64:ff9b::808:808",
    ]) {
      expect(isBlockedAddress(address), address).toBe(false);
    }
  });

  it("takes https to public hosts; http, credentials and private hosts only as the flag allows", async () => {
    expect(urlProblem("https://hooks.example.com/bayan", false)).toBeNull();
    expect(urlProblem("ftp://hooks.example.com/", false)).toBe("webhooks.urlInvalid");
    expect(urlProblem("not a url", false)).toBe("webhooks.urlInvalid");
    expect(urlProblem("http://hooks.example.com/", false)).toBe("webhooks.httpsRequired");
    expect(urlProblem("http://hooks.example.com/", true)).toBeNull();
    expect(urlProblem("https://user:pw@hooks.example.com/", false)).toBe("webhooks.urlCredentials");
    // Addresses in the URL, in any spelling the URL parser reads.
    for (const url of [
      "https://127.0.0.1/",
      "https://2130706433/",
      "https://0x7f.1/",
      "https://[::1]:8443/",
      "https://[::ffff:127.0.0.1]/",
      "https://169.254.169.254/latest/meta-data",
      "https://10.0.0.5/",
    ]) {
      expect(urlProblem(url, false), url).toBe("webhooks.privateDestination");
      expect(urlProblem(url, true), url).toBeNull();
    }

    const resolve = async (host: string) =>
      ({
        "public.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
        "mixed.example": ["93.184.215.14", "10.0.0.7"],
        "internal.example": ["192.168.0.10"],
      })[host] ?? Promise.reject(new Error("ENOTFOUND"));
    const check = (url: string, allowPrivate = false) =>
      destinationProblem(url, { allowPrivate, resolve });
    expect(await check("https://public.example/hook")).toBeNull();
    expect(await check("https://mixed.example/hook")).toBe("webhooks.privateDestination");
    expect(await check("https://internal.example/hook")).toBe("webhooks.privateDestination");
    expect(await check("https://nowhere.example/hook")).toBe("webhooks.hostUnresolvable");
    // The flag takes them all, without asking DNS.
    expect(await check("https://internal.example/hook", true)).toBeNull();
    expect(await check("http://nowhere.example/hook", true)).toBeNull();
    // The system's DNS: localhost is the loopback.
    expect(await destinationProblem("https://localhost/", { allowPrivate: false })).toBe(
      "webhooks.privateDestination",
    );
  });
});

describe.each(testDatabaseKinds)("webhook delivery on %s", (kind) => {
  let handle: DbHandle;
  let db: Database;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let clock: Date;
  const now = () => clock;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeAll(async () => {
    handle = await openTestDb(kind);
    db = handle.db;
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await handle.close();
  });
  beforeEach(async () => {
    await db.delete(webhookEndpoints);
    receiver.reset();
    clock = new Date();
  });

  /** An endpoint at the local receiver, subscribed to every waitlist.joined event. */
  const endpoint = (url = receiver.url) =>
    createEndpoint(
      db,
      { url, description: "CRM", events: ["waitlist.joined"], enabled: true },
      { allowPrivate: true },
      clock,
      trail(),
    );
  const joined = (email = "sara@example.com") =>
    db.transaction((tx) =>
      emitWebhookEvent(
        tx,
        "waitlist.joined",
        {
          id: "00000000-0000-4000-8000-000000000001",
          email,
          language: "ar",
          source: "landing-page",
          referredBy: null,
          joinedAt: clock.toISOString(),
        },
        clock,
      ),
    );
  const deliveries = () => db.select().from(webhookDeliveries);
  const sender = (options: { allowPrivate?: boolean; timeoutMs?: number } = {}) =>
    new WebhookSender(db, { allowPrivate: options.allowPrivate ?? true, ...options }, now);

  it("POSTs the event to a local server, signed so that standardwebhooks verifies it", async () => {
    const { secret } = await endpoint();
    await joined();
    const [queued] = await deliveries();
    expect(queued).toMatchObject({ status: "pending", attempts: 0, eventType: "waitlist.joined" });

    expect(await sender().deliverDue()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.path).toBe("/hooks");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["webhook-id"]).toBe(queued!.id);
    const payload = new Webhook(secret).verify(request!.body, {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    });
    expect(payload).toEqual({
      type: "waitlist.joined",
      timestamp: clock.toISOString(),
      data: {
        id: "00000000-0000-4000-8000-000000000001",
        email: "sara@example.com",
        language: "ar",
        source: "landing-page",
        referredBy: null,
        joinedAt: clock.toISOString(),
      },
    });
    const [row] = await deliveries();
    expect(row).toMatchObject({
      status: "delivered",
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      lockedUntil: null,
    });
    expect(row!.deliveredAt).toEqual(clock);
    expect(row!.lastAttemptAt).toEqual(clock);
    // Delivered: never sent again.
    later(60 * MINUTE);
    expect(await sender().deliverDue()).toBe(0);
    expect(receiver.received).toHaveLength(1);
  });

  it("tries again with back-off after a 500, keeping the webhook-id, until a 2xx", async () => {
    await endpoint();
    await joined();
    receiver.answer(500, 502);
    const s = sender();

    expect(await s.deliverDue()).toBe(0);
    let [row] = await deliveries();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(MINUTE);
    // Not due yet: nothing is sent.
    later(MINUTE - 1_000);
    await s.deliverDue();
    expect(receiver.received).toHaveLength(1);

    later(1_000);
    await s.deliverDue();
    [row] = await deliveries();
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastStatusCode: 502 });
    expect(row!.nextAttemptAt.getTime() - clock.getTime()).toBe(5 * MINUTE);

    later(5 * MINUTE);
    expect(await s.deliverDue()).toBe(1);
    [row] = await deliveries();
    expect(row).toMatchObject({ status: "delivered", attempts: 3, lastStatusCode: 200 });
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(ids).toEqual([row!.id, row!.id, row!.id]);
    const stamps = receiver.received.map((r) => Number(r.headers["webhook-timestamp"]));
    expect(stamps[2]! - stamps[0]!).toBe(6 * 60);
  });

  it("gives up after the last of 7 tries over about a day, and a redelivery tries again with the same id", async () => {
    expect(MAX_ATTEMPTS).toBe(7);
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe((20 * 60 + 36) * MINUTE);
    await endpoint();
    await joined();
    receiver.answer(...Array<number>(MAX_ATTEMPTS).fill(503));
    const s = sender();
    const start = clock.getTime();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await s.deliverDue();
      const [row] = await deliveries();
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        expect(row!.status).toBe("pending");
        later(RETRY_DELAYS_MS[attempt - 1]!);
      } else {
        expect(row).toMatchObject({ status: "failed", lastStatusCode: 503 });
      }
    }
    expect(clock.getTime() - start).toBe((20 * 60 + 36) * MINUTE);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    later(24 * 60 * MINUTE);
    await s.deliverDue();
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);

    // Redelivered: due now, a fresh run of tries, the same webhook-id.
    const [failed] = await deliveries();
    await redeliver(db, failed!.id, clock, trail());
    expect((await deliveries())[0]).toMatchObject({ status: "pending", attempts: 0 });
    await s.deliverNow([failed!.id]);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });
    expect(receiver.received.at(-1)!.headers["webhook-id"]).toBe(failed!.id);
  });

  it("counts an answer that takes too long as a failed try", async () => {
    await endpoint();
    await joined();
    receiver.state.delayMs = 1_000;
    await sender({ timeoutMs: 200 }).deliverDue();
    const [row] = await deliveries();
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: null,
      lastError: TIMEOUT_ERROR,
    });
    expect(webhookErrorKey(row!.lastError)).toBe("webhooks.errorTimeout");
  });

  it("records a refused connection's reason", async () => {
    // A port nobody listens on (the receiver's, once closed).
    const gone = await startReceiver();
    await gone.close();
    await endpoint(gone.url);
    await joined();
    await sender().deliverDue();
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "pending", lastStatusCode: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    expect(webhookErrorKey(row!.lastError)).toBeNull();
  });

  it("sends nothing to a private address unless allowed, checked at send time (an address or a name)", async () => {
    await endpoint();
    await endpoint(`http://localhost:${receiver.port}/by-name`);
    await joined();
    await sender({ allowPrivate: false }).deliverDue();
    expect(receiver.received).toEqual([]);
    for (const row of await deliveries()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: PRIVATE_ERROR });
      expect(webhookErrorKey(row.lastError)).toBe("webhooks.errorPrivateDestination");
    }
    // With WEBHOOKS_ALLOW_PRIVATE=true both are sent.
    later(MINUTE);
    expect(await sender({ allowPrivate: true }).deliverDue()).toBe(2);
    expect(receiver.received.map((r) => r.path).sort()).toEqual(["/by-name", "/hooks"]);
  });

  it("gives up a delivery whose endpoint was disabled meanwhile, without sending it", async () => {
    const { id } = await endpoint();
    await joined();
    await db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, id));
    await sender().deliverDue();
    expect(receiver.received).toEqual([]);
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: "failed", attempts: 1, lastError: DISABLED_ERROR });
    expect(webhookErrorKey(row!.lastError)).toBe("webhooks.errorEndpointDisabled");
  });

  it("queues events only for enabled endpoints subscribed to the type, and only if the action commits", async () => {
    await endpoint();
    await createEndpoint(
      db,
      { url: receiver.url, description: "", events: ["contact.received"], enabled: true },
      { allowPrivate: true },
      clock,
      trail(),
    );
    await createEndpoint(
      db,
      { url: receiver.url, description: "", events: ["waitlist.joined"], enabled: false },
      { allowPrivate: true },
      clock,
      trail(),
    );
    await joined();
    expect(await deliveries()).toHaveLength(1);
    await expect(
      db.transaction(async (tx) => {
        await emitWebhookEvent(
          tx,
          "waitlist.joined",
          {
            id: "00000000-0000-4000-8000-000000000002",
            email: "x@example.com",
            language: "en",
            source: "landing-page",
            referredBy: null,
            joinedAt: clock.toISOString(),
          },
          clock,
        );
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await deliveries()).toHaveLength(1);
  });

  it("is sent once when two senders look at the same time", async () => {
    await endpoint();
    await joined("a@example.com");
    await joined("b@example.com");
    receiver.state.delayMs = 100;
    const [one, two] = [sender(), sender()];
    const sent = await Promise.all([one.deliverDue(), two.deliverDue()]);
    expect(sent[0] + sent[1]).toBe(2);
    expect(receiver.received).toHaveLength(2);
  });

  it("keeps the log 30 days: older delivered and given-up deliveries go, pending ones stay", async () => {
    const { id } = await endpoint();
    const day = 86_400_000;
    const row = (status: "pending" | "delivered" | "failed", ageDays: number) => ({
      endpointId: id,
      eventType: "waitlist.joined",
      payload: {},
      status,
      createdAt: new Date(clock.getTime() - ageDays * day),
    });
    await db
      .insert(webhookDeliveries)
      .values([row("delivered", 31), row("failed", 31), row("pending", 31), row("delivered", 29)]);
    expect(await pruneWebhookDeliveries(db, clock)).toBe(2);
    const left = await deliveries();
    expect(left.map((d) => d.status).sort()).toEqual(["delivered", "pending"]);
    expect(webhookJobs().map((job) => job.name)).toEqual(["webhook-deliveries-prune"]);
  });

  it("signs with the new secret and, for 24 hours, the previous one too after a rotation", async () => {
    const { id, secret: first } = await endpoint();
    const { secret: second } = await rotateEndpointSecret(db, id, clock, trail());
    expect(second).not.toBe(first);
    await joined();
    const realClock = new WebhookSender(db, { allowPrivate: true });
    await realClock.deliverDue();
    const request = receiver.received[0]!;
    const headers = {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    };
    expect(new Webhook(second).verify(request.body, headers)).toMatchObject({
      type: "waitlist.joined",
    });
    expect(new Webhook(first).verify(request.body, headers)).toMatchObject({
      type: "waitlist.joined",
    });
    // A day later only the new one signs.
    await db
      .update(webhookEndpoints)
      .set({ previousSecretUntil: new Date(Date.now() - 1_000) })
      .where(eq(webhookEndpoints.id, id));
    await joined("later@example.com");
    await realClock.deliverDue();
    const next = receiver.received[1]!;
    expect(String(next.headers["webhook-signature"]).split(" ")).toHaveLength(1);
  });
});
