import type { APIRequestContext, Page } from "@playwright/test";
import { runTag, screenViolations, signedIn } from "./admin";
import { expect, test } from "./fixtures";
import { keepDocument, sectionsOf, type PolicyDocument } from "./policy";

const sectionTitled = async (request: APIRequestContext, document: PolicyDocument, title: string) =>
  (await sectionsOf(request, document)).find((s) => s.title === title);

const tableRows = (page: Page) => page.getByRole("table").first().locator("tbody tr");
const rowOf = (page: Page, title: string) => tableRows(page).filter({ hasText: title });

/** Adds a section through the form; it is saved as a draft. */
async function addSection(
  page: Page,
  words: { add: string; title: string; content: string; save: string },
  section: { title: string; content: string },
) {
  await page.getByRole("button", { name: words.add }).click();
  const dialog = page.getByRole("dialog", { name: words.add });
  await dialog.getByRole("textbox", { name: words.title }).fill(section.title);
  await dialog.getByRole("textbox", { name: words.content }).fill(section.content);
  await dialog.getByRole("button", { name: words.save }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, section.title)).toBeVisible();
}

test.describe("admin privacy policy manager (SPEC 2.15)", () => {
  keepDocument("privacy-policy", (s) => s.title);

  test("a section added as a draft, published from its badge and moved down is on /privacy after a reload, then deleted", async ({
    page,
    request,
  }) => {
    const tag = runTag("");
    const first = {
      title: `Cookies notice ${tag}`,
      content: `We keep one cookie: the language you chose. ${tag}`,
    };
    const second = {
      title: `Children notice ${tag}`,
      content: `The platform is for adults learning English. ${tag}`,
    };
    const words = { add: "Add section", title: "Title", content: "Content", save: "Save" };

    await signedIn(page, request);
    await page.goto("/admin/privacy?language=en");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

    await addSection(page, words, first);
    await expect(page.getByText("Privacy Policy updated successfully").first()).toBeVisible();
    await addSection(page, words, second);
    await expect(
      rowOf(page, first.title).getByRole("button", { name: `Draft: publish “${first.title}”` }),
    ).toBeVisible();
    await expect
      .poll(async () => (await sectionTitled(request, "privacy-policy", second.title))?.status)
      .toBe("draft");

    // Published from its status badge.
    await rowOf(page, first.title)
      .getByRole("button", { name: `Draft: publish “${first.title}”` })
      .click();
    await expect(
      rowOf(page, first.title).getByRole("button", {
        name: `Published: make “${first.title}” a draft`,
      }),
    ).toBeVisible();
    await expect
      .poll(async () => (await sectionTitled(request, "privacy-policy", first.title))?.status)
      .toBe("published");

    // Moved below the second.
    const before = await sectionTitled(request, "privacy-policy", first.title);
    await rowOf(page, first.title)
      .getByRole("button", { name: `Move “${first.title}” down` })
      .click();
    await expect
      .poll(async () => (await sectionTitled(request, "privacy-policy", first.title))?.order)
      .toBe((before?.order ?? 0) + 1);
    expect((await sectionTitled(request, "privacy-policy", second.title))?.order).toBe(
      before?.order,
    );

    await page.reload();
    const titles = tableRows(page).filter({ hasText: tag });
    await expect(titles).toHaveCount(2);
    await expect(titles.nth(0)).toContainText(second.title);
    await expect(titles.nth(1)).toContainText(first.title);
    await expect(
      rowOf(page, first.title).getByRole("button", {
        name: `Published: make “${first.title}” a draft`,
      }),
    ).toBeVisible();
    await expect(
      rowOf(page, second.title).getByRole("button", { name: `Draft: publish “${second.title}”` }),
    ).toBeVisible();

    // The preview shows published sections only.
    await page.getByRole("tab", { name: "Preview" }).click();
    await expect(page).toHaveURL(/[?&]view=preview/);
    const preview = page.getByRole("region", { name: "Preview of the public page in English" });
    await expect(preview.getByRole("heading", { level: 3, name: first.title })).toBeVisible();
    await expect(preview.getByText(second.title)).toHaveCount(0);

    // The public page, in English.
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: first.title })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 }).last()).toHaveText(first.title);
    await expect(main.getByText(second.title)).toHaveCount(0);

    // Both deleted, each after saying yes.
    await page.goto("/admin/privacy?language=en");
    for (const section of [first, second]) {
      await rowOf(page, section.title)
        .getByRole("button", { name: `Delete “${section.title}”` })
        .click();
      const confirm = page.getByRole("dialog", { name: "Delete section" });
      await expect(confirm).toContainText("Are you sure you want to delete this section?");
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(rowOf(page, section.title)).toHaveCount(0);
    }
    await expect
      .poll(async () =>
        (await sectionsOf(request, "privacy-policy")).filter((s) => s.title.includes(tag)),
      )
      .toEqual([]);
    await page.reload();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(tableRows(page).filter({ hasText: tag })).toHaveCount(0);
    await page.goto("/privacy");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(page.getByRole("main").getByText(first.title)).toHaveCount(0);
  });
});

