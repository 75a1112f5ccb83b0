import { contactSubmissions, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { ServerDeps } from "@bayan/trpc";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

type Outcome = Awaited<ReturnType<ServerDeps["mailer"]["deliverNow"]>>[number];

/**
 * The REST answers of the admin's email actions carry what became of the email, as the tRPC
 * ones do (the delivery itself is tested in @bayan/trpc, with a real SMTP server): here SMTP is
 * configured and each test says how its emails went.
 */
describe.each(testDatabaseKinds)("REST email delivery answers on %s", (kind) => {
  let outcome: Pick<Outcome, "status" | "error"> = { status: "sent", error: null };
  const mailer: ServerDeps["mailer"] = {
    configured: true,
    notify: () => {},
    deliverNow: (ids) => Promise.resolve(ids.map((id) => ({ id, ...outcome }))),
  };
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await setupApp(kind, { deps: { mailer } });
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object) =>
    t.app.inject({ method: "POST", url, headers: auth, ...(payload ? { payload } : {}) });
  const join = async (email: string) => {
    const [row] = await t.db.insert(waitlistEntries).values({ email }).returning();
    return row!.id;
  };

  it("an invite says sent, or queued with the reason", async () => {
    outcome = { status: "sent", error: null };
    const sent = await post(`/api/waitlist/${await join("one@example.com")}/invite`);
    expect(sent.json()).toMatchObject({
      success: true,
      data: { status: "notified", sentStatus: "sent", inviteError: null },
      delivery: "sent",
      recentlyInvited: false,
      message: "Invitation sent successfully",
      messageKey: "waitlist.inviteSent",
    });

    outcome = { status: "queued", error: "421 Service not available" };
    const queued = await post(`/api/waitlist/${await join("two@example.com")}/invite`);
    expect(queued.json()).toMatchObject({
      data: { sentStatus: "queued", inviteError: "421 Service not available" },
      delivery: "queued",
      message:
        "Invitation queued: not delivered yet, delivery will be retried automatically. " +
        "Last error: 421 Service not available",
    });
  });

  it("bulk invites count the emails by state", async () => {
    outcome = { status: "sent", error: null };
    const ids = [await join("three@example.com"), await join("four@example.com")];
    const many = await post("/api/waitlist/invite", { ids });
    expect(many.json()).toEqual({
      success: true,
      data: {
        invited: 2,
        skipped: 0,
        recentlyInvited: 0,
        alreadyWaiting: 0,
        wave: expect.objectContaining({ status: "done", released: 2 }),
        delivery: { sent: 2, queued: 0, failed: 0, suppressed: 0 },
      },
      message: "Invitations sent successfully",
      messageKey: "waitlist.invitesSent",
    });

    outcome = { status: "failed", error: "550 No such user" };
    await join("five@example.com");
    const next = await post("/api/waitlist/invite-next", { count: 1, includeUnconfirmed: true });
    expect(next.json()).toEqual({
      success: true,
      data: {
        invited: 1,
        recentlyInvited: 0,
        wave: expect.objectContaining({ status: "done", released: 1 }),
        delivery: { sent: 0, queued: 0, failed: 1, suppressed: 0 },
      },
      message: "Some invitations could not be delivered. Last error: 550 No such user",
      messageKey: "waitlist.invitesFailed",
      params: { lastError: "550 No such user" },
    });
  });

  it("a reply says sent, or queued with the reason", async () => {
    const [row] = await t.db
      .insert(contactSubmissions)
      .values({ name: "Sara", email: "sara@example.com", message: "Is there a free trial?" })
      .returning();
    const reply = (text: string) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/contact/${row!.id}/reply`,
        headers: auth,
        payload: { reply: text },
      });

    outcome = { status: "sent", error: null };
    expect((await reply("Yes, 14 days.")).json()).toMatchObject({
      data: { status: "replied", replyStatus: "sent", replyError: null },
      delivery: "sent",
      message: "Reply sent successfully!",
    });

    outcome = { status: "queued", error: "Connection timeout" };
    expect((await reply("Yes, 14 days, no card needed.")).json()).toMatchObject({
      data: { replyStatus: "queued", replyError: "Connection timeout" },
      delivery: "queued",
      message:
        "Reply queued: not delivered yet, delivery will be retried automatically. " +
        "Last error: Connection timeout",
    });
  });

  it("the OpenAPI document describes the delivery fields", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    const schemaOf = (path: string, method: string) =>
      doc.paths[path][method].responses["200"].content["application/json"].schema;
    const invite = schemaOf("/api/waitlist/{id}/invite", "post");
    expect(invite.properties.delivery.enum).toEqual(["queued", "sent", "failed", "suppressed"]);
    expect(invite.properties.recentlyInvited.type).toBe("boolean");
    expect(invite.properties.data.properties.sentStatus.enum).toEqual([
      "none",
      "queued",
      "sent",
      "failed",
      "suppressed",
    ]);
    const bulk = schemaOf("/api/waitlist/invite", "post");
    expect(Object.keys(bulk.properties.data.properties)).toEqual([
      "invited",
      "skipped",
      "recentlyInvited",
      "alreadyWaiting",
      "wave",
      "delivery",
    ]);
    const reply = schemaOf("/api/contact/{id}/reply", "patch");
    expect(reply.properties.delivery.enum).toEqual(["queued", "sent", "failed", "suppressed"]);
    expect(reply.properties.data.properties.replyStatus).toBeDefined();
  });
});
