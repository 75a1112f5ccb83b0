import type { APIRequestContext, Page } from "@playwright/test";
import { arabicNumber, PHONE, runTag } from "./admin";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { keepDocument, saveSections, type PolicySection } from "./policy";

// The public history of the privacy policy (docs/policy-versions.md): a change published through
// the admin API becomes the version in effect; /privacy's "Earlier versions" leads to the list,
// where the version before it is replaced, and that one is read at its own address.

interface Version {
  id: string;
  number: number;
  language: "en" | "ar";
  effectiveOn: string;
  state: "inEffect" | "upcoming" | "past";
  sections?: Array<{ title: string; content: string }>;
}

const DOCUMENT = "privacy-policy";

/** The versions of a language, newest first, as anyone reads them. */
async function versionsOf(request: APIRequestContext, language: "en" | "ar") {
  const res = await request.get(`/api/system/content/${DOCUMENT}/versions?language=${language}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Version[] }).data;
}

async function versionText(request: APIRequestContext, id: string) {
  const res = await request.get(`/api/system/content/${DOCUMENT}/versions/${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Version }).data;
}

/** A day as the public pages write it in a language ("15 May 2025", "١٥ مايو ٢٠٢٥"). */
const day = (date: string, language: "en" | "ar") =>
  new Intl.DateTimeFormat(language === "en" ? "en-GB" : "ar-u-nu-arab", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** The first paragraph of a section's text, as its card shows it. */
const firstParagraph = (content: string) =>
  (content.split(/\r?\n\s*\r?\n/)[0] ?? "").replace(/\s+/g, " ").trim();

/** Waits until the page has been taken over, then checks it with axe. */
async function expectAccessible(page: Page) {
  await page.waitForSelector("html[data-app-ready]", { state: "attached" });
  await expect(page.locator('main [role="status"]')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Nothing wider than the screen (a phone scrolls only up and down). */
async function expectNothingSideways(page: Page) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1,
    ),
  ).toBe(true);
}

/**
 * Publishes a change to the first section of each language with a summary in both; answers the
 * tag the change carries. The policy is put back as it was after each journey (afterEach).
 */
async function publishChange(request: APIRequestContext, saved: PolicySection[]) {
  const tag = runTag("");
  const first = (["en", "ar"] as const).map(
    (language) =>
      saved
        .filter((s) => s.language === language && s.status === "published")
        .sort((a, b) => a.order - b.order)[0]?.id,
  );
  const changed = saved.map((section) =>
    first.includes(section.id)
      ? {
          ...section,
          content: `${section.content}\n\n${section.language === "ar" ? "ملاحظة" : "Note"} ${tag}.`,
        }
      : section,
  );
  await saveSections(request, changed, {
    document: DOCUMENT,
    publish: { summaryEn: `Clearer wording ${tag}.`, summaryAr: `صياغة أوضح ${tag}.` },
  });
  return tag;
}

