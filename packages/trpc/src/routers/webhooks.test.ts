import { webhookDeliveries, webhookEndpoints } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { startReceiver } from "../../test/webhooks.js";
import { fieldErrors, messageKeyOf } from "../errors.js";
import { WebhookSender } from "../services/webhooks/sender.js";

type Admin = Awaited<ReturnType<Awaited<ReturnType<typeof setup>>["adminCaller"]>>;

/** The failure's status code, key and failing fields as [path, key]. */
async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  return {
    code: error.code,
    ...messageKeyOf(error),
    fields: (fieldErrors(error) ?? []).map((f) => [f.path, f.messageKey]),
  };
}

describe.each(testDatabaseKinds)("the webhooks router on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let sender: WebhookSender;
  /** WEBHOOKS_ALLOW_PRIVATE, changed by the tests. */
  const flags = { allowPrivate: true };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await setup(kind, {
      webhooks: {
        get allowPrivate() {
          return flags.allowPrivate;
        },
        deliverNow: (ids, waitMs) => sender.deliverNow(ids, waitMs),
        resolve: (host) =>
          Promise.resolve(
            host === "hooks.example.com"
              ? ["93.184.215.14"]
              : host === "intranet.example.com"
                ? ["10.1.1.1"]
                : [],
          ),
      },
    });
    sender = new WebhookSender(t.db, { allowPrivate: true });
    admin = await t.adminCaller();
  });
  afterAll(async () => {
    await sender.stop();
    await receiver.close();
    await t.close();
  });
  beforeEach(async () => {
    await t.db.delete(webhookEndpoints);
    receiver.reset();
    flags.allowPrivate = true;
  });

  it("makes an endpoint and answers its secret once; the list never shows it", async () => {
    const made = await admin.webhooks.create({
      url: receiver.url,
      description: "CRM sync",
      events: ["waitlist.joined", "contact.received", "waitlist.joined"],
    });
    expect(made).toMatchObject({
      messageKey: "webhooks.created",
      endpoint: {
        url: receiver.url,
        description: "CRM sync",
        // Repeats once, in the list's order.
        events: ["waitlist.joined", "contact.received"],
        enabled: true,
      },
    });
    expect(made.endpoint.secret).toMatch(/^whsec_/);
    const listed = await admin.webhooks.list();
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0]).not.toHaveProperty("secret");
    expect(JSON.stringify(listed)).not.toContain(made.endpoint.secret);
    expect(listed.items[0]).toEqual({
      id: made.endpoint.id,
      url: receiver.url,
      description: "CRM sync",
      events: ["waitlist.joined", "contact.received"],
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("changes an endpoint's fields, rotates its secret and deletes it; an unknown one is 404", async () => {
    const { endpoint } = await admin.webhooks.create({
      url: receiver.url,
      events: ["user.registered"],
    });
    const updated = await admin.webhooks.update({
      id: endpoint.id,
      description: "Zapier",
      events: ["waitlist.confirmed"],
      enabled: false,
    });
    expect(updated).toMatchObject({
      messageKey: "webhooks.updated",
      endpoint: {
        url: receiver.url,
        description: "Zapier",
        events: ["waitlist.confirmed"],
        enabled: false,
      },
    });
    const rotated = await admin.webhooks.rotateSecret({ id: endpoint.id });
    expect(rotated.messageKey).toBe("webhooks.secretRotated");
    expect(rotated.endpoint.secret).toMatch(/^whsec_/);
    expect(rotated.endpoint.secret).not.toBe(endpoint.secret);
    const [row] = await t.db.select().from(webhookEndpoints);
    expect(row).toMatchObject({ secret: rotated.endpoint.secret, previousSecret: endpoint.secret });

    expect(await admin.webhooks.delete({ id: endpoint.id })).toMatchObject({
      id: endpoint.id,
      messageKey: "webhooks.deleted",
    });
    for (const call of [
      () => admin.webhooks.delete({ id: endpoint.id }),
      () => admin.webhooks.update({ id: endpoint.id, enabled: true }),
      () => admin.webhooks.rotateSecret({ id: "not-a-uuid" }),
      () => admin.webhooks.sendTest({ id: endpoint.id }),
      () => admin.webhooks.deliveries({ endpointId: endpoint.id }),
    ]) {
      expect(await refusal(call())).toMatchObject({
        code: "NOT_FOUND",
        messageKey: "webhooks.notFound",
      });
    }
    expect(await refusal(admin.webhooks.redeliver({ id: endpoint.id }))).toMatchObject({
      code: "NOT_FOUND",
      messageKey: "webhooks.deliveryNotFound",
    });
  });

  it("refuses a bad address, a private destination and unknown events with the field and its key", async () => {
    const create = (url: string, events: string[] = ["waitlist.joined"]) =>
      refusal(admin.webhooks.create({ url, events: events as never }));
    expect(await create("not a url")).toEqual({
      code: "BAD_REQUEST",
      fields: [["url", "webhooks.urlInvalid"]],
    });
    expect(await create("ftp://hooks.example.com/")).toMatchObject({
      fields: [["url", "webhooks.urlInvalid"]],
    });
    expect(await create(`https://hooks.example.com/${"a".repeat(2000)}`)).toMatchObject({
      fields: [["url", "webhooks.urlTooLong"]],
    });
    expect(await create("https://hooks.example.com/", ["waitlist.left"])).toMatchObject({
      fields: [["events.0", "webhooks.eventUnknown"]],
    });
    expect(await create("https://hooks.example.com/", [])).toMatchObject({
      fields: [["events", "webhooks.eventsRequired"]],
    });

    // Without WEBHOOKS_ALLOW_PRIVATE: https only, to public hosts.
    flags.allowPrivate = false;
    expect(await create(receiver.url)).toEqual({
      code: "BAD_REQUEST",
      messageKey: "webhooks.httpsRequired",
      fields: [["url", "webhooks.httpsRequired"]],
    });
    for (const url of [
      "https://127.0.0.1/hook",
      "https://[::1]/hook",
      "https://169.254.169.254/latest",
      "https://192.168.1.20/hook",
      "https://intranet.example.com/hook",
    ]) {
      expect(await create(url), url).toEqual({
        code: "BAD_REQUEST",
        messageKey: "webhooks.privateDestination",
        fields: [["url", "webhooks.privateDestination"]],
      });
    }
    expect(await create("https://unknown.example.com/hook")).toMatchObject({
      messageKey: "webhooks.hostUnresolvable",
    });
    expect(await create("https://user:pw@hooks.example.com/hook")).toMatchObject({
      messageKey: "webhooks.urlCredentials",
    });
    const { endpoint } = await admin.webhooks.create({
      url: "https://hooks.example.com/bayan",
      events: ["waitlist.joined"],
    });
    expect(endpoint.url).toBe("https://hooks.example.com/bayan");
    // A change of address is checked the same way.
    expect(
      await refusal(admin.webhooks.update({ id: endpoint.id, url: "https://10.0.0.1/hook" })),
    ).toMatchObject({
      messageKey: "webhooks.privateDestination",
      fields: [["url", "webhooks.privateDestination"]],
    });
    // With the flag, the same private addresses are taken.
    flags.allowPrivate = true;
    expect(
      (await admin.webhooks.update({ id: endpoint.id, url: "http://10.0.0.1/hook" })).endpoint.url,
    ).toBe("http://10.0.0.1/hook");
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(1);
  });

  it("sends a test event at once: delivered with its answer's code, verified with the secret", async () => {
    const { endpoint } = await admin.webhooks.create({
      url: receiver.url,
      events: ["waitlist.joined"],
    });
    const sent = await admin.webhooks.sendTest({ id: endpoint.id });
    expect(sent).toMatchObject({
      messageKey: "webhooks.testSent",
      params: { code: 200 },
      delivery: {
        endpointId: endpoint.id,
        endpointUrl: receiver.url,
        eventType: "webhook.test",
        status: "delivered",
        attempts: 1,
        lastStatusCode: 200,
        lastError: null,
        lastErrorKey: null,
        nextAttemptAt: null,
      },
    });
    const [request] = receiver.received;
    const payload = new Webhook(endpoint.secret).verify(request!.body, {
      "webhook-id": String(request!.headers["webhook-id"]),
      "webhook-timestamp": String(request!.headers["webhook-timestamp"]),
      "webhook-signature": String(request!.headers["webhook-signature"]),
    });
    expect(payload).toMatchObject({ type: "webhook.test", data: { endpointId: endpoint.id } });
    expect(request!.headers["webhook-id"]).toBe(sent.delivery.id);

    // A failing endpoint: not delivered yet, tried again later.
    receiver.answer(500);
    const failed = await admin.webhooks.sendTest({ id: endpoint.id });
    expect(failed).toMatchObject({
      messageKey: "webhooks.testNotDelivered",
      delivery: { status: "pending", attempts: 1, lastStatusCode: 500 },
    });
    expect(failed.delivery.nextAttemptAt).not.toBeNull();

    // Redelivered now, with the same id.
    const again = await admin.webhooks.redeliver({ id: failed.delivery.id });
    expect(again).toMatchObject({
      messageKey: "webhooks.redelivered",
      params: { code: 200 },
      delivery: { id: failed.delivery.id, status: "delivered", attempts: 1, lastStatusCode: 200 },
    });
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([
      sent.delivery.id,
      failed.delivery.id,
      failed.delivery.id,
    ]);

    // A disabled endpoint is sent nothing: 409.
    await admin.webhooks.update({ id: endpoint.id, enabled: false });
    expect(await refusal(admin.webhooks.sendTest({ id: endpoint.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "webhooks.endpointDisabled",
    });
    expect(await refusal(admin.webhooks.redeliver({ id: sent.delivery.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "webhooks.endpointDisabled",
    });
  });

  it("refuses a redelivery while a sender holds the delivery", async () => {
    const { endpoint } = await admin.webhooks.create({
      url: receiver.url,
      events: ["waitlist.joined"],
    });
    const { delivery } = await admin.webhooks.sendTest({ id: endpoint.id });
    await t.db
      .update(webhookDeliveries)
      .set({ status: "pending", lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(webhookDeliveries.id, delivery.id));
    expect(await refusal(admin.webhooks.redeliver({ id: delivery.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "webhooks.deliveryBusy",
    });
  });

  it("lists the delivery log newest first, of one endpoint or of all, by status, paged", async () => {
    const a = (await admin.webhooks.create({ url: receiver.url, events: ["waitlist.joined"] }))
      .endpoint;
    const b = (
      await admin.webhooks.create({ url: `${receiver.url}/b`, events: ["waitlist.joined"] })
    ).endpoint;
    const first = await admin.webhooks.sendTest({ id: a.id });
    receiver.answer(503);
    const second = await admin.webhooks.sendTest({ id: a.id });
    const third = await admin.webhooks.sendTest({ id: b.id });

    const all = await admin.webhooks.deliveries({});
    expect(all.items.map((d) => d.id)).toEqual([third, second, first].map((s) => s.delivery.id));
    expect(all.pagination).toEqual({ page: 1, limit: 50, total: 3, totalPages: 1 });
    const ofA = await admin.webhooks.deliveries({ endpointId: a.id });
    expect(ofA.items.map((d) => d.id)).toEqual([second, first].map((s) => s.delivery.id));
    const pending = await admin.webhooks.deliveries({ status: "pending" });
    expect(pending.items.map((d) => [d.id, d.lastStatusCode])).toEqual([[second.delivery.id, 503]]);
    const paged = await admin.webhooks.deliveries({ page: 2, limit: 2 });
    expect(paged.items.map((d) => d.id)).toEqual([first.delivery.id]);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await failure(admin.webhooks.deliveries({ status: "lost" }))).code).toBe("BAD_REQUEST");
  });

  it("is the administrator's only", async () => {
    expect((await failure(t.caller.webhooks.list())).code).toBe("UNAUTHORIZED");
    expect(
      (await failure(t.caller.webhooks.create({ url: receiver.url, events: ["waitlist.joined"] })))
        .code,
    ).toBe("UNAUTHORIZED");
  });
});