test.describe("admin terms of service manager, in Arabic (SPEC 2.15)", () => {
  keepDocument("terms-of-service", (s) => s.title);

  test("an Arabic section published and moved up is on the Arabic /terms after a reload, then deleted", async ({
    page,
    request,
  }) => {
    const tag = runTag("");
    const first = { title: `قسم الاشتراك ${tag}`, content: `يبدأ الاشتراك عند الإطلاق. ${tag}` };
    const second = { title: `قسم الدعم ${tag}`, content: `نجيب عن الرسائل خلال يومين. ${tag}` };
    const words = { add: "إضافة قسم", title: "العنوان", content: "المحتوى", save: "حفظ" };

    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto("/admin/terms?language=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "شروط الخدمة" })).toBeVisible();

    await addSection(page, words, first);
    await expect(page.getByText("تم تحديث شروط الخدمة بنجاح").first()).toBeVisible();
    await addSection(page, words, second);
    await expect
      .poll(async () => (await sectionTitled(request, "terms-of-service", second.title))?.language)
      .toBe("ar");

    await rowOf(page, second.title)
      .getByRole("button", { name: `مسودة: نشر «${second.title}»` })
      .click();
    await expect(
      rowOf(page, second.title).getByRole("button", {
        name: `منشور: تحويل «${second.title}» إلى مسودة`,
      }),
    ).toBeVisible();
    await expect
      .poll(async () => (await sectionTitled(request, "terms-of-service", second.title))?.status)
      .toBe("published");

    const before = await sectionTitled(request, "terms-of-service", second.title);
    await rowOf(page, second.title)
      .getByRole("button", { name: `نقل «${second.title}» إلى الأعلى` })
      .click();
    await expect
      .poll(async () => (await sectionTitled(request, "terms-of-service", second.title))?.order)
      .toBe((before?.order ?? 0) - 1);

    await page.reload();
    const mine = tableRows(page).filter({ hasText: tag });
    await expect(mine).toHaveCount(2);
    await expect(mine.nth(0)).toContainText(second.title);
    await expect(mine.nth(1)).toContainText(first.title);
    await expect(mine.nth(0)).toContainText("منشور");
    await expect(mine.nth(1)).toContainText("مسودة");

    await page.getByRole("tab", { name: "معاينة" }).click();
    const preview = page.getByRole("region", { name: "معاينة الصفحة العامة باللغة العربية" });
    await expect(preview).toHaveAttribute("dir", "rtl");
    await expect(preview.getByRole("heading", { level: 3, name: second.title })).toBeVisible();
    await expect(preview.getByText(first.title)).toHaveCount(0);

    // The public page in Arabic (the language chosen in the panel).
    await page.goto("/terms");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("شروط الخدمة");
    await expect(main.getByRole("heading", { level: 2, name: second.title })).toBeVisible();
    await expect(main.getByText(first.title)).toHaveCount(0);

    await page.goto("/admin/terms?language=ar");
    for (const section of [first, second]) {
      await rowOf(page, section.title)
        .getByRole("button", { name: `حذف «${section.title}»` })
        .click();
      const confirm = page.getByRole("dialog", { name: "حذف القسم" });
      await expect(confirm).toContainText("هل أنت متأكد من حذف هذا القسم؟");
      await confirm.getByRole("button", { name: "حذف" }).click();
      await expect(rowOf(page, section.title)).toHaveCount(0);
    }
    await expect
      .poll(async () =>
        (await sectionsOf(request, "terms-of-service")).filter((s) => s.title.includes(tag)),
      )
      .toEqual([]);
    await page.reload();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(tableRows(page).filter({ hasText: tag })).toHaveCount(0);
  });
});

/**
 * One shared manager draws both screens: each variant is checked on one of them, so each screen
 * is seen in both languages, themes and sizes between the two.
 */
test.describe("admin accessibility: privacy and terms managers", () => {
  const variants = [
    { path: "/admin/privacy", language: "en", theme: "light", phone: false },
    { path: "/admin/terms", language: "en", theme: "light", phone: true },
    { path: "/admin/terms", language: "ar", theme: "dark", phone: false },
    { path: "/admin/privacy", language: "ar", theme: "dark", phone: true },
  ] as const;
  for (const { path, language, theme, phone } of variants) {
    test(`${path}, ${language}, ${theme}, ${phone ? "phone" : "desktop"}: no serious or critical violations`, async ({
      page,
      request,
    }) => {
      if (phone) await page.setViewportSize({ width: 390, height: 844 });
      await signedIn(page, request, { language, theme });
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
      await expect(tableRows(page).first()).toBeVisible();
      // Soft: the add form or the preview is checked too when the page has findings.
      expect.soft(await screenViolations(page)).toEqual([]);

      if (phone) {
        // The add form, full screen on a phone.
        const add = language === "ar" ? "إضافة قسم" : "Add section";
        await page.getByRole("button", { name: add }).click();
        await expect(page.getByRole("dialog", { name: add })).toBeVisible();
      } else {
        // The preview of the public page.
        await page.getByRole("tab", { name: language === "ar" ? "معاينة" : "Preview" }).click();
        await expect(page.getByTestId("policy-preview").getByRole("heading").first()).toBeVisible();
      }
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
