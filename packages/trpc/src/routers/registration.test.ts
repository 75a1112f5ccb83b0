import { invitations, linkTokens, outbox, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { invitationHelpers, type Admin } from "../../test/registration.js";
import { fieldErrors } from "../errors.js";
import { messageText } from "../rules/messages.js";
import { PASSWORD_MESSAGES, type PasswordProblem } from "../rules/registration.js";
import { INVITATION_MESSAGES } from "../services/invitations.js";

const PASSWORD = "Kx9#mQ2!vLr7";
const DAY = 86_400_000;

describe.each(testDatabaseKinds)("registration from an invitation link on %s", (kind) => {
  let clock = new Date("2026-06-01T09:00:00.000Z");
  let t: Awaited<ReturnType<typeof setup>>;
  let admin: Admin;
  const { tokenSentTo, invitedEntry } = invitationHelpers(() => ({ t, admin }));

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
});
