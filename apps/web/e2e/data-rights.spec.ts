// Data rights (docs/data-rights.md): a person on their status page downloads everything kept about
// their address (the JSON names the address and the consent they gave), erases it after saying
// yes to what goes, sees it done, and the status link then finds nothing; in English on a desktop
// and in Arabic on a phone, with no serious accessibility fault. And an administrator's
// data-subject request from the waitlist screen: download, then erase after the confirmation.
//
// The journeys' shared server has no SMTP: the status link is had as a person has it, through
// the confirmation email's link, copied fresh from the outbox as the Emails screen does
// (docs/links.md), then the confirmation's answer.
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import {
  adminApi,
  bearer,
  joinWaitlist,
  outboxTo,
  runTag,
  screenViolations,
  signedIn,
  waitlistRows,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";

type Language = "en" | "ar";

const DESKTOP = { width: 1280, height: 800 };

/** What the person reads on the status page (src/pages/status/locales). */
const TEXT = {
  en: {
    statusHeading: "Your place on the waitlist",
    section: "Your data",
    download: "Download my data",
    saved: "Your data was saved as bayan-my-data.json.",
    erase: "Erase my data",
    question: "Erase everything we keep about you?",
    whatGoes:
      "Your place on the waitlist, your referral link and its count, and the emails we sent you will be deleted. This cannot be undone, and this address will not be emailed again.",
    eraseEverything: "Erase everything",
    cancel: "Cancel",
    erasedHeading: "Data erased",
    erasedSaid:
      "Your data is erased: your place, your referral link and the emails sent to you are gone, and this address will not be emailed again.",
    home: "Go to the home page",
    notFound: "No place was found for this link",
  },
  ar: {
    statusHeading: "مكانك في قائمة الانتظار",
    section: "بياناتك",
    download: "تنزيل بياناتي",
    saved: "حُفظت بياناتك في الملف bayan-my-data.json.",
    erase: "محو بياناتي",
    question: "هل تريد محو كل ما نحتفظ به عنك؟",
    whatGoes:
      "سيُحذف مكانك في قائمة الانتظار، ورابط الإحالة الخاص بك وعدّاده، والرسائل التي أرسلناها إليك. لا يمكن التراجع عن ذلك، ولن نراسل هذا العنوان بعد ذلك.",
    eraseEverything: "محو كل شيء",
    cancel: "إلغاء",
    erasedHeading: "تمّ محو البيانات",
    erasedSaid:
      "مُحيت بياناتك: زال مكانك ورابط الإحالة الخاص بك والرسائل التي أُرسلت إليك، ولن نراسل هذا العنوان بعد ذلك.",
    home: "الذهاب إلى الصفحة الرئيسية",
    notFound: "لم نجد مكانًا في القائمة لهذا الرابط",
  },
} satisfies Record<Language, Record<string, string>>;

/** The downloaded JSON, as far as these journeys read it (schemas/personal-data.ts). */
interface PersonalData {
  address: string;
  waitlist: Array<{
    email: string;
    language: Language;
    confirmedAt: string | null;
    referralCode: string | null;
    consent: { at: string; policyUpdated: string | null; language: Language } | null;
  }>;
  emails: Array<{ kind: string; to: string }>;
}

/**
 * Joins the waitlist and confirms as the person would, and answers their status link's token:
 * the confirmation email's link (a fresh copy of it from the outbox: its own token is never kept
 * there), then the confirmation, whose answer carries the status token.
 */
async function joinAndConfirm(request: APIRequestContext, email: string, language: Language) {
  await joinWaitlist(request, email, language);
  const [mail] = await outboxTo(request, email, "waitlist-confirm");
  if (!mail) throw new Error(`no confirmation email to ${email}`);
  const [link] = await adminApi<Array<{ purpose: string; url: string }>>(
    request,
    "post",
    `/api/outbox/${mail.id}/fresh-link`,
  );
  expect(link?.purpose).toBe("waitlist-confirm");
  const confirm = await request.post("/api/waitlist/confirm", {
    data: { token: new URL(link!.url).searchParams.get("token") },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { statusToken } = ((await confirm.json()) as { data: { statusToken: string } }).data;
  return statusToken;
}

/** The waitlist's rows for exactly this address. */
const entriesOf = async (request: APIRequestContext, email: string) =>
  (await waitlistRows(request, { search: email })).filter((row) => row.email === email);

/** Serious and critical violations on the whole page, once no CSS transition is running. */
async function scan(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  return seriousViolations(page);
}

/** The whole journey on the status page, in a language and at a size. */
async function downloadThenErase(
  { page, request }: { page: Page; request: APIRequestContext },
  language: Language,
  viewport: { width: number; height: number },
) {
  const t = TEXT[language];
  const email = uniqueEmail(runTag(`rights${language}`));
  const token = await joinAndConfirm(request, email, language);

  await page.setViewportSize(viewport);
  await page.addInitScript((l) => localStorage.setItem("language", l), language);
  await page.goto(`/status?token=${token}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  await expect(page.getByRole("heading", { level: 1, name: t.statusHeading })).toBeVisible();

  // "Your data", below the place.
  const section = page.getByRole("region", { name: t.section });
  await expect(section.getByRole("heading", { level: 2, name: t.section })).toBeVisible();
  expect(await scan(page)).toEqual([]);

  // Download: a JSON file with the address and the consent given when joining.
  const downloading = page.waitForEvent("download");
  await section.getByRole("button", { name: t.download }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("bayan-my-data.json");
  const data = JSON.parse(await readFile(await download.path(), "utf8")) as PersonalData;
  expect(data.address).toBe(email);
  expect(data.waitlist).toHaveLength(1);
  expect(data.waitlist[0]).toMatchObject({ email, language });
  expect(data.waitlist[0]!.confirmedAt).not.toBeNull();
  expect(data.waitlist[0]!.consent).toMatchObject({ language });
  expect(Date.parse(data.waitlist[0]!.consent!.at)).not.toBeNaN();
  expect(data.emails.map((mail) => mail.kind)).toContain("waitlist-confirm");
  await expect(section.getByText(t.saved)).toBeVisible();

  // Erase asks first, saying what goes; Cancel keeps everything.
  await section.getByRole("button", { name: t.erase }).click();
  const question = section.getByTestId("erase-question");
  await expect(question).toContainText(t.question);
  await expect(question).toContainText(t.whatGoes);
  await expect(question.getByRole("button", { name: t.eraseEverything })).toBeFocused();
  expect(await scan(page)).toEqual([]);
  await question.getByRole("button", { name: t.cancel }).click();
  await expect(question).toBeHidden();
  await expect(section.getByRole("button", { name: t.erase })).toBeFocused();
  expect(await entriesOf(request, email)).toHaveLength(1);

  // Erase everything: the erased view, in the page's language.
  await section.getByRole("button", { name: t.erase }).click();
  await section
    .getByTestId("erase-question")
    .getByRole("button", { name: t.eraseEverything })
    .click();
  const erased = page.getByRole("heading", { level: 1, name: t.erasedHeading });
  await expect(erased).toBeVisible();
  await expect(erased).toBeFocused();
  await expect(page.getByText(t.erasedSaid)).toBeVisible();
  await expect(page.getByRole("link", { name: t.home })).toHaveAttribute("href", "/");
  await expect(page.getByRole("region", { name: t.section })).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  expect(await scan(page)).toEqual([]);

  // Gone: the entry, and what the link could show.
  expect(await entriesOf(request, email)).toEqual([]);
  expect((await request.get(`/api/waitlist/status/${token}`)).status()).toBe(404);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
  expect(await scan(page)).toEqual([]);
}

test.describe("data rights: the person, on their status page", () => {
  test("in English, on a desktop: downloads their data, erases it after saying yes, and the link then finds nothing", async ({
    page,
    request,
  }) => {
    await downloadThenErase({ page, request }, "en", DESKTOP);
  });

  test("in Arabic, on a phone: the same, right to left", async ({ page, request }) => {
    await downloadThenErase({ page, request }, "ar", PHONE);
  });
});

test.describe("data rights: the administrator's request", () => {
  test("from the waitlist screen: downloads an address's data, then erases it after the confirmation", async ({
    page,
    request,
  }) => {
    const tag = runTag("rightsadmin");
    const keep = await joinWaitlist(request, uniqueEmail(`${tag}-keep`));
    const gone = await joinWaitlist(request, uniqueEmail(`${tag}-gone`));

    await signedIn(page, request);
    await page.goto(`/admin/waitlist?search=${tag}`);
    const rows = page.getByRole("table").first().locator("tbody tr");
    const row = (email: string) => rows.filter({ hasText: email });
    await expect(rows).toHaveCount(2);

    // Download, from the row's menu.
    await row(gone.email)
      .getByRole("button", { name: `More actions for ${gone.email}` })
      .click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "Download personal data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`personal-data-${gone.email}.json`);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as PersonalData;
    expect(data.address).toBe(gone.email);
    expect(data.waitlist.map((entry) => entry.email)).toEqual([gone.email]);
    expect(data.waitlist[0]!.consent).toMatchObject({ language: "en" });

    // Erase: asked first, naming the address and what goes.
    await row(gone.email)
      .getByRole("button", { name: `More actions for ${gone.email}` })
      .click();
    await page.getByRole("menuitem", { name: "Erase personal data" }).click();
    let confirm = page.getByRole("dialog", { name: "Erase personal data?" });
    await expect(confirm).toContainText(`Everything kept about ${gone.email} will be erased`);
    await expect(confirm).toContainText("This cannot be undone.");
    expect.soft(await screenViolations(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(2);

    await row(gone.email)
      .getByRole("button", { name: `More actions for ${gone.email}` })
      .click();
    await page.getByRole("menuitem", { name: "Erase personal data" }).click();
    confirm = page.getByRole("dialog", { name: "Erase personal data?" });
    await confirm.getByRole("button", { name: "Erase everything" }).click();
    await expect(
      page.getByText(
        `The data of ${gone.email} is erased and the address will not be emailed again`,
      ),
    ).toBeVisible();
    await expect(row(gone.email)).toHaveCount(0);
    await expect(rows).toHaveCount(1);
    await expect(row(keep.email)).toHaveCount(1);

    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(row(keep.email)).toHaveCount(1);
    expect(await entriesOf(request, gone.email)).toEqual([]);
    expect(await entriesOf(request, keep.email)).toHaveLength(1);
    // Nothing is kept about it any more: a second erasure finds nothing.
    const again = await request.post("/api/personal-data/erase", {
      headers: await bearer(request),
      data: { email: gone.email },
    });
    expect(again.status()).toBe(404);
  });
});
