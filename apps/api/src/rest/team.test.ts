import { outbox } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import * as s from "@bayan/trpc/schemas";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const PASSWORD = "Olive-Tree-Harbor-42";

/**
 * The team over REST (docs/team.md): an invitation, its link copied fresh by the owner, the
 * acceptance page's two calls, a suspension ending the member's session, and the answers for bad,
 * unknown and refused calls.
 */
describe.each(testDatabaseKinds)("REST /api/team on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  let calls = 0;
  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    headers: Record<string, string> = auth,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      remoteAddress: `10.7.0.${(calls++ % 250) + 1}`,
      ...(payload ? { payload } : {}),
    });

  /** The token of the newest invitation to `to`, copied fresh as the Emails screen does. */
  async function inviteToken(to: string) {
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to));
    const fresh = await api("POST", `/api/outbox/${mail!.id}/fresh-link`);
    const [link] = fresh.json<{ data: Array<{ url: string }> }>().data;
    expect(link!.url).toContain("/admin/accept?token=");
    return /token=([A-Za-z0-9_-]{43})/.exec(link!.url)![1]!;
  }

  it("invites, accepts with a password, suspends and lets back in", async () => {
    const added = await api("POST", "/api/team/members", {
      name: "Dana",
      email: "dana@team.test",
      role: "support",
    });
    expect(added.statusCode).toBe(201);
    const dana = s.teamMemberOutput.parse(added.json().data);
    expect(dana).toMatchObject({ status: "invited", role: "support" });

    const token = await inviteToken("dana@team.test");
    const check = await api("GET", `/api/team/accept/${token}`, undefined, {});
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toEqual({
      state: "valid",
      language: "en",
      name: "Dana",
      email: "dana@team.test",
      role: "support",
    });
    const weak = await api("POST", "/api/team/accept", { token, password: "short" }, {});
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe("password");
    const accepted = await api("POST", "/api/team/accept", { token, password: PASSWORD }, {});
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ messageKey: "team.accepted" });
    const danaAuth = { authorization: `Bearer ${accepted.json().data.access_token as string}` };
    expect(
      (await api("GET", "/api/auth/session", undefined, danaAuth)).json().data.member,
    ).toMatchObject({ email: "dana@team.test", role: "support", permissions: ["read", "reply"] });
    expect(
      (await api("POST", "/api/team/accept", { token, password: PASSWORD }, {})).statusCode,
    ).toBe(409);
    // Support cannot touch the team.
    const refused = await api(
      "POST",
      "/api/team/members",
      { name: "X", email: "x@team.test" },
      danaAuth,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      messageKey: "auth.forbidden",
      params: { permission: "team" },
    });

    const suspended = await api("PATCH", `/api/team/members/${dana.id}`, { status: "suspended" });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({
      data: { status: "suspended" },
      messageKey: "team.suspended",
    });
    expect((await api("GET", "/api/auth/session", undefined, danaAuth)).statusCode).toBe(401);
    const back = await api("PATCH", `/api/team/members/${dana.id}`, { status: "active" });
    expect(back.json()).toMatchObject({
      data: { status: "active" },
      messageKey: "team.reactivated",
    });

    const both = await api("PATCH", `/api/team/members/${dana.id}`, {
      status: "active",
      role: "viewer",
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ errors: [{ messageKey: "team.oneChange" }] });
    expect((await api("POST", `/api/team/members/${dana.id}/invite`)).statusCode).toBe(409);
  });

  it("lists the caller's sessions, ends the others, and lets the owner sign a member out", async () => {
    const second = await t.adminAuth("10.7.1.1");
    const list = await api("GET", "/api/auth/sessions");
    expect(list.statusCode).toBe(200);
    const items = list.json<{ data: Array<{ id: string; current: boolean }> }>().data;
    expect(items.filter((i) => i.current)).toHaveLength(1);
    expect(items.length).toBeGreaterThanOrEqual(2);
    const others = await api("DELETE", "/api/auth/sessions");
    expect(others.statusCode).toBe(200);
    expect(others.json()).toMatchObject({ messageKey: "team.sessionsEnded" });
    expect(others.json().data.ended).toBeGreaterThanOrEqual(1);
    expect((await api("GET", "/api/auth/session", undefined, second)).statusCode).toBe(401);
    expect(
      (await api("DELETE", "/api/auth/sessions/00000000-0000-0000-0000-000000000000")).statusCode,
    ).toBe(404);
    const [owner] = (await api("GET", "/api/team/members")).json<{ data: Array<{ id: string }> }>()
      .data;
    const own = await api("GET", `/api/team/members/${owner!.id}/sessions`);
    expect(own.json().data).toEqual([expect.objectContaining({ current: true })]);
  });

  it("answers 404 for an unknown link, 400 for a malformed one, 401 without a token", async () => {
    expect((await api("GET", `/api/team/accept/${"x".repeat(43)}`, undefined, {})).statusCode).toBe(
      404,
    );
    expect((await api("GET", "/api/team/accept/short", undefined, {})).statusCode).toBe(400);
    expect(
      (await api("POST", "/api/team/accept", { token: "x".repeat(43), password: PASSWORD }, {}))
        .statusCode,
    ).toBe(404);
    for (const [method, url] of [
      ["GET", "/api/team/members"],
      ["POST", "/api/team/members"],
      ["PATCH", "/api/team/members/00000000-0000-0000-0000-000000000000"],
      ["DELETE", "/api/team/members/00000000-0000-0000-0000-000000000000"],
      ["POST", "/api/team/members/00000000-0000-0000-0000-000000000000/invite"],
    ] as const) {
      const res = await api(
        method,
        url,
        method === "GET" || method === "DELETE" ? undefined : {},
        {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(
      (await api("POST", "/api/team/members/00000000-0000-0000-0000-000000000000/invite"))
        .statusCode,
    ).toBe(404);
  });
});
