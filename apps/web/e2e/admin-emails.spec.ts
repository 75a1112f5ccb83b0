import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  adminApi,
  joinWaitlist,
  outboxTo,
  runTag,
  screenViolations,
  sendContact,
  signedIn,
  AXE_VARIANTS,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

/**
 * The e2e server has no SMTP, so no email is ever attempted and none can fail: every one stays
 * "queued". These journeys check the list, the filters, the drawer and Retry on queued mail.
 */

const rows = (page: Page) => page.getByRole("table").first().locator("tbody tr");

/** An invitation in the outbox to a new waitlist entry. */
async function queuedInvitation(request: APIRequestContext, language: "en" | "ar") {
  const entry = await joinWaitlist(request, uniqueEmail(runTag("mail")), language);
  await adminApi(request, "post", `/api/waitlist/${entry.id}/invite`);
  const [mail] = await outboxTo(request, entry.email, "waitlist-invite");
  if (!mail) throw new Error(`no invitation to ${entry.email}`);
  return mail;
}

/** Which edge of the window a drawer stands against, once it has slid in. */
async function drawerSide(page: Page, drawer: Locator): Promise<"left" | "right" | "neither"> {
  const width = page.viewportSize()!.width;
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box !== null && (box.x <= 1 || box.x + box.width >= width - 1);
    })
    .toBe(true);
  const box = (await drawer.boundingBox())!;
  return box.x <= 1 ? "left" : box.x + box.width >= width - 1 ? "right" : "neither";
}

test.describe("admin emails (the outbox)", () => {
  test("search and status filter live in the address; the drawer shows the email and Retry puts it back in the queue", async ({
    page,
    request,
  }) => {
    const mail = await queuedInvitation(request, "en");
    expect(mail).toMatchObject({ status: "queued", kind: "waitlist-invite", language: "en" });

    await signedIn(page, request);
    await page.goto("/admin/emails");
    await expect(page.getByRole("heading", { level: 1, name: "Emails" })).toBeVisible();
    await expect(page.getByText("Emails are not being delivered")).toBeVisible();

    // The address has two emails: the waitlist's confirmation request, then the invitation.
    await page.getByRole("searchbox", { name: "Search recipient or subject" }).fill(mail.to);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(mail.to)}`));
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).filter({ hasText: "Waitlist confirmation" })).toHaveCount(1);
    const invitation = rows(page).filter({ hasText: "Invitation" });
    await expect(invitation).toContainText(mail.to);
    await expect(invitation).toContainText("Queued");

    // By delivery state: the counts are those of the search.
    const states = page.getByRole("radiogroup", { name: "Delivery status" });
    await states.getByText("Failed (0)").click();
    await expect(page).toHaveURL(/[?&]status=failed/);
    await expect(page.getByText("No emails match")).toBeVisible();
    await states.getByText("Queued (2)").click();
    await expect(page).toHaveURL(/[?&]status=queued/);
    await expect(rows(page)).toHaveCount(2);

    await page.reload();
    await expect(page).toHaveURL(/[?&]status=queued/);
    await expect(page.getByRole("searchbox", { name: "Search recipient or subject" })).toHaveValue(
      mail.to,
    );
    await expect(states.getByRole("radio", { name: "Queued (2)" })).toBeChecked();
    await expect(rows(page)).toHaveCount(2);

    // The drawer, from the end side (the right in English): the open email is in the address,
    // so a reload keeps it open. Then its facts, the text as sent, and Retry.
    await invitation.click();
    const drawer = page.getByRole("dialog", { name: "Email details" });
    await expect(drawer.getByRole("heading", { name: mail.subject })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]selected=${mail.id}`));
    await page.reload();
    await expect(drawer.getByRole("heading", { name: mail.subject })).toBeVisible();
    expect(await drawerSide(page, drawer)).toBe("right");
    await expect(drawer).toContainText(mail.to);
    await expect(drawer).toContainText(mail.text.split("\n")[0]!);
    const retry = drawer.getByRole("button", { name: "Retry" });
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect(
      page.getByText(
        /Email kept in the outbox \(SMTP is not configured, so it will not be delivered\)|Email queued for another delivery attempt/,
      ),
    ).toBeVisible();

    const [after] = await outboxTo(request, mail.to, "waitlist-invite");
    expect(after).toMatchObject({ id: mail.id, status: "queued", attempts: 0, lastError: null });
    await page.reload();
    await expect(invitation).toContainText("Queued");
  });

  test("in Arabic: a reply to an Arabic message, its drawer right to left, with Retry", async ({
    page,
    request,
  }) => {
    const tag = runTag("mailar");
    const message = await sendContact(request, {
      name: `منى ${tag}`,
      email: uniqueEmail(tag),
      subject: "سؤال عن الدورات",
      message: "متى تبدأ الدورة الأولى؟",
      language: "ar",
    });
    await adminApi(request, "patch", `/api/contact/${message.id}/reply`, {
      reply: "تبدأ الدورة الأولى عند الإطلاق.",
    });
    const [mail] = await outboxTo(request, message.email);
    expect(mail).toMatchObject({ kind: "contact-reply", language: "ar", status: "queued" });

    await signedIn(page, request, { language: "ar", theme: "dark" });
    await page.goto(`/admin/emails?search=${encodeURIComponent(message.email)}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "رسائل البريد" })).toBeVisible();
    await expect(page.getByText("رسائل البريد لا تُسلَّم")).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("رد على رسالة تواصل");
    await expect(rows(page)).toContainText("قيد الإرسال");
    await expect(rows(page)).toContainText("العربية");

    await rows(page).first().click();
    const drawer = page.getByRole("dialog", { name: "تفاصيل الرسالة" });
    await expect(drawer.getByRole("heading", { name: mail!.subject })).toBeVisible();
    await expect(drawer.getByText("تبدأ الدورة الأولى عند الإطلاق.")).toHaveAttribute("dir", "rtl");
    // From the end side: the left in Arabic.
    expect(await drawerSide(page, drawer)).toBe("left");
    await drawer.getByRole("button", { name: "إعادة المحاولة" }).click();
    await expect(
      page.getByText(/حُفظت الرسالة في صندوق الصادر|أُعيدت الرسالة إلى قائمة الإرسال/),
    ).toBeVisible();
    const [after] = await outboxTo(request, message.email);
    expect(after).toMatchObject({ id: mail!.id, status: "queued", attempts: 0 });

    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText("قيد الإرسال");
  });
});

test.describe("admin accessibility: emails", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const mail = await queuedInvitation(request, language);
      await signedIn(page, request, { language, theme });
      await page.goto(`/admin/emails?search=${encodeURIComponent(mail.to)}`);
      // The waitlist's confirmation request and the invitation.
      await expect(rows(page)).toHaveCount(2);
      // Soft: the drawer is checked too when the page has findings.
      expect.soft(await screenViolations(page)).toEqual([]);

      // The invitation's drawer (the whole screen on a phone).
      await rows(page).filter({ hasText: mail.subject }).click();
      const drawer = page.getByRole("dialog", {
        name: language === "ar" ? "تفاصيل الرسالة" : "Email details",
      });
      await expect(drawer).toBeVisible();
      // With the invitation's fresh link shown, and the links issued listed.
      await drawer
        .getByRole("button", { name: language === "ar" ? "نسخ رابط جديد" : "Copy a fresh link" })
        .click();
      await expect(
        drawer.getByRole("textbox", {
          name: language === "ar" ? "رابط تسجيل جديد" : "Fresh registration link",
        }),
      ).toHaveValue(/register\?token=/);
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
