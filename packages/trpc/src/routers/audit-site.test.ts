import {
  appSettings,
  auditLog,
  courses,
  teamMembers,
  webhookDeliveries,
  webhookEndpoints,
} from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { SETTING, writeSetting } from "../services/app-settings.js";
import { hashPassword } from "../services/hashing.js";
import { TEST_ADMIN_PASSWORD } from "../testing.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const OWNER = "Sara Owner (owner)";
/** A PNG by its signature (what the upload checks), and another image. */
const png = (tail: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, tail]);

/**
 * The site's admin changes in the audit log (docs/audit.md): settings, the password, the policies'
 * content, courses, the countdown, webhooks and the log's own export, each with its target and
 * the fields that changed; secrets, hashes and texts never in a row; a save that changes nothing
 * and a refused change leave none.
 */
describe.each(testDatabaseKinds)("the site's changes in the audit log on %s", (kind) => {
  const clock = new Date("2026-06-15T09:00:00.000Z");
  let t: T;
  let admin: Admin;

  beforeAll(async () => {
    t = await setup(kind, {
      now: () => clock,
      webhooks: {
        allowPrivate: false,
        deliverNow: () => Promise.resolve(),
        resolve: (host) => Promise.resolve(host === "hooks.example.com" ? ["93.184.215.14"] : []),
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.delete(appSettings).where(eq(appSettings.key, SETTING.preferences));
    await t.db.delete(teamMembers);
    await t.db.delete(courses);
    await t.db.delete(webhookEndpoints);
    admin = await t.adminCaller();
    await admin.settings.updateProfile({ name: "Sara Owner", email: "sara@team.test" });
  });

  const rows = async (action: string) => (await admin.audit.list({ action })).items;
  const total = async () => (await admin.audit.list({})).pagination.total;

  it("records each settings tab's changed fields; the profile's phone and bio as their length", async () => {
    const [first] = await rows("settings.profile");
    expect(first).toMatchObject({
      actorLabel: "Administrator (owner)",
      changes: {
        name: { before: "Administrator", after: "Sara Owner" },
        email: { before: "", after: "sara@team.test" },
      },
    });
    await admin.settings.updateProfile({ phone: "+962 79 123 4567", bio: "Runs Bayan." });
    const [profile] = await rows("settings.profile");
    expect(profile).toMatchObject({ actorLabel: OWNER, targetType: null });
    expect(profile!.changes).toEqual({
      phone: { before: "(0 characters)", after: "(16 characters)" },
      bio: { before: "(0 characters)", after: "(11 characters)" },
    });
    expect(JSON.stringify(profile)).not.toContain("123 4567");

    await admin.settings.updateRegion({ language: "ar" });
    expect((await rows("settings.region"))[0]!.changes).toEqual({
      language: { before: "en", after: "ar" },
      numberFormat: { before: "en-US", after: "ar-SA" },
    });
    await admin.settings.updateNotifications({ dailyDigest: true });
    expect((await rows("settings.notifications"))[0]!.changes).toEqual({
      dailyDigest: { before: false, after: true },
    });
    await admin.settings.updateAppearance({ theme: "dark" });
    expect((await rows("settings.appearance"))[0]!.changes).toEqual({
      theme: { before: "system", after: "dark" },
    });
    await admin.settings.updatePrivacy({ shareActivity: true });
    expect((await rows("settings.privacy"))[0]!.changes).toEqual({
      shareActivity: { before: false, after: true },
    });
    await admin.settings.updatePayment({ currency: "USD" });
    expect((await rows("settings.payment"))[0]!.changes).toEqual({
      currency: { before: "JOD", after: "USD" },
    });

    // The same values again: nothing changed, nothing recorded (and no fault).
    const before = await total();
    await admin.settings.updateAppearance({ theme: "dark" });
    await admin.settings.updateProfile({ name: "Sara Owner" });
    // Refused: another member's address (409).
    await admin.team.add({ name: "Reem", email: "reem@team.test", role: "editor" });
    const afterAdd = await total();
    expect(afterAdd).toBe(before + 1);
    expect((await failure(admin.settings.updateProfile({ email: "reem@team.test" }))).code).toBe(
      "CONFLICT",
    );
    expect(await total()).toBe(afterAdd);
  });

  it("records a password change, nothing of the password, and not a refused one", async () => {
    const NEW_PASSWORD = "Qz7#vKp2!mWx";
    const before = await total();
    expect(
      (
        await failure(
          admin.settings.changePassword({
            currentPassword: "wrong",
            newPassword: NEW_PASSWORD,
            confirmPassword: NEW_PASSWORD,
          }),
        )
      ).code,
    ).toBe("BAD_REQUEST");
    expect(await total()).toBe(before);

    const { access_token } = await admin.settings.changePassword({
      currentPassword: TEST_ADMIN_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    // Every other session was signed out: read with the new one.
    admin = t.callerAs("203.0.113.200", `Bearer ${access_token}`);
    const [owner] = (await admin.team.list()).items;
    const [row] = await rows("settings.password");
    expect(row).toMatchObject({
      actorLabel: OWNER,
      targetType: "team-member",
      targetId: owner!.id,
      targetLabel: "Sara Owner <sara@team.test>",
      changes: null,
    });
    const all = JSON.stringify(await t.db.select().from(auditLog));
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toContain("argon2");
    // Back to the test password for the next tests.
    await writeSetting(t.db, SETTING.adminPasswordHash, await hashPassword(TEST_ADMIN_PASSWORD));
  });

  it("records a policy save per language that changed, with its length, not its text", async () => {
    const section = (language: "en" | "ar", order: number, content: string) => ({
      title: `Section ${order}`,
      content,
      language,
      status: "published" as const,
      order,
    });
    await admin.content.save({ document: "privacy-policy", sections: [] });
    await admin.content.save({
      document: "privacy-policy",
      sections: [section("en", 1, "We keep your address."), section("ar", 1, "نحفظ عنوانك.")],
    });
    const saved = await rows("content.save");
    expect(saved.slice(0, 2).map((r) => [r.targetType, r.targetId, r.targetLabel])).toEqual([
      ["content", "privacy-policy:ar", "privacy-policy (ar)"],
      ["content", "privacy-policy:en", "privacy-policy (en)"],
    ]);
    expect(saved[1]!.changes).toEqual({
      length: { before: 0, after: "Section 1".length + "We keep your address.".length },
      sections: { before: 0, after: 1 },
      published: { before: 0, after: 1 },
    });
    expect(JSON.stringify(saved)).not.toContain("We keep");

    // The same sections again (new ids, same text): nothing changed.
    const before = await total();
    const { sections } = await admin.content.save({
      document: "privacy-policy",
      sections: [section("en", 1, "We keep your address."), section("ar", 1, "نحفظ عنوانك.")],
    });
    expect(await total()).toBe(before);
    // One Arabic word changed, the same length: that language alone.
    await admin.content.save({
      document: "privacy-policy",
      sections: sections.map(({ category: _, ...s }) =>
        s.language === "ar" ? { ...s, content: "نحفظ بريدك." } : s,
      ),
    });
    const [changed] = await rows("content.save");
    // The save, and the Arabic version it published (docs/policy-versions.md).
    expect(await total()).toBe(before + 2);
    const [published] = await rows("content.publish");
    expect(published).toMatchObject({ targetLabel: "privacy-policy (ar) v2" });
    expect(changed).toMatchObject({
      targetId: "privacy-policy:ar",
      changes: { length: { before: 21, after: 20 } },
    });
  });

  it("records courses made, changed, deleted and their thumbnails; a 404 leaves none", async () => {
    const course = await admin.courses.create({
      title: "Grammar foundations",
      description: "Tenses and articles.",
      instructor: "Huda Saleh",
      category: "grammar",
      level: "A2",
      price: 49.99,
      currency: "JOD",
    });
    await admin.courses.update({ id: course.id, title: "Grammar 1", instructor: "Reem Ali" });
    await admin.courses.update({ id: course.id, description: "Tenses, articles, more." });
    await admin.courses.setThumbnail({ id: course.id, image: png(1) });
    await admin.courses.removeThumbnail({ id: course.id });

    // Nothing changed: the same title, no thumbnail to remove.
    const unchanged = await total();
    await admin.courses.update({ id: course.id, title: "Grammar 1" });
    await admin.courses.removeThumbnail({ id: course.id });
    expect(await total()).toBe(unchanged);
    await admin.courses.delete({ id: course.id });
    const gone = await total();
    expect((await failure(admin.courses.update({ id: course.id, title: "X" }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await failure(admin.courses.delete({ id: course.id }))).code).toBe("NOT_FOUND");
    expect(await total()).toBe(gone);

    const { items } = await admin.audit.list({ targetType: "course", targetId: course.id });
    expect(items.map((i) => i.action)).toEqual([
      "courses.delete",
      "courses.thumbnailRemoved",
      "courses.thumbnail",
      "courses.update",
      "courses.update",
      "courses.create",
    ]);
    expect(items.every((i) => i.actorLabel === OWNER)).toBe(true);
    const [deleted, removed, thumbnail, described, renamed, created] = items;
    expect(created!.changes).toMatchObject({
      title: { before: null, after: "Grammar foundations" },
      instructor: { before: null, after: "(10 characters)" },
      description: { before: null, after: "(20 characters)" },
      price: { before: null, after: 49.99 },
      currency: { before: null, after: "JOD" },
    });
    expect(renamed).toMatchObject({
      targetLabel: "Grammar 1",
      changes: {
        title: { before: "Grammar foundations", after: "Grammar 1" },
        instructor: { before: "(10 characters)", after: "(8 characters)" },
      },
    });
    expect(described!.changes).toEqual({
      description: { before: "(20 characters)", after: "(23 characters)" },
    });
    const name = thumbnail!.changes!.thumbnail!.after as string;
    expect(name).toMatch(new RegExp(`^${course.id}-[0-9a-f]{16}\\.png$`));
    expect(thumbnail!.changes).toEqual({ thumbnail: { before: null, after: name } });
    expect(removed!.changes).toEqual({ thumbnail: { before: name, after: null } });
    expect(deleted!.changes).toMatchObject({ title: { before: "Grammar 1", after: null } });
    expect(JSON.stringify(items)).not.toContain("Huda");
  });

  it("records the countdown's launch date before and after; the same again is not recorded", async () => {
    const now = await t.caller.system.countdown();
    await admin.system.setCountdown({
      targetDate: "2026-09-01T09:00:00.000Z",
      title: now.title,
      description: "Opens to early-access members first.",
    });
    const [row] = await rows("system.countdown");
    expect(row).toMatchObject({ actorLabel: OWNER, targetType: null });
    expect(row!.changes).toEqual({
      targetDate: { before: now.targetDate, after: "2026-09-01T09:00:00.000Z" },
      description: {
        before: `(${now.description.length} characters)`,
        after: "(36 characters)",
      },
    });
    const before = await total();
    await admin.system.setCountdown({
      targetDate: "2026-09-01T12:00:00+03:00",
      title: now.title,
      description: "Opens to early-access members first.",
    });
    expect(await total()).toBe(before);
  });

  it("records webhooks made, changed, rotated, redelivered and deleted, never a secret", async () => {
    const { endpoint } = await admin.webhooks.create({
      url: "https://hooks.example.com/bayan",
      description: "CRM",
      events: ["waitlist.joined"],
    });
    await admin.webhooks.update({ id: endpoint.id, events: ["contact.received"], enabled: false });
    const unchanged = await total();
    await admin.webhooks.update({ id: endpoint.id, enabled: false });
    expect(await total()).toBe(unchanged);
    await admin.webhooks.update({ id: endpoint.id, enabled: true });
    const { endpoint: rotated } = await admin.webhooks.rotateSecret({ id: endpoint.id });
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventType: "contact.received",
        payload: { data: { email: "visitor@example.com" } },
        status: "failed",
        attempts: 7,
      })
      .returning();
    await admin.webhooks.redeliver({ id: delivery!.id });
    await admin.webhooks.delete({ id: endpoint.id });
    const gone = await total();
    expect((await failure(admin.webhooks.delete({ id: endpoint.id }))).code).toBe("NOT_FOUND");
    expect(await total()).toBe(gone);

    const { items } = await admin.audit.list({ targetType: "webhook", targetId: endpoint.id });
    expect(items.map((i) => i.action)).toEqual([
      "webhooks.delete",
      "webhooks.rotateSecret",
      "webhooks.update",
      "webhooks.update",
      "webhooks.create",
    ]);
    expect(items.every((i) => i.targetLabel === "https://hooks.example.com/bayan")).toBe(true);
    expect(items[4]!.changes).toEqual({
      url: { before: null, after: "https://hooks.example.com/bayan" },
      description: { before: null, after: "CRM" },
      events: { before: null, after: ["waitlist.joined"] },
      enabled: { before: null, after: true },
    });
    expect(items[3]!.changes).toEqual({
      events: { before: ["waitlist.joined"], after: ["contact.received"] },
      enabled: { before: true, after: false },
    });
    expect(items[1]!.changes).toBeNull();
    const [redelivered] = await rows("webhooks.redeliver");
    expect(redelivered).toMatchObject({
      actorLabel: OWNER,
      targetType: "webhook-delivery",
      targetId: delivery!.id,
      targetLabel: "contact.received → https://hooks.example.com/bayan",
      changes: { status: { before: "failed", after: "pending" } },
    });
    const all = JSON.stringify(await t.db.select().from(auditLog));
    for (const secret of [endpoint.secret, rotated.secret]) expect(all).not.toContain(secret);
    expect(all).not.toContain("visitor@example.com");
  });

  it("records the log's export as it starts, with its filters and rows", async () => {
    const filters = { action: "settings.profile", from: "2026-01-01T00:00:00.000Z" };
    const matching = (await admin.audit.list(filters)).pagination.total;
    // Not read yet: recorded already.
    await admin.audit.exportCsv(filters);
    const [row] = await rows("audit.export");
    expect(row).toMatchObject({
      actorLabel: OWNER,
      changes: {
        rows: { before: null, after: matching },
        filters: { before: null, after: filters },
      },
    });
  });
});
