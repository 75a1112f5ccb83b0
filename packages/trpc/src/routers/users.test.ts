import { invitations, linkTokens, outbox, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { desc, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors } from "../errors.js";
import { messageText } from "../rules/messages.js";
import { PASSWORD_MESSAGES, type PasswordProblem } from "../rules/registration.js";
import { INVITATION_MESSAGES } from "../services/invitations.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const PASSWORD = "Kx9#mQ2!vLr7";
const DAY = 86_400_000;

describe.each(testDatabaseKinds)("users and registration on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;

  /**
   * The registration token of the newest email to `to`: the stored email holds only the link's
   * slot, so the token is a fresh link the administrator copies (docs/links.md).
   */
  async function tokenSentTo(to: string) {
    const [email] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, to))
      .orderBy(desc(outbox.createdAt));
    expect(email?.text, `the email to ${to}`).toContain(
      "/register?token={{link-token:registration}}",
    );
    const { links } = await admin.outbox.freshLink({ id: email!.id });
    const link = links[0]?.url.match(/^http:\/\/bayan\.test\/register\?token=([A-Za-z0-9_-]{43})$/);
    expect(link, `a registration link for ${to}`).toBeTruthy();
    return { token: link![1]!, email: email! };
  }

  async function invitedEntry(email: string, language: "en" | "ar" = "en") {
    await t.caller.waitlist.join({ email, language });
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, email));
    await admin.waitlist.invite({ id: entry!.id });
    return entry!;
  }

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(users);
    await t.db.delete(invitations);
    await t.db.delete(waitlistEntries);
    await t.db.delete(outbox);
    clock = new Date("2026-06-01T09:00:00.000Z");
  });

  it("registers a waitlist entry from its invitation link, once", async () => {
    const entry = await invitedEntry("layla@example.com", "ar");
    const { token, email } = await tokenSentTo("layla@example.com");
    expect(email.language).toBe("ar");
    expect(email.text).toContain("14");
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(invitations);
    expect(row).toMatchObject({ email: "layla@example.com", role: "student", usedAt: null });
    const [issued] = await t.db.select().from(linkTokens);
    expect(issued).toMatchObject({
      purpose: "registration",
      subjectId: row!.id,
      issuedVia: "admin",
    });
    expect(issued!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row!.expiresAt.getTime() - clock.getTime()).toBe(14 * DAY);

    expect(await t.caller.registration.check({ token })).toEqual({
      state: "valid",
      email: "layla@example.com",
      name: null,
      language: "ar",
    });

    clock = new Date(clock.getTime() + 60_000);
    const answer = await t.caller.registration.register({
      token,
      name: "Layla Hassan",
      password: PASSWORD,
    });
    expect(answer).toEqual({
      user: { name: "Layla Hassan", email: "layla@example.com", language: "ar" },
      message: "Your account is ready. We'll email you when the courses open.",
      messageKey: "registration.registered",
    });

    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({
      name: "Layla Hassan",
      email: "layla@example.com",
      role: "student",
      status: "active",
      language: "ar",
      waitlistEntryId: entry.id,
      joinedAt: clock,
      lastActiveAt: clock,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    const [after] = await t.db.select().from(waitlistEntries);
    expect(after!.status).toBe("registered");
    expect((await t.caller.waitlist.stats()).registeredCount).toBe(1);
    const [used] = await t.db.select().from(invitations);
    expect(used).toMatchObject({ usedAt: clock, userId: user!.id });

    // The link is spent.
    expect((await t.caller.registration.check({ token })).state).toBe("used");
    const again = await failure(
      t.caller.registration.register({ token, name: "Someone Else", password: PASSWORD }),
    );
    expect(again).toMatchObject({
      code: "CONFLICT",
      message: "This registration link has already been used",
      messageKey: INVITATION_MESSAGES.used,
    });
    expect(await t.db.$count(users)).toBe(1);
  });

  it("refuses a password that breaks the rule or is too easy to guess, naming the field", async () => {
    await invitedEntry("sami@example.com");
    const { token } = await tokenSentTo("sami@example.com");
    const cases: Array<[string, PasswordProblem]> = [
      ["Sh0rt!x", PASSWORD_MESSAGES.tooShort],
      ["alllowercase1!", PASSWORD_MESSAGES.uppercase],
      ["NoNumbers!!", PASSWORD_MESSAGES.number],
      ["NoSpecial123", PASSWORD_MESSAGES.special],
      ["Password1!", PASSWORD_MESSAGES.common],
      ["Bayan2026!", PASSWORD_MESSAGES.common],
      ["Qwerty123!", PASSWORD_MESSAGES.common],
    ];
    for (const [password, key] of cases) {
      const error = await failure(
        t.caller.registration.register({ token, name: "Sami Ali", password }),
      );
      expect(error.code, password).toBe("BAD_REQUEST");
      expect(fieldErrors(error), password).toEqual([
        { path: "password", message: messageText(key), messageKey: key },
      ]);
    }
    expect(await t.db.$count(users)).toBe(0);
    expect((await t.caller.registration.check({ token })).state).toBe("valid");
  });

  it("refuses a password built on the person's own name or address (400 on password)", async () => {
    await admin.users.invite({
      email: "sara.haddad5658@example.com",
      name: "Sara Haddad",
      role: "student",
      language: "en",
    });
    const { token } = await tokenSentTo("sara.haddad5658@example.com");
    // From an address of its own: registrations are limited per address.
    const visitor = t.callerAs("203.0.113.50");
    for (const password of [
      "SaraHaddad1!",
      "Sara.haddad5658@example.com1!",
      "Haddad-Sara-2024!",
      "haddad5658!X",
    ]) {
      const error = await failure(
        visitor.registration.register({ token, name: "Sara Haddad", password }),
      );
      expect(fieldErrors(error), password).toEqual([
        {
          path: "password",
          message: "This password is built on your name or email address: choose another",
          messageKey: "password.personal",
        },
      ]);
    }
    expect(await t.db.$count(users)).toBe(0);
    // A password of her own words, not her name, is fine.
    await visitor.registration.register({
      token,
      name: "Sara Haddad",
      password: "Sara-loves-Blue-Tea-7!",
    });
    expect(await t.db.$count(users)).toBe(1);
  });

  it("tells expired, replaced and unknown links apart, and never registers through them", async () => {
    await invitedEntry("nour@example.com");
    const first = await tokenSentTo("nour@example.com");
    // A second invitation (after the 10-minute repeat window) replaces the first link.
    clock = new Date(clock.getTime() + 11 * 60_000);
    const [entry] = await t.db.select().from(waitlistEntries);
    await admin.waitlist.invite({ id: entry!.id });
    const second = await tokenSentTo("nour@example.com");
    expect(second.token).not.toBe(first.token);
    expect((await t.caller.registration.check({ token: first.token })).state).toBe("expired");
    const replaced = await failure(
      t.caller.registration.register({ token: first.token, name: "Nour", password: PASSWORD }),
    );
    expect(replaced).toMatchObject({
      message: "This registration link has expired or was replaced by a newer one",
      messageKey: INVITATION_MESSAGES.expired,
    });

    // 14 days later the newer link has expired too.
    clock = new Date(clock.getTime() + 14 * DAY);
    expect(await t.caller.registration.check({ token: second.token })).toEqual({
      state: "expired",
      email: null,
      name: null,
      language: "en",
    });
    const expired = await failure(
      t.caller.registration.register({ token: second.token, name: "Nour", password: PASSWORD }),
    );
    expect(expired).toMatchObject({ code: "CONFLICT", messageKey: "registration.linkExpired" });

    const unknown = "x".repeat(43);
    expect((await t.caller.registration.check({ token: unknown })).state).toBe("unknown");
    const notFound = await failure(
      t.caller.registration.register({ token: unknown, name: "Nour", password: PASSWORD }),
    );
    expect(notFound).toMatchObject({
      code: "NOT_FOUND",
      message: "This registration link is not valid",
      messageKey: "registration.linkUnknown",
    });
    const malformed = await failure(t.caller.registration.check({ token: "<script>" }));
    expect(fieldErrors(malformed)).toEqual([
      {
        path: "token",
        message: "token is not a registration token",
        messageKey: "registration.tokenInvalid",
      },
    ]);
    expect(await t.db.$count(users)).toBe(0);
  });

  it("adds a user by invitation with the chosen name and role", async () => {
    const added = await admin.users.invite({
      email: " Omar@Example.com ",
      name: "Omar Said",
      role: "teacher",
      language: "en",
    });
    expect(added.invitation).toMatchObject({
      email: "omar@example.com",
      role: "teacher",
      name: "Omar Said",
    });
    expect(added.delivery).toBe("queued");
    const { token, email } = await tokenSentTo("omar@example.com");
    expect(email.kind).toBe("user-invite");
    expect(email.text).toContain("Hello Omar Said,");
    expect(await t.caller.registration.check({ token })).toMatchObject({
      state: "valid",
      name: "Omar Said",
    });
    await t.caller.registration.register({ token, name: "Omar Said", password: PASSWORD });
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ role: "teacher", waitlistEntryId: null });

    const taken = await failure(admin.users.invite({ email: "omar@example.com", role: "student" }));
    expect(taken).toMatchObject({
      code: "CONFLICT",
      message: "A user with this email already exists",
      messageKey: "users.alreadyRegistered",
    });
  });

  describe("the admin's users", () => {
    /** Registers `name` at `email` `daysAgo` days before the clock, with a role and status. */
    async function seed(
      name: string,
      email: string,
      daysAgo: number,
      role: "admin" | "teacher" | "student" = "student",
      status: "active" | "inactive" | "suspended" = "active",
    ) {
      const at = new Date(clock.getTime() - daysAgo * DAY);
      const [row] = await t.db
        .insert(users)
        .values({ name, email, role, status, passwordHash: "x", joinedAt: at, lastActiveAt: at })
        .returning();
      return row!;
    }

    it("lists, searches, filters, sorts and pages, newest first, 10 a page", async () => {
      for (let i = 0; i < 12; i++)
        await seed(`Student ${String(i).padStart(2, "0")}`, `s${i}@x.test`, i);
      await seed("Amal Teacher", "amal@school.test", 20, "teacher", "inactive");
      await seed("Zaid Admin", "zaid@bayan.test", 30, "admin", "suspended");

      const first = await admin.users.list({});
      expect(first.pagination).toEqual({ page: 1, limit: 10, total: 14, totalPages: 2 });
      expect(first.items.map((u) => u.name).slice(0, 3)).toEqual([
        "Student 00",
        "Student 01",
        "Student 02",
      ]);
      expect((await admin.users.list({ page: 2 })).items.map((u) => u.name)).toEqual([
        "Student 10",
        "Student 11",
        "Amal Teacher",
        "Zaid Admin",
      ]);
      expect((await admin.users.list({ search: "SCHOOL" })).items.map((u) => u.name)).toEqual([
        "Amal Teacher",
      ]);
      expect((await admin.users.list({ search: "zaid" })).items.map((u) => u.email)).toEqual([
        "zaid@bayan.test",
      ]);
      expect((await admin.users.list({ role: "teacher" })).pagination.total).toBe(1);
      expect((await admin.users.list({ status: "suspended" })).items[0]!.name).toBe("Zaid Admin");
      expect((await admin.users.list({ search: "50%" })).pagination.total).toBe(0);
      const byName = await admin.users.list({ sortBy: "name", sortDir: "asc", limit: 3 });
      expect(byName.items.map((u) => u.name)).toEqual(["Amal Teacher", "Student 00", "Student 01"]);
      const byRole = await admin.users.list({ sortBy: "role", sortDir: "asc", limit: 2 });
      expect(byRole.items.map((u) => u.role)).toEqual(["admin", "teacher"]);

      expect(await admin.users.stats()).toEqual({
        total: 14,
        byStatus: { active: 12, inactive: 1, suspended: 1 },
        byRole: { admin: 1, teacher: 1, student: 12 },
        // Joined within the last 7 x 24 hours, the bound included (0 to 7 days ago): 8; in the
        // 7 x 24 hours before (8 to 11 days ago among the students): 4.
        joined: { days: 7, count: 8, previousCount: 4, changePercent: 100 },
      });
    });

    it("edits, refuses another user's email, deletes, and says 404 for an unknown id", async () => {
      const layla = await seed("Layla", "layla@x.test", 1);
      await seed("Sami", "sami@x.test", 2);
      const edited = await admin.users.update({
        id: layla.id,
        name: "Layla Hassan",
        email: "LAYLA.H@x.test",
        role: "teacher",
        status: "inactive",
      });
      expect(edited).toMatchObject({
        name: "Layla Hassan",
        email: "layla.h@x.test",
        role: "teacher",
        status: "inactive",
      });
      expect(await admin.users.get({ id: layla.id })).toEqual(edited);

      const conflict = await failure(admin.users.update({ id: layla.id, email: "sami@x.test" }));
      expect(conflict).toMatchObject({
        code: "CONFLICT",
        message: "Another user already has this email",
        messageKey: "users.emailTaken",
      });
      const nothing = await failure(admin.users.update({ id: layla.id }));
      expect(nothing.code).toBe("BAD_REQUEST");
      expect(fieldErrors(nothing)).toEqual([
        {
          path: "",
          message: "Nothing to change: give name, email, role, status or notes",
          messageKey: "users.nothingToChange",
        },
      ]);
      const badRole = await failure(admin.users.update({ id: layla.id, role: "owner" as never }));
      expect(fieldErrors(badRole)?.[0]?.path).toBe("role");
      const shortName = await failure(admin.users.update({ id: layla.id, name: " L " }));
      expect(fieldErrors(shortName)?.[0]).toEqual({
        path: "name",
        message: "Name must be at least 2 characters long",
        messageKey: "users.nameTooShort",
      });

      expect(await admin.users.delete({ id: layla.id })).toEqual({ id: layla.id });
      for (const call of [
        () => admin.users.get({ id: layla.id }),
        () => admin.users.delete({ id: layla.id }),
        () => admin.users.update({ id: "not-a-uuid", name: "Someone" }),
      ]) {
        const error = await failure(call());
        expect(error).toMatchObject({
          code: "NOT_FOUND",
          message: "User not found",
          messageKey: "users.notFound",
        });
      }
      expect(await t.db.$count(users)).toBe(1);
    });

    it("emails a user in their language, and refuses a blank message", async () => {
      const [row] = await t.db
        .insert(users)
        .values({ name: "Huda", email: "huda@x.test", passwordHash: "x", language: "ar" })
        .returning();
      const sent = await admin.users.message({
        id: row!.id,
        subject: "Your course",
        message: "Welcome aboard",
      });
      expect(sent).toEqual({
        delivery: "queued",
        message: "Message saved in the outbox (SMTP is not configured, so it was not delivered)",
        messageKey: "users.messageNotDelivered",
      });
      const [email] = await t.db.select().from(outbox);
      expect(email).toMatchObject({
        to: "huda@x.test",
        kind: "user-message",
        subject: "Your course",
        language: "ar",
      });
      expect(email!.text).toContain("مرحبًا Huda،\n\nWelcome aboard");
      const blank = await failure(admin.users.message({ id: row!.id, message: "   " }));
      expect(fieldErrors(blank)).toEqual([
        { path: "message", message: "Message is required", messageKey: "users.messageRequired" },
      ]);
    });

    it("is for the administrator only", async () => {
      for (const call of [
        () => t.caller.users.list({}),
        () => t.caller.users.stats(),
        () => t.caller.users.invite({ email: "a@x.test", role: "student" }),
      ]) {
        expect((await failure(call())).code).toBe("UNAUTHORIZED");
      }
    });
  });
});
