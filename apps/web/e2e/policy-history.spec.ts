// The privacy policy's published versions in the manager (docs/policy-versions.md): the owner edits
// a published section with a change summary (a new version), opens History, compares the new
// version with the one before (the added word marked), restores the one before (published again
// as a newer version, in effect today) and the public /privacy page shows the restored text. In
// English on a desktop and in Arabic on a phone, with no serious accessibility fault on the
// history, the comparison and the restore dialog; nothing scrolls sideways on the phone. The
// policy is put back as it was at the end (the public page journeys read it); the versions stay,
// being immutable, and the text in effect is the one the journey found.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { adminApi, arabicNumber, openSignedIn, runTag, screenViolations } from "./admin";
import { expect, test } from "./fixtures";
import { keepDocument, sectionsOf } from "./policy";

type Language = "en" | "ar";

interface Version {
  id: string;
  number: number;
  language: Language;
  state: "inEffect" | "upcoming" | "past";
  summaryEn: string;
  summaryAr: string;
}

/** A number as either interface may write it (the region settings choose the digits). */
const num = (n: number) => `(?:${n}|${arabicNumber(n)})`;
const exactly = (pattern: string) => new RegExp(`^${pattern}$`);

/** What the pages say (src/admin/locales). */
const TEXT = {
  en: {
    privacy: "Privacy Policy",
    edit: (title: string) => `Edit “${title}”`,
    editSection: "Edit section",
    content: "Content",
    details: "Version details",
    summary: "Change summary (English)",
    save: "Save",
    saved: "Privacy Policy updated successfully",
    history: "History",
    versions: "English versions",
    inEffect: "In effect",
    replaced: "Replaced",
    version: (n: number) => exactly(`Version ${num(n)}`),
    compareWith: (n: number) => exactly(`Compare with version ${num(n)}`),
    restore: (n: number) => exactly(`Restore version ${num(n)}`),
    restoreTitle: (n: number) => exactly(`Restore version ${num(n)}\\?`),
    restored: (n: number, m: number) =>
      new RegExp(`Version ${num(n)} was published again as version ${num(m)}`),
  },
  ar: {
    privacy: "سياسة الخصوصية",
    edit: (title: string) => `تعديل «${title}»`,
    editSection: "تعديل القسم",
    content: "المحتوى",
    details: "تفاصيل الإصدار",
    summary: "ملخص التغيير (بالعربية)",
    save: "حفظ",
    saved: "تم تحديث سياسة الخصوصية بنجاح",
    history: "السجل",
    versions: "إصدارات العربية",
    inEffect: "ساري المفعول",
    replaced: "مُستبدَل",
    version: (n: number) => exactly(`الإصدار ${num(n)}`),
    compareWith: (n: number) => exactly(`مقارنة بالإصدار ${num(n)}`),
    restore: (n: number) => exactly(`استعادة الإصدار ${num(n)}`),
    restoreTitle: (n: number) => exactly(`استعادة الإصدار ${num(n)}؟`),
    restored: (n: number, m: number) =>
      new RegExp(`أُعيد نشر الإصدار ${num(n)} بوصفه الإصدار ${num(m)}`),
  },
} as const;

/** A language's versions, newest first. */
const versionsOf = (request: APIRequestContext, language: Language) =>
  adminApi<Version[]>(
    request,
    "get",
    `/api/system/content/privacy-policy/versions?language=${language}`,
  );

/** A listed version, by its heading. */
const versionItem = (page: Page, heading: RegExp): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: heading }) });

/** Neither the page nor anything on it scrolls sideways. */
async function fitsSideways(page: Page) {
  const extra = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(extra).toBeLessThanOrEqual(1);
}

