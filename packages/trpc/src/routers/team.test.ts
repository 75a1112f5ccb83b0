import {
  appSettings,
  contactSubmissions,
  outbox,
  teamMembers,
  users,
  waitlistEntries,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { fieldErrors, messageKeyOf } from "../errors.js";
import { SETTING } from "../services/app-settings.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/** "code: path: message" of a failed call, as a client sees it, with the message's key. */
async function refusal(call: Promise<unknown>) {
  const error = await failure(call);
  return { code: error.code, errors: fieldErrors(error) ?? error.message, ...messageKeyOf(error) };
}

const EMAIL_TAKEN = {
  code: "CONFLICT",
  errors: "A team member already has this email",
  messageKey: "settings.teamEmailTaken",
};

describe.each(testDatabaseKinds)("settings on %s", (kind) => {
  // 09:30 in Amman (UTC+3): the digest is due.
  let clock = new Date("2026-06-01T06:30:00.000Z");
  let t: T;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, { now: () => clock });
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    clock = new Date("2026-06-01T06:30:00.000Z");
    await t.db
      .delete(appSettings)
      .where(
        inArray(appSettings.key, [
          SETTING.preferences,
          SETTING.notificationsSeenAt,
          SETTING.digestRanAt,
        ]),
      );
    await t.db.delete(teamMembers);
    // The sessions went with their members: sign in again.
    admin = await t.adminCaller();
    await t.db.delete(contactSubmissions);
    await t.db.delete(waitlistEntries);
    await t.db.delete(users);
    await t.db.delete(outbox);
  });

  describe("the team", () => {
    it("has the administrator as its owner, from the profile, who stays", async () => {
      await admin.settings.updateProfile({ name: "Huda Saleh", email: "huda@example.com" });
      const { items } = await admin.team.list();
      expect(items).toEqual([
        expect.objectContaining({ name: "Huda Saleh", email: "huda@example.com", role: "owner" }),
      ]);
      const owner = items[0]!;
      expect(await refusal(admin.team.delete({ id: owner.id }))).toEqual({
        code: "CONFLICT",
        errors: "The owner cannot be deleted",
        messageKey: "settings.ownerUndeletable",
      });
      expect(await refusal(admin.team.update({ id: owner.id, role: "viewer" }))).toEqual({
        code: "CONFLICT",
        errors: "The owner's role cannot be changed",
        messageKey: "settings.ownerRoleFixed",
      });
      // The profile renames the owner.
      await admin.settings.updateProfile({ name: "Huda S." });
      expect((await admin.team.list()).items[0]).toMatchObject({ id: owner.id, name: "Huda S." });
    });

    it("adds, changes the role of and removes members; emails are unique", async () => {
      await admin.settings.updateProfile({ email: "huda@example.com" });
      const added = await admin.team.add({
        name: "Omar Khaled",
        email: "Omar@Example.com",
        role: "editor",
      });
      const omar = added.member;
      expect(omar).toMatchObject({ email: "omar@example.com", role: "editor", status: "invited" });
      expect(added).toMatchObject({ messageKey: "team.inviteNotDelivered", delivery: "queued" });
      expect(
        await refusal(admin.team.add({ name: "Omar Two", email: "omar@example.com" })),
      ).toEqual(EMAIL_TAKEN);
      expect(
        await refusal(admin.team.add({ name: "Not Owner", email: "huda@example.com" })),
      ).toEqual(EMAIL_TAKEN);
      // Nor may the profile take a member's address.
      expect(await refusal(admin.settings.updateProfile({ email: "omar@example.com" }))).toEqual(
        EMAIL_TAKEN,
      );
      expect(
        (
          await refusal(
            admin.team.add({ name: "Zed", email: "zed@example.com", role: "owner" as "admin" }),
          )
        ).errors,
      ).toEqual([{ path: "role", message: expect.stringContaining("viewer") }]);

      expect(await admin.team.update({ id: omar.id, role: "viewer" })).toMatchObject({
        member: { role: "viewer" },
        messageKey: "settings.teamRoleChanged",
      });
      const [row] = await t.db.select().from(teamMembers).where(eq(teamMembers.id, omar.id));
      expect(row!.role).toBe("viewer");
      expect(await admin.team.delete({ id: omar.id })).toEqual({ id: omar.id });
      expect((await admin.team.list()).items.map((m) => m.role)).toEqual(["owner"]);

      const missing = "00000000-0000-0000-0000-000000000000";
      for (const call of [
        () => admin.team.delete({ id: missing }),
        () => admin.team.update({ id: missing, role: "admin" }),
        () => admin.team.delete({ id: "not-a-uuid" }),
      ]) {
        expect(await refusal(call())).toEqual({
          code: "NOT_FOUND",
          errors: "Team member not found",
          messageKey: "settings.teamMemberNotFound",
        });
      }
    });
  });
});
