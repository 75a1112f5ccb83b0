import { policyVersions, teamMembers, waitlistEntries } from "@bayan/db";
import { testDatabaseKinds } from "@bayan/db/testing";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { failure, setup } from "../../test/caller.js";
import { refusal } from "../../test/db-refusal.js";
import { ensureDefaultContent } from "../services/content.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Published versions of the policies (docs/policy-versions.md): a save publishes each language
 * whose published text changed; the public page shows the version in effect; versions are listed,
 * read whole, restored as a new version; the table refuses changes; a join's consent names the
 * privacy policy's version in effect in its language.
 */
describe.each(testDatabaseKinds)("policy versions on %s", (kind) => {
  let t: T;
  let admin: Admin;
  beforeAll(async () => {
    t = await setup(kind);
    await ensureDefaultContent(t.db);
    admin = await t.adminCaller();
  });
  afterAll(() => t.close());

  const privacy = async () => admin.content.all({ document: "privacy-policy" });
  /** The sections as the save takes them back. */
  const asInput = (sections: Awaited<ReturnType<typeof privacy>>) =>
    sections.map(({ category, ...s }) => ({ ...s, ...(category ? { category } : {}) }));

  it("starts with version 1 of each language, in effect, from the published sections", async () => {
    const versions = await t.caller.content.versions({ document: "privacy-policy" });
    expect(versions.map((v) => [v.language, v.number, v.state])).toEqual([
      ["en", 1, "inEffect"],
      ["ar", 1, "inEffect"],
    ]);
    const public1 = await t.caller.content.published({
      document: "privacy-policy",
      language: "en",
    });
    const all = (await privacy()).filter((s) => s.language === "en");
    expect(public1.map((s) => s.title)).toEqual(all.map((s) => s.title));
  });

  it("publishes a language whose published text changed, with its summary; the other stays", async () => {
    const sections = asInput(await privacy());
    const first = sections.find((s) => s.language === "en")!;
    first.content = `${first.content} Updated.`;
    await admin.content.save({
      document: "privacy-policy",
      sections,
      publish: { summaryEn: "Clearer wording", summaryAr: "صياغة أوضح" },
    });
    const versions = await t.caller.content.versions({
      document: "privacy-policy",
      language: "en",
    });
    expect(versions.map((v) => [v.number, v.state, v.summaryEn, v.effectiveOn])).toEqual([
      [2, "inEffect", "Clearer wording", today()],
      [1, "past", expect.any(String), expect.any(String)],
    ]);
    const arabic = await t.caller.content.versions({ document: "privacy-policy", language: "ar" });
    expect(arabic.map((v) => v.number)).toEqual([1]);
    const shown = await t.caller.content.published({ document: "privacy-policy", language: "en" });
    expect(shown[0]!.content).toMatch(/Updated\.$/);

    const [row] = (await admin.audit.list({ action: "content.publish" })).items;
    expect(row).toMatchObject({
      targetType: "policy-version",
      targetLabel: "privacy-policy (en) v2",
      changes: { number: { before: 1, after: 2 } },
    });
    // Saving the same text again publishes nothing.
    await admin.content.save({ document: "privacy-policy", sections: asInput(await privacy()) });
    expect(
      (await t.caller.content.versions({ document: "privacy-policy", language: "en" })).length,
    ).toBe(2);
  });

  it("keeps the version in effect until a later one's day; refuses a day before today", async () => {
    const sections = asInput(await privacy());
    sections.find((s) => s.language === "en")!.title = "Scheduled title";
    const error = await failure(
      admin.content.save({
        document: "privacy-policy",
        sections,
        publish: { effectiveOn: inDays(-1) },
      }),
    );
    expect(error.message).toBe("The effective date cannot be before today");
    await admin.content.save({
      document: "privacy-policy",
      sections,
      publish: { effectiveOn: inDays(10), material: true, summaryEn: "New title" },
    });
    const versions = await t.caller.content.versions({
      document: "privacy-policy",
      language: "en",
    });
    expect(versions.map((v) => [v.number, v.state, v.material])).toEqual([
      [3, "upcoming", true],
      [2, "inEffect", false],
      [1, "past", false],
    ]);
    const shown = await t.caller.content.published({ document: "privacy-policy", language: "en" });
    expect(shown.map((s) => s.title)).not.toContain("Scheduled title");
    // The site's banner until that day: in English only (the version's language).
    expect(await t.caller.content.notices({ language: "en" })).toEqual([
      expect.objectContaining({
        document: "privacy-policy",
        effectiveOn: inDays(10),
        summaryEn: "New title",
      }),
    ]);
    expect(await t.caller.content.notices({ language: "ar" })).toEqual([]);
  });

  it("calls a later version that a newer one replaces before its day replaced, not upcoming", async () => {
    const sections = asInput(await privacy());
    sections.find((s) => s.language === "ar")!.title = "عنوان مؤجل";
    await admin.content.save({
      document: "privacy-policy",
      sections,
      publish: { effectiveOn: inDays(20), material: true },
    });
    expect(await t.caller.content.notices({ language: "ar" })).toHaveLength(1);
    sections.find((s) => s.language === "ar")!.title = "عنوان اليوم";
    await admin.content.save({ document: "privacy-policy", sections });
    const [today1, later] = await t.caller.content.versions({
      document: "privacy-policy",
      language: "ar",
    });
    expect([today1!.state, later!.state]).toEqual(["inEffect", "past"]);
    const read = await t.caller.content.version({ document: "privacy-policy", id: later!.id });
    expect(read.state).toBe("past");
    // Replaced before its day: no banner for it.
    expect(await t.caller.content.notices({ language: "ar" })).toEqual([]);
  });

  it("reads a version whole at its own id; another document's id or an unknown one is 404", async () => {
    const [v1] = (
      await t.caller.content.versions({ document: "privacy-policy", language: "en" })
    ).slice(-1);
    const read = await t.caller.content.version({ document: "privacy-policy", id: v1!.id });
    expect(read).toMatchObject({ number: 1, language: "en", state: "past" });
    expect(read.sections.length).toBeGreaterThan(0);
    const unknown = await failure(
      t.caller.content.version({
        document: "privacy-policy",
        id: "00000000-0000-4000-8000-000000000000",
      }),
    );
    expect(unknown.code).toBe("NOT_FOUND");
    const other = await failure(
      t.caller.content.version({ document: "terms-of-service", id: v1!.id }),
    );
    expect(other.code).toBe("NOT_FOUND");
  });

  it("restores a version as a new one in effect today, recorded; the newest again is 409", async () => {
    const versions = await t.caller.content.versions({
      document: "privacy-policy",
      language: "en",
    });
    const v1 = versions.find((v) => v.number === 1)!;
    // A draft being written: the restore keeps it.
    await admin.content.save({
      document: "privacy-policy",
      sections: [
        ...asInput(await privacy()),
        { title: "Draft kept", content: "Not yet.", language: "en", status: "draft", order: 99 },
      ],
    });
    const restored = await admin.content.restoreVersion({ document: "privacy-policy", id: v1.id });
    expect(restored).toMatchObject({
      number: 1,
      newNumber: 4,
      message: "Version 1 was published again as version 4",
    });
    const original = await t.caller.content.version({ document: "privacy-policy", id: v1.id });
    const shown = await t.caller.content.published({ document: "privacy-policy", language: "en" });
    expect(shown.map((s) => [s.title, s.content])).toEqual(
      original.sections.map((s) => [s.title, s.content]),
    );
    // The manager's published sections are the restored ones; the Arabic ones are untouched.
    const all = await privacy();
    expect(
      all.filter((s) => s.language === "en" && s.status === "published").map((s) => s.title),
    ).toEqual(original.sections.map((s) => s.title));
    expect(all.find((s) => s.title === "Draft kept")).toMatchObject({ status: "draft" });
    const [row] = (await admin.audit.list({ action: "content.restore" })).items;
    expect(row).toMatchObject({ changes: { restored: { after: 1 }, number: { after: 4 } } });

    const [v4] = await t.caller.content.versions({ document: "privacy-policy", language: "en" });
    expect(v4).toMatchObject({ number: 4, state: "inEffect", summaryEn: "Version 1 restored." });
    const again = await failure(
      admin.content.restoreVersion({ document: "privacy-policy", id: v4!.id }),
    );
    expect(again.code).toBe("CONFLICT");
    // A viewer may not restore.
    const { caller: viewer } = await t.memberCaller("viewer");
    const refused = await failure(
      viewer.content.restoreVersion({ document: "privacy-policy", id: v1.id }),
    );
    expect(refused.code).toBe("FORBIDDEN");
  });

  it("refuses to change or remove a version in the database; only its notice time is set, once", async () => {
    const [v] = await t.db.select().from(policyVersions).limit(1);
    expect(
      await refusal(
        t.db.execute(sql`update policy_versions set summary_en = 'edited' where id = ${v!.id}`),
      ),
    ).toMatch(/immutable/);
    expect(
      await refusal(t.db.execute(sql`delete from policy_versions where id = ${v!.id}`)),
    ).toMatch(/immutable/);
    await t.db
      .update(policyVersions)
      .set({ notifiedAt: new Date() })
      .where(eq(policyVersions.id, v!.id));
    expect(
      await refusal(
        // A day later (PGlite's clock has milliseconds: now() could equal the time just set).
        t.db.execute(
          sql`update policy_versions set notified_at = now() + interval '1 day' where id = ${v!.id}`,
        ),
      ),
    ).toMatch(/immutable/);
  });

  it("keeps a version when the member who published it is removed (the label stays)", async () => {
    const { caller: editor, member } = await t.memberCaller("editor");
    const sections = asInput(await privacy());
    sections.find((s) => s.language === "ar")!.title = "عنوان جديد";
    await editor.content.save({ document: "privacy-policy", sections });
    await t.db.delete(teamMembers).where(eq(teamMembers.id, member.id));
    const [latest] = await t.db
      .select()
      .from(policyVersions)
      .where(eq(policyVersions.language, "ar"))
      .orderBy(sql`number desc`)
      .limit(1);
    expect(latest).toMatchObject({
      publishedBy: null,
      publishedByLabel: "A editor (editor)",
    });
  });

  it("names the privacy policy's version in effect in the join's language in its consent", async () => {
    await t.caller.waitlist.join({
      email: "consent.ar@example.com",
      language: "ar",
      formShownMs: 9000,
    });
    const [entry] = await t.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, "consent.ar@example.com"));
    const [arabic] = await t.caller.content.versions({
      document: "privacy-policy",
      language: "ar",
    });
    expect(entry!.consent).toMatchObject({
      language: "ar",
      policyVersion: { id: arabic!.id, number: arabic!.number },
    });
  });
});
