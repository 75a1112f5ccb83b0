import { outbox, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { invitationCheckOutput, userOutput } from "@bayan/trpc/schemas";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupApp } from "../../test/app.js";

const PASSWORD = "Kx9#mQ2!vLr7";

describe.each(testDatabaseKinds)("REST users and registration on %s", (kind) => {
  let t: Awaited<ReturnType<typeof setupApp>>;
  let auth: { authorization: string };

  const api = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: unknown,
    admin = true,
  ) =>
    t.app.inject({
      method,
      url,
      headers: admin ? auth : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /**
   * The registration token for the newest email to `to`: the outbox keeps only the link's slot
   * (GET /api/outbox shows no working link), so the administrator copies a fresh one.
   */
  async function tokenSentTo(to: string) {
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    const listed = await api("GET", `/api/outbox?search=${encodeURIComponent(to)}`);
    expect(listed.body).toContain("register?token={{link-token:registration}}");
    expect(listed.body).not.toMatch(/register\?token=[A-Za-z0-9_-]{43}/);
    const fresh = await api("POST", `/api/outbox/${email!.id}/fresh-link`);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers["cache-control"]).toBe("no-store");
    expect(fresh.json()).toMatchObject({
      message: "A fresh link was made: copy it and send it to the recipient yourself",
      messageKey: "outbox.freshLinkMade",
    });
    const { data } = fresh.json<{ data: Array<{ purpose: string; url: string }> }>();
    return data[0]!.url.match(/\/register\?token=([A-Za-z0-9_-]{43})$/)![1]!;
  }

  beforeAll(async () => {
    t = await setupApp(kind);
    auth = await t.adminAuth();
  });
  afterAll(() => t.close());

  it("invites a waitlist entry, registers through the link, and lists the user", async () => {
    expect(
      (await api("POST", "/api/waitlist", { email: "layla@example.com", language: "ar" }, false))
        .statusCode,
    ).toBe(201);
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "layla@example.com"));
    expect((await api("POST", `/api/waitlist/${entry!.id}/invite`)).statusCode).toBe(200);
    const token = await tokenSentTo("layla@example.com");

    const check = await api("GET", `/api/registration/${token}`, undefined, false);
    expect(check.statusCode).toBe(200);
    // It names a person: no cache may keep it.
    expect(check.headers["cache-control"]).toBe("no-store");
    expect(invitationCheckOutput.parse(check.json().data)).toEqual({
      state: "valid",
      email: "layla@example.com",
      name: null,
      language: "ar",
    });

    const weak = await api(
      "POST",
      "/api/registration",
      { token, name: "Layla Hassan", password: "Password1!" },
      false,
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      success: false,
      code: "BAD_REQUEST",
      errors: [
        {
          path: "password",
          message: "This password is too common or too easy to guess: choose another",
          messageKey: "password.common",
        },
      ],
    });
    const missing = await api("POST", "/api/registration", { token }, false);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((e: { path: string }) => e.path)).toEqual([
      "name",
      "password",
    ]);

    // A password built on her own name or address is refused, naming the field.
    for (const password of ["LaylaHassan1!", "Layla@example.com1!"]) {
      const personal = await api(
        "POST",
        "/api/registration",
        { token, name: "Layla Hassan", password },
        false,
      );
      expect(personal.statusCode, password).toBe(400);
      expect(personal.json().errors, password).toEqual([
        {
          path: "password",
          message: "This password is built on your name or email address: choose another",
          messageKey: "password.personal",
        },
      ]);
    }

    const made = await api(
      "POST",
      "/api/registration",
      { token, name: "Layla Hassan", password: PASSWORD },
      false,
    );
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      success: true,
      data: { name: "Layla Hassan", email: "layla@example.com", language: "ar" },
      message: "Your account is ready. We'll email you when the courses open.",
      messageKey: "registration.registered",
    });
    const again = await api(
      "POST",
      "/api/registration",
      { token, name: "Layla Hassan", password: PASSWORD },
      false,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: "CONFLICT",
      message: "This registration link has already been used",
      messageKey: "registration.linkUsed",
    });
    expect(
      (await api("GET", `/api/registration/${token}`, undefined, false)).json().data.state,
    ).toBe("used");
    expect((await api("GET", `/api/waitlist/${entry!.id}`)).json().data.status).toBe("registered");

    const listed = await api("GET", "/api/users?search=layla&sortBy=name&sortDir=asc");
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(userOutput.parse(body.data[0])).toMatchObject({
      name: "Layla Hassan",
      role: "student",
      status: "active",
    });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
  });

  it("adds, edits, messages and deletes a user, with 400, 401, 404 and 409 where due", async () => {
    const added = await api("POST", "/api/users/invite", {
      email: "omar@example.com",
      name: "Omar Said",
      role: "teacher",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      data: { email: "omar@example.com", name: "Omar Said", role: "teacher", language: "en" },
      delivery: "queued",
      messageKey: "waitlist.inviteNotDelivered",
    });
    const token = await tokenSentTo("omar@example.com");
    expect(
      (
        await api(
          "POST",
          "/api/registration",
          { token, name: "Omar Said", password: PASSWORD },
          false,
        )
      ).statusCode,
    ).toBe(201);
    const [omar] = await t.db.select().from(users).where(eq(users.email, "omar@example.com"));

    const registered = await api("POST", "/api/users/invite", { email: "omar@example.com" });
    expect(registered.statusCode).toBe(409);
    expect(registered.json()).toMatchObject({
      message: "A user with this email already exists",
      messageKey: "users.alreadyRegistered",
    });
    const badRole = await api("POST", "/api/users/invite", {
      email: "x@example.com",
      role: "owner",
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().errors[0].path).toBe("role");

    const edited = await api("PATCH", `/api/users/${omar!.id}`, {
      status: "suspended",
      name: "Omar S.",
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      data: { status: "suspended", name: "Omar S." },
      message: "User updated",
      messageKey: "users.updated",
    });
    expect((await api("GET", `/api/users/${omar!.id}`)).json().data.status).toBe("suspended");
    const empty = await api("PATCH", `/api/users/${omar!.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      {
        path: "",
        message: "Nothing to change: give name, email, role, status or notes",
        messageKey: "users.nothingToChange",
      },
    ]);

    const message = await api("POST", `/api/users/${omar!.id}/message`, {
      message: "Your class starts Monday",
    });
    expect(message.statusCode).toBe(200);
    expect(message.json()).toMatchObject({
      success: true,
      data: null,
      delivery: "queued",
      message: "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
      messageKey: "users.messageNotDelivered",
    });
    const [email] = await t.db.select().from(outbox).where(eq(outbox.kind, "user-message"));
    expect(email).toMatchObject({ to: "omar@example.com", subject: "A message from Bayan" });
    const blank = await api("POST", `/api/users/${omar!.id}/message`, { message: " " });
    expect(blank.json().errors).toEqual([
      { path: "message", message: "Message is required", messageKey: "users.messageRequired" },
    ]);

    const stats = await api("GET", "/api/users/stats");
    expect(stats.json().data).toMatchObject({ total: 2, byRole: { teacher: 1, student: 1 } });

    expect((await api("DELETE", `/api/users/${omar!.id}`)).json()).toEqual({
      success: true,
      data: { id: omar!.id },
      message: "User deleted",
      messageKey: "users.deleted",
    });
    for (const [method, url] of [
      ["GET", `/api/users/${omar!.id}`],
      ["DELETE", `/api/users/${omar!.id}`],
      ["PATCH", "/api/users/nope"],
    ] as const) {
      const res = await api(method, url, method === "PATCH" ? { name: "Someone" } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        code: "NOT_FOUND",
        message: "User not found",
        messageKey: "users.notFound",
      });
    }
    for (const url of ["/api/users", "/api/users/stats", `/api/users/${omar!.id}`]) {
      expect((await api("GET", url, undefined, false)).statusCode, url).toBe(401);
    }
    expect((await api("GET", "/api/users?status=gone")).statusCode).toBe(400);
    expect((await api("GET", "/api/registration/%3Cscript%3E", undefined, false)).statusCode).toBe(
      400,
    );
    expect(
      (await api("GET", `/api/registration/${"x".repeat(43)}`, undefined, false)).json().data.state,
    ).toBe("unknown");
  });
});