test.describe("the privacy policy's earlier versions", () => {
  // Put back as it was (pages.spec.ts expects the default sections and their dates). Versions
  // are never deleted: putting the text back publishes it once more, as a version of its own.
  const saved = keepDocument(DOCUMENT, (s) => [s.title, s.content]);

  test("in English on a desktop: Earlier versions, the new one in effect, the older one read", async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = await publishChange(request, saved());
    const [current, older] = await versionsOf(request, "en");
    if (!current || !older) throw new Error("expected two English versions at least");
    expect(current.state).toBe("inEffect");
    const replacedOn = day(current.effectiveOn, "en");
    const olderText = await versionText(request, older.id);
    const olderFirst = olderText.sections?.[0];
    if (!olderFirst) throw new Error("the older version has no section");

    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByText(`Note ${tag}.`)).toBeVisible();
    const updated = main.getByTestId("policy-last-updated");
    await expect(updated).toContainText("Last updated:");
    await updated.getByRole("link", { name: "Earlier versions" }).click();

    await expect(page).toHaveURL(/\/privacy\/versions$/);
    await expect(
      main.getByRole("heading", { level: 1, name: "Versions of the Privacy Policy" }),
    ).toBeVisible();
    await expect(page).toHaveTitle("Versions of the Privacy Policy · Bayan");
    const items = main.getByRole("listitem");
    const newest = items.first();
    await expect(newest.getByRole("heading", { level: 2 })).toHaveText(`Version ${current.number}`);
    await expect(newest).toContainText("In effect");
    await expect(newest).toContainText(`Effective date: ${day(current.effectiveOn, "en")}`);
    await expect(newest).toContainText(`Clearer wording ${tag}.`);
    const before = items.nth(1);
    await expect(before.getByRole("heading", { level: 2 })).toHaveText(`Version ${older.number}`);
    await expect(before).toContainText(`Replaced on ${replacedOn}`);
    await expectAccessible(page);

    // The older one at its own address, its text as published.
    await before.getByRole("link", { name: `Version ${older.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`/privacy/versions\\?v=${older.id}$`));
    await expect(
      main.getByRole("heading", { level: 1, name: `Privacy Policy, version ${older.number}` }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Privacy Policy, version ${older.number} · Bayan`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/privacy/versions?v=${older.id}`,
    );
    const note = main.getByRole("note");
    await expect(note).toHaveText(
      `This version was replaced on ${replacedOn}: read the current one.`,
    );
    await expect(note.getByRole("link", { name: "read the current one" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(olderFirst.title);
    await expect(main.getByText(firstParagraph(olderFirst.content), { exact: true })).toBeVisible();
    await expect(main.getByText(`Note ${tag}.`)).toHaveCount(0);
    await expect(
      main.getByRole("navigation", { name: "Related pages" }).getByRole("link", {
        name: "All versions of the privacy policy",
      }),
    ).toHaveAttribute("href", "/privacy/versions");
    await expectAccessible(page);

    // And back to the policy as it is now.
    await main
      .getByRole("navigation", { name: "Related pages" })
      .getByRole("link", { name: "Current privacy policy" })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(main.getByText(`Note ${tag}.`)).toBeVisible();
  });

  test("in Arabic on a phone, dark: the versions in Arabic, the older one read", async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize(PHONE);
    // The visitor's choice, stored: the server sends the pages in Arabic.
    await page.context().addCookies([{ name: "language", value: "ar", url: baseURL ?? "" }]);
    await page.addInitScript(() => {
      localStorage.setItem("language", "ar");
      localStorage.setItem("theme", "dark");
    });
    const tag = await publishChange(request, saved());
    const [current, older] = await versionsOf(request, "ar");
    if (!current || !older) throw new Error("expected two Arabic versions at least");
    const replacedOn = day(current.effectiveOn, "ar");
    const olderFirst = (await versionText(request, older.id)).sections?.[0];
    if (!olderFirst) throw new Error("the older version has no section");

    await page.goto("/privacy");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "الإصدارات السابقة" }).click();

    await expect(page).toHaveURL(/\/privacy\/versions$/);
    await expect(
      main.getByRole("heading", { level: 1, name: "إصدارات سياسة الخصوصية" }),
    ).toBeVisible();
    const items = main.getByRole("listitem");
    await expect(items.first().getByRole("heading", { level: 2 })).toHaveText(
      `الإصدار ${arabicNumber(current.number)}`,
    );
    await expect(items.first()).toContainText("ساري المفعول");
    await expect(items.first()).toContainText(`صياغة أوضح ${tag}.`);
    const before = items.nth(1);
    await expect(before).toContainText(`استُبدل في ${replacedOn}`);
    await expectNothingSideways(page);
    await expectAccessible(page);

    await before.getByRole("link", { name: `الإصدار ${arabicNumber(older.number)}` }).click();
    await expect(page).toHaveURL(new RegExp(`/privacy/versions\\?v=${older.id}$`));
    await expect(
      main.getByRole("heading", {
        level: 1,
        name: `سياسة الخصوصية، الإصدار ${arabicNumber(older.number)}`,
      }),
    ).toBeVisible();
    const note = main.getByRole("note");
    await expect(note).toContainText(`استُبدل هذا الإصدار في ${replacedOn}`);
    await expect(note.getByRole("link", { name: "اقرأ الإصدار الحالي" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText(olderFirst.title);
    await expect(main.getByText(firstParagraph(olderFirst.content), { exact: true })).toBeVisible();
    await expect(main.getByText(`ملاحظة ${tag}.`)).toHaveCount(0);
    await expectNothingSideways(page);
    await expectAccessible(page);
  });
});
