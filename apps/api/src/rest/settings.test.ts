import { teamMembers, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { DEFAULT_PREFERENCES, preferencesOutput, teamMemberOutput } from "@bayan/trpc/schemas";
import { TEST_ADMIN_PASSWORD } from "@bayan/trpc/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const NEW_PASSWORD = "Qz7#vKp2!mWx";

describe.each(testDatabaseKinds)("REST settings, team and the bell on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };

  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    headers: Record<string, string> = auth,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it("reads defaults, saves a section, and answers 400 naming the field", async () => {
    const read = await api("GET", "/api/settings");
    expect(read.statusCode).toBe(200);
    expect(preferencesOutput.parse(read.json().data)).toEqual({
      ...DEFAULT_PREFERENCES,
      role: "Owner",
    });

    const saved = await api("PATCH", "/api/settings/region", {
      dateFormat: "YYYY-MM-DD",
      timeFormat: "24",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: "Settings saved",
      messageKey: "settings.saved",
    });
    expect(saved.json().data.region).toMatchObject({ dateFormat: "YYYY-MM-DD", timeFormat: "24" });
    expect((await api("GET", "/api/settings")).json().data.region.dateFormat).toBe("YYYY-MM-DD");

    const bad = await api("PATCH", "/api/settings/appearance", { theme: "blue" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      errors: [{ path: "theme", message: expect.stringContaining("system") }],
    });
    const email = await api("PATCH", "/api/settings/profile", { email: "nope" });
    expect(email.statusCode).toBe(400);
    expect(email.json().errors).toEqual([
      { path: "email", message: "Invalid email address", messageKey: "common.emailInvalid" },
    ]);
  });

  it("answers 401 without a token", async () => {
    for (const [method, url] of [
      ["GET", "/api/settings"],
      ["PATCH", "/api/settings/profile"],
      ["POST", "/api/settings/password"],
      ["GET", "/api/team/members"],
      ["POST", "/api/team/members"],
      ["PATCH", "/api/team/members/00000000-0000-0000-0000-000000000000"],
      ["DELETE", "/api/team/members/00000000-0000-0000-0000-000000000000"],
      ["POST", "/api/admin/notifications/seen"],
    ] as const) {
      const res = await api(
        method,
        url,
        method === "GET" || method === "DELETE" ? undefined : {},
        {},
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps the team: owner first and fixed, unique emails, 404 for unknown ids", async () => {
    await api("PATCH", "/api/settings/profile", { name: "Huda Saleh", email: "huda@example.com" });
    const added = await api("POST", "/api/team/members", {
      name: "Omar Khaled",
      email: "omar@example.com",
      role: "editor",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      data: { status: "invited" },
      messageKey: "team.inviteNotDelivered",
    });
    const omar = teamMemberOutput.parse(added.json().data);
    const taken = await api("POST", "/api/team/members", {
      name: "Omar",
      email: "omar@example.com",
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: "A team member already has this email",
      messageKey: "settings.teamEmailTaken",
    });

    const list = await api("GET", "/api/team/members");
    expect(list.json().data.map((m: { email: string; role: string }) => [m.email, m.role])).toEqual(
      [
        ["huda@example.com", "owner"],
        ["omar@example.com", "editor"],
      ],
    );
    const owner = list.json().data[0].id as string;
    const ownerDelete = await api("DELETE", `/api/team/members/${owner}`);
    expect(ownerDelete.statusCode).toBe(409);
    expect(ownerDelete.json()).toMatchObject({
      message: "The owner cannot be deleted",
      messageKey: "settings.ownerUndeletable",
    });
    expect((await api("PATCH", `/api/team/members/${owner}`, { role: "viewer" })).statusCode).toBe(
      409,
    );

    const role = await api("PATCH", `/api/team/members/${omar.id}`, { role: "admin" });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toMatchObject({
      data: { role: "admin" },
      message: "Role changed",
      messageKey: "settings.teamRoleChanged",
    });
    const badRole = await api("PATCH", `/api/team/members/${omar.id}`, { role: "owner" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].path).toBe("role");

    const removed = await api("DELETE", `/api/team/members/${omar.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({
      data: { id: omar.id },
      message: "Team member removed",
      messageKey: "settings.teamMemberRemoved",
    });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.id, omar.id))).toEqual([]);
    expect((await api("DELETE", `/api/team/members/${omar.id}`)).statusCode).toBe(404);
  });

  it("counts the bell's news and marks them as read", async () => {
    await t.db.insert(waitlistEntries).values({ email: "bell@example.com" });
    const before = (await api("GET", "/api/admin/notifications")).json().data;
    expect(before.count).toBeGreaterThan(0);
    expect(before.items).toContainEqual(
      expect.objectContaining({ type: "signup", email: "bell@example.com" }),
    );
    const seen = await api("POST", "/api/admin/notifications/seen");
    expect(seen.statusCode).toBe(200);
    expect((await api("GET", "/api/admin/notifications")).json().data).toMatchObject({
      count: 0,
      items: [],
    });
  });

  it("changes the password: other sessions end, this one goes on with its fresh token", async () => {
    const other = await t.adminAuth("127.0.0.2");
    const wrong = await api("POST", "/api/settings/password", {
      currentPassword: "wrong",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      {
        path: "currentPassword",
        message: "Current password is incorrect",
        messageKey: "settings.wrongCurrentPassword",
      },
    ]);
    const weak = await api("POST", "/api/settings/password", {
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: "Qwerty123!",
      confirmPassword: "Qwerty123!",
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors[0].path).toBe("newPassword");
    // Built on the profile's own name or address: refused with its own reason.
    expect(
      (
        await api("PATCH", "/api/settings/profile", {
          name: "Sara Haddad",
          email: "sara@example.com",
        })
      ).statusCode,
    ).toBe(200);
    const personal = await api("POST", "/api/settings/password", {
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: "SaraHaddad1!",
      confirmPassword: "SaraHaddad1!",
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json().errors).toEqual([
      {
        path: "newPassword",
        message: "This password is built on your name or email address: choose another",
        messageKey: "password.personal",
      },
    ]);

    const changed = await api("POST", "/api/settings/password", {
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: "Password changed. Every other session has been signed out.",
      messageKey: "settings.passwordChanged",
    });
    expect(Object.keys(changed.json().data).sort()).toEqual([
      "access_token",
      "expires_in",
      "token_type",
    ]);
    const { access_token } = changed.json().data as { access_token: string };
    expect((await api("GET", "/api/settings", undefined, other)).statusCode).toBe(401);
    expect((await api("GET", "/api/settings")).statusCode).toBe(401);
    auth = { authorization: `Bearer ${access_token}` };
    expect((await api("GET", "/api/settings")).statusCode).toBe(200);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it("answers 429 with Retry-After after 5 wrong current passwords, and shares the allowance with sign-in", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.150",
      payload: { password: NEW_PASSWORD },
    });
    const own = { authorization: `Bearer ${login.json().access_token as string}` };
    const change = (currentPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/settings/password",
        remoteAddress: "192.0.2.150",
        headers: own,
        payload: { currentPassword, newPassword: "Zt5!pQw8#rNv", confirmPassword: "Zt5!pQw8#rNv" },
      });
    for (let i = 0; i < 5; i++) expect((await change(`wrong ${i}`)).statusCode).toBe(400);
    const limited = await change("wrong 5");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: "Too many wrong current passwords, please try again later",
      messageKey: "settings.tooManyWrongPasswords",
    });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(800);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: "192.0.2.150",
      payload: { password: "wrong" },
    });
    expect(signIn.statusCode).toBe(429);
  });
});
