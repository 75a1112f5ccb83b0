import { outbox, policyVersions, users, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setup } from "../../test/caller.js";
import { emailKey } from "../rules/email-key.js";
import { ensureDefaultContent } from "../services/content.js";
import { suppress } from "../services/email/suppression.js";
import { sendPolicyNotices } from "../services/policy-notices.js";

type T = Awaited<ReturnType<typeof setup>>;

const SITE = "https://bayan.test";
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Material changes told before they take effect (docs/policy-versions.md): the job queues one
 * email per confirmed waitlist member and active user reading in the version's language, never to
 * a suppressed address, then marks the version notified; a change that is not material, or in
 * effect at once, tells nobody.
 */
describe.each(testDatabaseKinds)("policy-change notices on %s", (kind) => {
  let t: T;
  beforeAll(async () => {
    t = await setup(kind);
    await ensureDefaultContent(t.db);
    const confirmedAt = new Date();
    const entry = (email: string, language: "en" | "ar", confirmed = true) => ({
      email,
      emailKey: emailKey(email),
      language,
      confirmedAt: confirmed ? confirmedAt : null,
    });
    await t.db
      .insert(waitlistEntries)
      .values([
        entry("huda@example.com", "ar"),
        entry("Karim@Example.com", "ar"),
        entry("not.yet@example.com", "ar", false),
        entry("english@example.com", "en"),
        entry("bounced@example.com", "ar"),
      ]);
    await t.db.insert(users).values([
      { email: "member@example.com", name: "M", passwordHash: "x", language: "ar" },
      // On both lists: told once.
      { email: "huda@example.com", name: "H", passwordHash: "x", language: "ar" },
      {
        email: "away@example.com",
        name: "A",
        passwordHash: "x",
        language: "ar",
        status: "suspended",
      },
    ]);
    await suppress(t.db, "bounced@example.com", "hard-bounce", "ses", new Date());
  });
  afterAll(() => t.close());

  const notices = () => t.db.select().from(outbox).where(eq(outbox.kind, "policy-change"));

  async function publish(options: { material: boolean; effectiveOn?: string }, title: string) {
    const admin = await t.adminCaller();
    const sections = (await admin.content.all({ document: "privacy-policy" })).map(
      ({ category, ...s }) => ({ ...s, ...(category ? { category } : {}) }),
    );
    sections.find((s) => s.language === "ar")!.title = title;
    await admin.content.save({
      document: "privacy-policy",
      sections,
      publish: { ...options, summaryEn: "Retention", summaryAr: "مدة الحفظ" },
    });
  }

  it("tells nobody of a change that is not material, or in effect at once", async () => {
    await publish({ material: false, effectiveOn: inDays(14) }, "عنوان أول");
    await publish({ material: true }, "عنوان ثانٍ");
    expect(await sendPolicyNotices(t.db, new Date(), SITE)).toEqual({ queued: 0 });
    expect(await notices()).toEqual([]);
  });

  it("queues one email per person reading in the version's language, then marks it told", async () => {
    const day = inDays(30);
    await publish({ material: true, effectiveOn: day }, "عنوان ثالث");
    const run = await sendPolicyNotices(t.db, new Date(), SITE);
    expect(run.queued).toBe(3);
    const sent = await notices();
    expect(sent.map((m) => m.to).sort()).toEqual([
      "Karim@Example.com",
      "huda@example.com",
      "member@example.com",
    ]);
    const [mail] = sent;
    expect(mail).toMatchObject({ language: "ar", subject: "تحديث سياسة الخصوصية في بيان" });
    expect(mail!.text).toContain("مدة الحفظ");
    expect(mail!.text).toContain(`${SITE}/privacy/versions`);
    const [version] = await t.db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.effectiveOn, day));
    expect(version!.notifiedAt).not.toBeNull();
    // Told once: the next run has nothing to do.
    expect(await sendPolicyNotices(t.db, new Date(), SITE)).toEqual({ queued: 0 });
    expect(await notices()).toHaveLength(3);
  });
});
