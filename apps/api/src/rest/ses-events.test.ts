import { emailEvents, suppressedAddresses } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";
import {
  SES_COMPLAINT,
  SES_DELIVERY,
  SES_NOT_SPAM_COMPLAINT,
  SES_PERMANENT_BOUNCE,
  SES_SUBSCRIPTION_SUCCEEDED,
  SES_TRANSIENT_BOUNCE,
} from "../../test/fixtures/ses-notifications.js";
import { CERT_URL, snsNotification, snsStub, snsSubscription, TOPIC_ARN } from "../../test/sns.js";

const SECRET = "bounce-secret-0123456789abcdef";
const PATH = "/api/email-events/ses";
/** How SNS presents the secret: basic auth from the subscribed URL (https://sns:SECRET@...). */
const BASIC = `Basic ${Buffer.from(`sns:${SECRET}`).toString("base64")}`;

/** Posts as SNS does: the JSON as text/plain, with the credentials of the subscribed URL. */
function postAs(
  app: Awaited<ReturnType<typeof setupApp>>["app"],
  body: object | string,
  authorization: string | undefined = BASIC,
) {
  return app.inject({
    method: "POST",
    url: PATH,
    headers: {
      "content-type": "text/plain; charset=UTF-8",
      "x-amz-sns-message-type": typeof body === "object" && "Type" in body ? String(body.Type) : "",
      ...(authorization ? { authorization } : {}),
    },
    payload: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/**
 * Amazon SES's bounces and complaints through Amazon SNS (docs/email-delivery.md): every message's
 * signature is checked against the certificate at SigningCertURL (SNS's own hosts only), the
 * subscription is confirmed, and the SES notifications are recorded like the other providers'.
 */
describe.each(testDatabaseKinds)("REST SES events through SNS on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  const sns = snsStub();
  beforeAll(async () => {
    t = await setupApp(kind, { emailEventsSecret: SECRET, snsFetch: sns.fetch });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    sns.fetched.length = 0;
    sns.unreachable.clear();
    await t.db.delete(emailEvents);
    await t.db.delete(suppressedAddresses);
  });

  const post = (body: object | string, authorization?: string) =>
    postAs(t.app, body, authorization);
  const suppressions = async () =>
    (await t.db.select().from(suppressedAddresses))
      .map((r) => [r.email, r.reason, r.source])
      .sort();
  const nothingRecorded = async () => {
    expect(await t.db.$count(emailEvents)).toBe(0);
    expect(await t.db.$count(suppressedAddresses)).toBe(0);
  };

  it("suppresses each address of a Permanent bounce (SignatureVersion 1)", async () => {
    const res = await post(snsNotification(SES_PERMANENT_BOUNCE, { version: "1" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 2, suppressed: 2 } });
    expect(await suppressions()).toEqual([
      ["jane@example.com", "hard-bounce", "ses"],
      ["richard@example.com", "hard-bounce", "ses"],
    ]);
    const events = await t.db.select().from(emailEvents);
    expect(events.map((e) => [e.kind, e.provider, e.occurredAt.toISOString()])).toEqual([
      ["hard-bounce", "ses", "2026-11-27T09:00:01.000Z"],
      ["hard-bounce", "ses", "2026-11-27T09:00:01.000Z"],
    ]);
  });

  it("counts a Transient bounce (event publishing, SignatureVersion 2) as soft", async () => {
    const transient = {
      ...SES_TRANSIENT_BOUNCE,
      bounce: { ...SES_TRANSIENT_BOUNCE.bounce, timestamp: new Date().toISOString() },
    };
    const first = await post(snsNotification(transient, { version: "2" }));
    expect(first.json()).toEqual({ success: true, data: { recorded: 1, suppressed: 0 } });
    expect(await t.db.select({ kind: emailEvents.kind }).from(emailEvents)).toEqual([
      { kind: "soft-bounce" },
    ]);
    expect(await suppressions()).toEqual([]);
    // Undetermined is soft too; the third soft bounce within 7 days suppresses.
    const undetermined = {
      ...transient,
      bounce: { ...transient.bounce, bounceType: "Undetermined" },
    };
    expect((await post(snsNotification(undetermined))).json().data.suppressed).toBe(0);
    expect((await post(snsNotification(transient))).json().data.suppressed).toBe(1);
    expect(await suppressions()).toEqual([["full.box@example.com", "soft-bounces", "ses"]]);
  });

  it("suppresses on a complaint, and ignores a not-spam complaint, a delivery and the rest", async () => {
    const complaint = await post(
      snsNotification(SES_COMPLAINT, { subject: "Amazon SES Complaint" }),
    );
    expect(complaint.json()).toEqual({ success: true, data: { recorded: 1, suppressed: 1 } });
    for (const ignored of [SES_NOT_SPAM_COMPLAINT, SES_DELIVERY, SES_SUBSCRIPTION_SUCCEEDED]) {
      const res = await post(snsNotification(ignored));
      expect(res.json()).toEqual({ success: true, data: { recorded: 0, suppressed: 0 } });
    }
    expect(await suppressions()).toEqual([["angry@example.com", "complaint", "ses"]]);
    expect(await t.db.$count(emailEvents)).toBe(1);
  });

  it("refuses a tampered message (403) and records nothing", async () => {
    const genuine = snsNotification(SES_PERMANENT_BOUNCE, { subject: "Bounce" });
    const otherAddress = JSON.stringify({
      ...SES_PERMANENT_BOUNCE,
      bounce: {
        ...SES_PERMANENT_BOUNCE.bounce,
        bouncedRecipients: [{ emailAddress: "someone.else@example.com" }],
      },
    });
    for (const tampered of [
      { ...genuine, Message: otherAddress },
      { ...genuine, Subject: "Another subject" },
      { ...genuine, TopicArn: "arn:aws:sns:us-east-1:123456789012:other" },
      // The signature of version 2 read as version 1's.
      { ...genuine, SignatureVersion: "1" },
      { ...genuine, Signature: "bm90IGEgc2lnbmF0dXJl" },
    ]) {
      const res = await post(tampered);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, messageKey: "email.snsSignature" });
    }
    await nothingRecorded();
    // The genuine one still passes.
    expect((await post(genuine)).statusCode).toBe(200);
  });

  it("refuses a certificate URL other than SNS's own (403) without fetching it", async () => {
    const elsewhere = [
      "https://sns.us-east-1.amazonaws.com.evil.example/SimpleNotificationService-1.pem",
      "https://evil.example/sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem",
      "http://sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem",
      "https://sns.us-east-1.amazonaws.com:8443/SimpleNotificationService-1.pem",
      "https://user:pass@sns.us-east-1.amazonaws.com/SimpleNotificationService-1.pem",
      "https://sns.us-east-1.amazonaws.com/SimpleNotificationService-1.txt",
      "https://s3.us-east-1.amazonaws.com/SimpleNotificationService-1.pem",
      "not a url",
    ];
    for (const certUrl of elsewhere) {
      const res = await post(snsNotification(SES_PERMANENT_BOUNCE, { certUrl }));
      expect(res.statusCode, certUrl).toBe(403);
      expect(res.json()).toMatchObject({ messageKey: "email.snsSignature" });
    }
    expect(sns.fetched).toEqual([]);
    await nothingRecorded();
    // China's hosts end in .com.cn.
    const china = "https://sns.cn-north-1.amazonaws.com.cn/SimpleNotificationService-2.pem";
    expect((await post(snsNotification(SES_DELIVERY, { certUrl: china }))).statusCode).toBe(200);
  });

  it("fetches each certificate once, and answers 503 while SNS cannot be reached", async () => {
    const certUrl = "https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-3.pem";
    sns.unreachable.add(certUrl);
    const down = await post(snsNotification(SES_COMPLAINT, { certUrl }));
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ messageKey: "email.snsUnreachable" });
    expect(down.headers["retry-after"]).toBeDefined();
    await nothingRecorded();
    // A failed fetch is not kept: SNS's retry fetches again, and later messages use the copy.
    sns.unreachable.clear();
    for (let i = 0; i < 3; i++) {
      expect((await post(snsNotification(SES_DELIVERY, { certUrl }))).statusCode).toBe(200);
    }
    expect(sns.fetched).toEqual([certUrl, certUrl]);
  });

  it("confirms a subscription by fetching its SubscribeURL once, recording nothing", async () => {
    const confirmation = snsSubscription("SubscriptionConfirmation");
    const res = await post(confirmation);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { recorded: 0, suppressed: 0 } });
    expect(sns.fetched.filter((url) => url === confirmation.SubscribeURL)).toHaveLength(1);
    await nothingRecorded();
    // An unsubscription is only logged.
    sns.fetched.length = 0;
    const ended = await post(snsSubscription("UnsubscribeConfirmation", { version: "1" }));
    expect(ended.statusCode).toBe(200);
    expect(sns.fetched.filter((url) => !url.endsWith(".pem"))).toEqual([]);
  });

  it("refuses a forged confirmation and a SubscribeURL off SNS's hosts, fetching neither", async () => {
    const forged = {
      ...snsSubscription("SubscriptionConfirmation"),
      SubscribeURL: "https://sns.us-east-1.amazonaws.com/?Action=ConfirmSubscription&Token=x",
    };
    expect((await post(forged)).statusCode).toBe(403);
    const subscribeUrl = "https://evil.example/?Action=ConfirmSubscription&Token=x";
    const elsewhere = snsSubscription("SubscriptionConfirmation", { subscribeUrl });
    const res = await post(elsewhere);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ messageKey: "email.snsSignature" });
    expect(sns.fetched.filter((url) => !url.endsWith(".pem"))).toEqual([]);
  });

  it("asks for the secret with a basic-auth challenge (401), as SNS expects", async () => {
    const message = snsNotification(SES_PERMANENT_BOUNCE);
    const none = await post(message, "");
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Basic realm=/);
    const wrong = await post(message, `Basic ${Buffer.from("sns:wrong").toString("base64")}`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ success: false, messageKey: "email.eventsSecret" });
    expect(sns.fetched).toEqual([]);
    await nothingRecorded();
  });

  it("refuses a body that is not a signed SNS message or whose Message is not SES's (400)", async () => {
    const malformed = await post("{not json");
    expect(malformed.statusCode).toBe(400);
    const notSns = await post({ Type: "Notification", Message: "{}" });
    expect(notSns.statusCode).toBe(400);
    expect(notSns.json()).toMatchObject({ messageKey: "email.eventsInvalid" });
    for (const message of ["hello from the SNS console", { notificationType: "Bounce" }]) {
      const res = await post(snsNotification(message));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ messageKey: "email.eventsInvalid" });
    }
    await nothingRecorded();
    // Only this path reads text/plain: the generic one still takes JSON alone.
    const generic = await t.app.inject({
      method: "POST",
      url: "/api/email-events/generic",
      headers: { "content-type": "text/plain", authorization: `Bearer ${SECRET}` },
      payload: JSON.stringify({ events: [{ type: "complaint", email: "x@example.com" }] }),
    });
    expect(generic.statusCode).toBe(415);
  });
});

