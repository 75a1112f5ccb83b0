import { invitations, outbox, suppressedAddresses, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { invitationHelpers, type Admin } from "../../test/registration.js";
import { fieldErrors } from "../errors.js";
import { suppress } from "../services/email/suppression.js";

const PASSWORD = "Kx9#mQ2!vLr7";
const DAY = 86_400_000;

describe.each(testDatabaseKinds)("users on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  const { tokenSentTo } = invitationHelpers(() => ({ t, admin }));

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

    it("says which users are never mailed, and why: in the list, one user and after an edit", async () => {
      const bounced = await seed("Gone Away", "gone.away@gmail.com", 1);
      const layla = await seed("Layla", "layla@x.test", 2);
      // Suppressed under another spelling of the same Gmail inbox; Layla only after her edit.
      await suppress(t.db, "goneaway+news@googlemail.com", "hard-bounce", "postmark", clock);
      await suppress(t.db, "layla.new@x.test", "unsubscribed", "page", clock);

      const { items } = await admin.users.list({});
      expect(items.map((u) => [u.email, u.suppressed])).toEqual([
        ["gone.away@gmail.com", "hard-bounce"],
        ["layla@x.test", null],
      ]);
      expect((await admin.users.get({ id: bounced.id })).suppressed).toBe("hard-bounce");
      const edited = await admin.users.update({ id: layla.id, email: "layla.new@x.test" });
      expect(edited.suppressed).toBe("unsubscribed");
      const byName = await admin.users.list({ sortBy: "name", sortDir: "asc" });
      expect(byName.items.map((u) => u.suppressed)).toEqual(["hard-bounce", "unsubscribed"]);
      await t.db.delete(suppressedAddresses);
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
