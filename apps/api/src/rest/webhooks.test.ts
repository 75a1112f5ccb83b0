import { webhookDeliveries, webhookEndpoints } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { WebhookSender } from "@bayan/trpc";
import { webhookDeliveryOutput, webhookEndpointWithSecretOutput } from "@bayan/trpc/schemas";
import { eq } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import { startWebhookReceiver } from "../../test/webhook-receiver.js";

/** Standard Webhooks' signature of a request, computed here from the secret. */
function signature(secret: string, headers: Record<string, unknown>, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${String(headers["webhook-id"])}.${String(headers["webhook-timestamp"])}.${body}`;
  return `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
}

describe.each(testDatabaseKinds)("REST /api/webhooks on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let sender: WebhookSender;
  /** WEBHOOKS_ALLOW_PRIVATE, as the tests set it. */
  const flags = { allowPrivate: true };

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    t = await setupApp(kind, {
      deps: {
        webhooks: {
          get allowPrivate() {
            return flags.allowPrivate;
          },
          deliverNow: (ids, waitMs) => sender.deliverNow(ids, waitMs),
        },
      },
    });
    sender = new WebhookSender(t.db, { allowPrivate: true });
    auth = await t.adminAuth();
  });
  afterAll(async () => {
    await sender.stop();
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await t.db.delete(webhookEndpoints);
    receiver.received.length = 0;
    flags.allowPrivate = true;
  });

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const add = (payload: object = { url: receiver.url, events: ["waitlist.joined"] }) =>
    call("POST", "/api/webhooks", payload);

  it("adds an endpoint (201, its secret once), lists, changes and deletes it", async () => {
    const res = await add({
      url: receiver.url,
      description: "CRM",
      events: ["contact.received", "waitlist.joined"],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      messageKey: "webhooks.created",
      message: "Endpoint added. Copy its signing secret now: it is shown only this once",
      data: {
        url: receiver.url,
        description: "CRM",
        events: ["waitlist.joined", "contact.received"],
        enabled: true,
      },
    });
    expect(webhookEndpointWithSecretOutput.parse(body.data).secret).toMatch(/^whsec_/);
    const { id, secret } = body.data as { id: string; secret: string };
    const [row] = await t.db.select().from(webhookEndpoints);
    expect(row).toMatchObject({ id, url: receiver.url, secret, enabled: true });

    const listed = await call("GET", "/api/webhooks");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      {
        id,
        url: receiver.url,
        description: "CRM",
        events: ["waitlist.joined", "contact.received"],
        enabled: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(listed.body).not.toContain(secret);

    const changed = await call("PATCH", `/api/webhooks/${id}`, {
      enabled: false,
      events: ["user.registered"],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      messageKey: "webhooks.updated",
      data: { id, enabled: false, events: ["user.registered"], description: "CRM" },
    });
    expect((await t.db.select().from(webhookEndpoints))[0]).toMatchObject({
      enabled: false,
      events: ["user.registered"],
    });

    const rotated = await call("POST", `/api/webhooks/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json()).toMatchObject({ messageKey: "webhooks.secretRotated" });
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(secret);

    const deleted = await call("DELETE", `/api/webhooks/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ data: { id }, messageKey: "webhooks.deleted" });
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
    for (const [method, url] of [
      ["DELETE", `/api/webhooks/${id}`],
      ["PATCH", `/api/webhooks/${id}`],
      ["POST", `/api/webhooks/${id}/rotate-secret`],
      ["POST", `/api/webhooks/${id}/test`],
      ["GET", `/api/webhooks/${id}/deliveries`],
      ["POST", `/api/webhooks/deliveries/${id}/redeliver`],
    ] as const) {
      const missing = await call(method, url, method === "PATCH" ? { enabled: true } : undefined);
      expect(missing.statusCode, `${method} ${url}`).toBe(404);
      expect(missing.json().code).toBe("NOT_FOUND");
    }
  });

  it("answers 400 with the field and its key for a bad address, a private one or an unknown event", async () => {
    const refused = async (payload: object, path: string, key: string) => {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: "BAD_REQUEST",
        errors: [{ path, messageKey: key }],
      });
    };
    await refused({ url: "nope", events: ["waitlist.joined"] }, "url", "webhooks.urlInvalid");
    await refused(
      { url: "https://hooks.example.com/", events: ["waitlist.deleted"] },
      "events.0",
      "webhooks.eventUnknown",
    );
    await refused(
      { url: "https://hooks.example.com/", events: [] },
      "events",
      "webhooks.eventsRequired",
    );
    flags.allowPrivate = false;
    await refused(
      { url: receiver.url, events: ["waitlist.joined"] },
      "url",
      "webhooks.httpsRequired",
    );
    for (const url of [
      "https://127.0.0.1:8443/",
      "https://169.254.169.254/",
      "https://[fe80::1]/",
    ]) {
      await refused({ url, events: ["waitlist.joined"] }, "url", "webhooks.privateDestination");
      const res = await add({ url, events: ["waitlist.joined"] });
      expect(res.json().messageKey).toBe("webhooks.privateDestination");
    }
    expect(await t.db.select().from(webhookEndpoints)).toEqual([]);
    // Allowed with WEBHOOKS_ALLOW_PRIVATE=true.
    flags.allowPrivate = true;
    expect(
      (await add({ url: "https://127.0.0.1:8443/", events: ["waitlist.joined"] })).statusCode,
    ).toBe(201);
  });

  it("sends a test event, lists it in the log with its code, and redelivers it with the same id", async () => {
    const { id, secret } = (await add()).json().data as { id: string; secret: string };
    const test = await call("POST", `/api/webhooks/${id}/test`);
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({
      success: true,
      messageKey: "webhooks.testSent",
      params: { code: 200 },
      data: { endpointId: id, eventType: "webhook.test", status: "delivered", lastStatusCode: 200 },
    });
    const delivery = webhookDeliveryOutput.parse(test.json().data);
    const [request] = receiver.received;
    expect(request!.headers["webhook-id"]).toBe(delivery.id);
    expect(request!.headers["webhook-signature"]).toBe(
      signature(secret, request!.headers, request!.body),
    );
    expect(JSON.parse(request!.body)).toMatchObject({
      type: "webhook.test",
      data: { endpointId: id },
    });

    receiver.answer(500);
    const failing = await call("POST", `/api/webhooks/${id}/test`);
    expect(failing.json()).toMatchObject({
      messageKey: "webhooks.testNotDelivered",
      data: { status: "pending", attempts: 1, lastStatusCode: 500 },
    });
    const pendingId = failing.json().data.id as string;

    const log = await call("GET", `/api/webhooks/${id}/deliveries?status=pending`);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      success: true,
      data: [{ id: pendingId, status: "pending", lastStatusCode: 500 }],
      pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
    });
    const all = await call("GET", "/api/webhooks/deliveries?limit=1");
    expect(all.json().data.map((d: { id: string }) => d.id)).toEqual([pendingId]);
    expect(all.json().pagination).toEqual({ page: 1, limit: 1, total: 2, totalPages: 2 });
    expect((await call("GET", `/api/webhooks/${id}/deliveries?status=lost`)).statusCode).toBe(400);

    const again = await call("POST", `/api/webhooks/deliveries/${pendingId}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      messageKey: "webhooks.redelivered",
      data: { id: pendingId, status: "delivered", lastStatusCode: 200 },
    });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([
      delivery.id,
      pendingId,
      pendingId,
    ]);
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pendingId));
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200 });

    // A disabled endpoint is sent nothing: 409.
    await call("PATCH", `/api/webhooks/${id}`, { enabled: false });
    const off = await call("POST", `/api/webhooks/${id}/test`);
    expect(off.statusCode).toBe(409);
    expect(off.json().messageKey).toBe("webhooks.endpointDisabled");
  });

  it("is the administrator's only (401 without a token)", async () => {
    for (const [method, url] of [
      ["GET", "/api/webhooks"],
      ["POST", "/api/webhooks"],
      ["GET", "/api/webhooks/deliveries"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" ? {} : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