describe("REST SES events restricted to SES_TOPIC_ARNS", () => {
  it("refuses another topic's messages (403) before fetching anything", async () => {
    const sns = snsStub();
    const t = await setupApp("pglite", {
      emailEventsSecret: SECRET,
      sesTopicArns: [TOPIC_ARN],
      snsFetch: sns.fetch,
    });
    try {
      const other = "arn:aws:sns:us-east-1:123456789012:someone-elses";
      for (const message of [
        snsNotification(SES_PERMANENT_BOUNCE, { topicArn: other }),
        snsSubscription("SubscriptionConfirmation", { topicArn: other }),
      ]) {
        const res = await postAs(t.app, message);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ success: false, messageKey: "email.snsTopic" });
      }
      expect(sns.fetched).toEqual([]);
      const ours = await postAs(t.app, snsNotification(SES_PERMANENT_BOUNCE));
      expect(ours.json().data).toEqual({ recorded: 2, suppressed: 2 });
      expect(sns.fetched).toEqual([CERT_URL]);
    } finally {
      await t.close();
    }
  });
});

describe("REST SES events without a secret", () => {
  it("does not exist (404)", async () => {
    const sns = snsStub();
    const t = await setupApp("pglite", { snsFetch: sns.fetch });
    try {
      const res = await postAs(t.app, snsNotification(SES_PERMANENT_BOUNCE));
      expect(res.statusCode).toBe(404);
      expect(sns.fetched).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