async function journey(
  { page, request }: { page: Page; request: APIRequestContext },
  language: Language,
  phone: boolean,
) {
  const t = TEXT[language];
  const tag = runTag("hist");
  const section = (await sectionsOf(request))
    .filter((s) => s.language === language && s.status === "published")
    .sort((a, b) => a.order - b.order)[0];
  if (!section) throw new Error(`no published ${language} privacy section`);
  const [latest] = await versionsOf(request, language);
  if (!latest || latest.state !== "inEffect")
    throw new Error(`the ${language} privacy policy has no version in effect to start from`);
  const before = latest.number;
  const edited = before + 1;
  const restored = before + 2;
  const firstParagraph = section.content.split(/\n\s*\n/)[0]!.trim();

  await openSignedIn(page, request, `/admin/privacy?language=${language}`, { language, phone });
  await expect(page.getByRole("heading", { level: 1, name: t.privacy })).toBeVisible();

  // The section's text gets one more word, with a change summary: a new version.
  await page.getByRole("button", { name: t.edit(section.title), exact: true }).click();
  const form = page.getByRole("dialog", { name: t.editSection });
  const content = form.getByRole("textbox", { name: t.content });
  await content.fill(`${section.content} ${tag}`);
  await form.getByRole("button", { name: t.details }).click();
  await form.getByRole("textbox", { name: t.summary }).fill(`${t.summary}: ${tag}`);
  await form.getByRole("button", { name: t.save, exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(t.saved).first()).toBeVisible();
  await expect.poll(async () => (await versionsOf(request, language))[0]?.number).toBe(edited);
  const mine = (await versionsOf(request, language))[0]!;
  expect(language === "en" ? mine.summaryEn : mine.summaryAr).toBe(`${t.summary}: ${tag}`);

  // History: the new version in effect with its summary, the one before replaced.
  await page.getByRole("tab", { name: t.history }).click();
  await expect(page).toHaveURL(/[?&]view=history/);
  await expect(page.getByRole("region", { name: t.versions })).toBeVisible();
  const newest = versionItem(page, t.version(edited));
  await expect(newest).toContainText(t.inEffect);
  await expect(newest).toContainText(`${t.summary}: ${tag}`);
  const older = versionItem(page, t.version(before));
  await expect(older).toContainText(t.replaced);

  // Compared with the one before: the added word is marked in the newer column only.
  await newest.getByRole("button", { name: t.compareWith(before) }).click();
  const compare = page.getByTestId("version-compare");
  await expect(compare.locator('[data-side="to"] ins', { hasText: tag })).toBeVisible();
  await expect(compare.locator('[data-side="from"]', { hasText: tag })).toHaveCount(0);
  await expect(compare.locator('[data-side="from"]').first()).toContainText(firstParagraph);
  expect.soft(await screenViolations(page)).toEqual([]);
  if (phone) await fitsSideways(page);

  // The one before restored, after the dialog showed what changes against the version in effect.
  await older.getByRole("button", { name: t.restore(before) }).click();
  const ask = page.getByRole("dialog", { name: t.restoreTitle(before) });
  await expect(ask).toBeVisible();
  await expect(ask.locator('[data-side="from"] del', { hasText: tag })).toBeVisible();
  expect.soft(await screenViolations(page)).toEqual([]);
  if (phone) await fitsSideways(page);
  await ask.getByRole("button", { name: t.restore(before) }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByText(t.restored(before, restored)).first()).toBeVisible();
  await expect.poll(async () => (await versionsOf(request, language))[0]?.number).toBe(restored);
  await expect(versionItem(page, t.version(restored))).toContainText(t.inEffect);
  await expect(versionItem(page, t.version(edited))).toContainText(t.replaced);
  const back = (await sectionsOf(request)).find(
    (s) => s.language === language && s.title === section.title,
  );
  expect(back?.content).toBe(section.content);

  // The public page shows the restored text, in the interface's language.
  await page.goto("/privacy");
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  const main = page.getByRole("main");
  await expect(main.getByText(firstParagraph).first()).toBeVisible();
  await expect(main.getByText(tag)).toHaveCount(0);
}

test.describe("the privacy policy's history: edit, compare, restore (docs/policy-versions.md)", () => {
  // The policy as it was before each journey, put back afterwards.
  keepDocument("privacy-policy", (s) => [s.language, s.title, s.content, s.status]);

  test("English, desktop: a change summarised, compared, the version before restored and on /privacy", async ({
    page,
    request,
  }) => {
    await journey({ page, request }, "en", false);
  });

  test("Arabic, phone: the same journey, right to left", async ({ page, request }) => {
    await journey({ page, request }, "ar", true);
  });
});
