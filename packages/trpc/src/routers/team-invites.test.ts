import { adminSessions, outbox, teamMembers } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import type { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { linkToken } from "../../test/waitlist.js";
import { fieldErrors, messageKeyOf } from "../errors.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const DAY_MS = 86_400_000;
const PASSWORD = "Olive-Tree-Harbor-42";
const keyOf = (error: TRPCError) => messageKeyOf(error).messageKey;

/**
 * Team invitations (docs/team.md): the owner invites a member by email; the link (minted at
 * delivery) opens /admin/accept, where the member chooses a password and is signed in; a member
 * can be suspended (their sessions end) and let back in.
 */
describe.each(testDatabaseKinds)("team invitations on %s", (kind) => {
  let clock = new Date("2026-03-01T09:00:00.000Z");
  let t: T;
  let admin: Admin;
  const bearer = (token: string) => `Bearer ${token}`;
  let ip = 0;
  /** The acceptance page's calls, each from its own address (they share a limit per address). */
  const visitor = () => t.callerAs(`192.0.2.${++ip % 250}`);

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date("2026-03-01T09:00:00.000Z");
    await t.db.delete(outbox);
    await t.db.delete(teamMembers);
    admin = await t.adminCaller();
    await admin.settings.updateProfile({ name: "Sara Owner", email: "sara@team.test" });
  });

  const invite = (email: string, role: "admin" | "editor" | "support" | "viewer" = "editor") =>
    admin.team.add({ name: "Reem", email, role, language: "ar" });

  it("emails an invitation in the inviter's language; the member accepts with a password and is signed in", async () => {
    const { member } = await invite("reem@team.test");
    expect(member).toMatchObject({ status: "invited", role: "editor" });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, "reem@team.test"));
    expect(mail).toMatchObject({ kind: "team-invite", language: "ar" });
    expect(mail!.text).toContain("admin/accept?token={{link-token:team-invite}}");
    expect(mail!.text).toContain("Sara Owner");
    expect(mail!.html).toContain('dir="rtl"');

    const token = await linkToken(t, admin, "reem@team.test", "team-invite", "team-invite");
    expect(await visitor().team.inviteCheck({ token })).toEqual({
      state: "valid",
      language: "ar",
      name: "Reem",
      email: "reem@team.test",
      role: "editor",
    });
    const weak = await failure(visitor().team.accept({ token, password: "password" }));
    expect(weak.code).toBe("BAD_REQUEST");
    expect(fieldErrors(weak)?.map((e) => e.path)).toEqual(["password"]);

    const accepted = await visitor().team.accept({ token, password: PASSWORD });
    expect(accepted).toMatchObject({ token_type: "Bearer", messageKey: "team.accepted" });
    const session = await t.callerAs("198.51.100.70", bearer(accepted.access_token)).auth.session();
    expect(session.member).toMatchObject({ email: "reem@team.test", role: "editor" });
    // The password signs in from now on; the link is used.
    await t.callerAs("198.51.100.71").auth.login({ email: "reem@team.test", password: PASSWORD });
    expect((await visitor().team.inviteCheck({ token })).state).toBe("used");
    expect(keyOf(await failure(visitor().team.accept({ token, password: PASSWORD })))).toBe(
      "team.inviteUsed",
    );
    expect(keyOf(await failure(admin.team.resendInvite({ id: member.id })))).toBe(
      "team.notInvited",
    );
  });

  it("lets a link expire after 7 days; the invitation sent again works", async () => {
    const { member } = await invite("late@team.test");
    const old = await linkToken(t, admin, "late@team.test", "team-invite", "team-invite");
    clock = new Date(clock.getTime() + 8 * DAY_MS);
    admin = await t.adminCaller();
    expect((await visitor().team.inviteCheck({ token: old })).state).toBe("expired");
    expect(keyOf(await failure(visitor().team.accept({ token: old, password: PASSWORD })))).toBe(
      "team.inviteExpired",
    );
    expect(await admin.team.resendInvite({ id: member.id })).toMatchObject({
      messageKey: "team.inviteNotDelivered",
    });
    const fresh = await linkToken(t, admin, "late@team.test", "team-invite", "team-invite");
    expect((await visitor().team.inviteCheck({ token: fresh })).state).toBe("valid");
    await visitor().team.accept({ token: fresh, password: PASSWORD });
    expect(
      (await t.db.select().from(teamMembers).where(eq(teamMembers.id, member.id)))[0]!.status,
    ).toBe("active");
  });

  it("suspends a member (their sessions end at once) and lets them back; never the owner", async () => {
    const { member } = await invite("omar@team.test", "support");
    const token = await linkToken(t, admin, "omar@team.test", "team-invite", "team-invite");
    const { access_token } = await visitor().team.accept({ token, password: PASSWORD });
    const omar = t.callerAs("198.51.100.72", bearer(access_token));
    expect((await omar.auth.session()).member.role).toBe("support");

    expect(await admin.team.update({ id: member.id, status: "suspended" })).toMatchObject({
      member: { status: "suspended" },
      messageKey: "team.suspended",
      params: { name: "Reem" },
    });
    expect(keyOf(await failure(omar.auth.session()))).toBe("auth.tokenRevoked");
    expect(
      keyOf(
        await failure(
          t.callerAs("198.51.100.73").auth.login({ email: "omar@team.test", password: PASSWORD }),
        ),
      ),
    ).toBe("auth.invalidCredentials");

    expect(await admin.team.update({ id: member.id, status: "active" })).toMatchObject({
      member: { status: "active" },
      messageKey: "team.reactivated",
    });
    await t.callerAs("198.51.100.74").auth.login({ email: "omar@team.test", password: PASSWORD });

    const [owner] = await t.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    expect(keyOf(await failure(admin.team.update({ id: owner!.id, status: "suspended" })))).toBe(
      "team.ownerStatusFixed",
    );
    // Removing a member ends their sessions with them.
    await admin.team.delete({ id: member.id });
    expect(
      await t.db.select().from(adminSessions).where(eq(adminSessions.memberId, member.id)),
    ).toEqual([]);
  });

  it("withdraws an invitation by suspending the invited member; letting them back invites them again", async () => {
    const { member } = await invite("maybe@team.test", "viewer");
    const token = await linkToken(t, admin, "maybe@team.test", "team-invite", "team-invite");
    await admin.team.update({ id: member.id, status: "suspended" });
    expect((await visitor().team.inviteCheck({ token })).state).toBe("used");
    expect(await admin.team.update({ id: member.id, status: "active" })).toMatchObject({
      member: { status: "invited" },
      messageKey: "team.reinvited",
    });
    expect((await visitor().team.inviteCheck({ token })).state).toBe("valid");
    expect(keyOf(await failure(visitor().team.inviteCheck({ token: "x".repeat(43) })))).toBe(
      "team.inviteUnknown",
    );
  });
});
