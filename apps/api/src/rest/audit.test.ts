import { testDatabaseKinds } from "@bayan/db/testing";
import * as s from "@bayan/trpc/schemas";
import { insertTeamMember } from "@bayan/trpc/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

/** The audit log over REST (docs/audit.md): the list with filters, the CSV, the chain's check. */
describe.each(testDatabaseKinds)("REST /api/audit on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };
  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "GET", url, headers });

  it("lists, filters, exports and verifies; 400 for a bad filter, 403 and 401 for others", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/team/members",
      headers: auth,
      payload: { name: "Hala", email: "hala@team.test", role: "viewer" },
    });
    const hala = added.json().data as { id: string };
    const page = await get(`/api/audit?targetId=${hala.id}`);
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: s.AuditEntryDto[]; pagination: { total: number } }>();
    expect(body.data.map((e) => [e.action, e.targetLabel])).toEqual([
      ["team.invite", "Hala <hala@team.test>"],
    ]);
    expect(s.auditEntryOutput.parse(body.data[0])).toEqual(body.data[0]);
    const signIns = await get("/api/audit?action=auth.signIn&from=2020-01-01T00:00:00Z");
    expect(signIns.json().data.length).toBeGreaterThanOrEqual(1);
    const csv = await get(`/api/audit/export.csv?targetId=${hala.id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("team.invite");
    const verify = await get("/api/audit/verify");
    expect(verify.json().data).toMatchObject({ valid: true, firstBadId: null });

    expect((await get("/api/audit?from=yesterday")).statusCode).toBe(400);
    expect((await get("/api/audit?actorId=not-a-uuid")).statusCode).toBe(400);
    await insertTeamMember(t.db, {
      role: "viewer",
      email: "viv@team.test",
      password: "a long viewer password",
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.60",
      payload: { email: "viv@team.test", password: "a long viewer password" },
    });
    const viewer = { authorization: `Bearer ${login.json().access_token as string}` };
    for (const url of ["/api/audit", "/api/audit/export.csv", "/api/audit/verify"]) {
      expect((await get(url, viewer)).statusCode, url).toBe(403);
      expect((await get(url, {})).statusCode, url).toBe(401);
    }
  });
});
