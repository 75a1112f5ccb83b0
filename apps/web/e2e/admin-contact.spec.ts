import type { Page } from "@playwright/test";
import {
  AXE_VARIANTS,
  PHONE,
  contactRows,
  outboxTo,
  runTag,
  screenViolations,
  sendContact,
  signedIn,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

const rows = (page: Page) => page.getByRole("table").first().locator("tbody tr");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The journeys' server has no SMTP: the honest outcome of a reply is "kept in the outbox". */
const REPLIED_EN =
  /^Reply saved in the outbox \(SMTP is not configured, so it was not delivered\)$/;

test.describe("admin contact submissions (SPEC 2.16)", () => {
  test("a new message opened is read; the reply and the priority persist", async ({
    page,
    request,
  }) => {
    const tag = runTag("ctreply");
    const name = `Reply Tester ${tag}`;
    const subject = `Opening hours ${tag}`;
    const sent = await sendContact(request, {
      name,
      email: uniqueEmail(tag),
      subject,
      message: "When will the first English course open for beginners?",
    });
    expect(sent.status).toBe("new");

    await signedIn(page, request);
    await page.goto(`/admin/contact?search=${tag}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Contact Submissions" }),
    ).toBeVisible();
    await expect(row(page, name)).toContainText("New");

    await row(page, name)
      .getByRole("button", { name: `Open the message from ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]selected=${sent.id}`));
    const panel = page.getByRole("region", { name: "Message details" });
    await expect(panel.getByRole("heading", { name: subject })).toBeVisible();
    await expect(panel).toContainText("When will the first English course open for beginners?");
    await expect.poll(async () => (await contactRows(request, sent.email))[0]?.status).toBe("read");

    await page.reload();
    await expect(panel.getByRole("heading", { name: subject })).toBeVisible();
    await expect(panel).toContainText("Read");
    await expect(row(page, name)).toContainText("Read");

    // Reply.
    const reply = `Thank you for asking. Courses open at launch (${tag}).`;
    await panel.getByRole("textbox", { name: `Your reply to ${name}` }).fill(reply);
    await panel.getByRole("button", { name: "Send reply" }).click();
    await expect(panel.getByRole("status").filter({ hasText: REPLIED_EN })).toBeVisible();
    await expect(panel.getByRole("textbox", { name: `Your reply to ${name}` })).toHaveValue("");

    await page.reload();
    await expect(panel).toContainText("Replied");
    // The stored reply, and its email's state: queued, never "sent" without a mail server.
    await expect(panel.getByRole("heading", { name: "Your reply" })).toBeVisible();
    await expect(panel).toContainText(reply);
    await expect(panel).toContainText("Queued");
    const [replied] = await contactRows(request, sent.email);
    expect(replied).toMatchObject({ status: "replied", reply });
    const [mail] = await outboxTo(request, sent.email);
    expect(mail).toMatchObject({
      kind: "contact-reply",
      subject: `Re: ${subject}`,
      language: "en",
    });
    expect(mail?.text).toContain(reply);

    // Priority.
    await panel.getByRole("combobox", { name: "Priority" }).click();
    await page.getByRole("option", { name: "High", exact: true }).click();
    await expect(row(page, name)).toContainText("High");
    await expect
      .poll(async () => (await contactRows(request, sent.email))[0]?.priority)
      .toBe("high");
    await page.reload();
    await expect(panel.getByRole("combobox", { name: "Priority" })).toHaveValue("High");
    await expect(row(page, name)).toContainText("High");
  });

  test("in Arabic: a message marked as spam loses its reply box; another is deleted after confirming", async ({
    page,
    request,
  }) => {
    const tag = runTag("ctspam");
    const spam = await sendContact(request, {
      name: `سارة ${tag}`,
      email: uniqueEmail(`${tag}-spam`),
      subject: "عرض خاص",
      message: "اربح جائزة الآن، اضغط على الرابط.",
      language: "ar",
    });
    const unwanted = await sendContact(request, {
      name: `ليلى ${tag}`,
      email: uniqueEmail(`${tag}-delete`),
      subject: "سؤال مكرر",
      message: "أرسلت هذا السؤال مرتين، يمكن حذف هذه النسخة.",
      language: "ar",
    });

    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto(`/admin/contact?search=${tag}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "رسائل التواصل" })).toBeVisible();
    await expect(rows(page)).toHaveCount(2);

    // Spam.
    await row(page, spam.name)
      .getByRole("button", { name: `فتح رسالة ${spam.name}` })
      .click();
    const panel = page.getByRole("region", { name: "تفاصيل الرسالة" });
    await expect(panel.getByRole("textbox", { name: `ردك على ${spam.name}` })).toBeVisible();
    await panel.getByRole("button", { name: "تعليم كمزعجة" }).click();
    await expect(panel.getByText("صُنّفت رسالةً مزعجة")).toBeVisible();
    await expect(panel.getByRole("textbox", { name: `ردك على ${spam.name}` })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "إرسال الرد" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "تعليم كمزعجة" })).toBeDisabled();
    await expect.poll(async () => (await contactRows(request, spam.email))[0]?.status).toBe("spam");

    // After a reload the message is out of the list and in the spam folder, still without a reply box.
    await page.goto(`/admin/contact?search=${tag}`);
    await expect(rows(page)).toHaveCount(1);
    await expect(row(page, spam.name)).toHaveCount(0);
    await page.getByRole("combobox", { name: "الحالة" }).click();
    await page.getByRole("option", { name: "مجلد الرسائل المزعجة" }).click();
    await expect(page).toHaveURL(/[?&]status=spam/);
    await row(page, spam.name)
      .getByRole("button", { name: `فتح رسالة ${spam.name}` })
      .click();
    await expect(panel.getByText("صُنّفت رسالةً مزعجة")).toBeVisible();
    await expect(panel.getByRole("button", { name: "تعليم كمزعجة" })).toBeDisabled();
    await expect(panel.getByRole("button", { name: "إرسال الرد" })).toHaveCount(0);

    // Delete, after saying yes.
    await page.goto(`/admin/contact?search=${tag}`);
    await row(page, unwanted.name)
      .getByRole("button", { name: `حذف رسالة ${unwanted.name}` })
      .click();
    const confirm = page.getByRole("dialog", { name: "حذف الرسالة" });
    await expect(confirm).toContainText("هل أنت متأكد من أنك تريد حذف هذه الرسالة؟");
    await confirm.getByRole("button", { name: "حذف" }).click();
    await expect(page.getByText("حُذفت الرسالة")).toBeVisible();
    await expect(row(page, unwanted.name)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole("table").first()).toBeVisible();
    await expect(row(page, unwanted.name)).toHaveCount(0);
    expect(await contactRows(request, unwanted.email)).toEqual([]);
  });
});

test.describe("admin accessibility: contact submissions", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const tag = runTag("ctaxe");
      const name = `Axe ${tag}`;
      await sendContact(request, {
        name,
        email: uniqueEmail(tag),
        subject: `Checked by axe ${tag}`,
        message: "A message for the accessibility check of the contact screen.",
        language,
      });
      await signedIn(page, request, { language, theme });
      await page.goto(`/admin/contact?search=${tag}`);
      await expect(row(page, name)).toBeVisible();
      // Soft: the open message is checked too when the page has findings.
      expect.soft(await screenViolations(page)).toEqual([]);

      // The message open: beside the table on a desktop, in a drawer on a phone.
      await row(page, name).click();
      const replyBox = page.getByRole("textbox", {
        name: language === "ar" ? `ردك على ${name}` : `Your reply to ${name}`,
      });
      await expect(replyBox).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
