import type { Locator, Page } from "@playwright/test";
import {
  registerUser,
  adminApi,
  joinWaitlist,
  outboxTo,
  runTag,
  sendContact,
  signedIn,
  statValue,
  AXE_VARIANTS,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

/**
 * What the admin's tables and cards look like on a 1280 px desktop and a 390 px phone, in English
 * (light) and Arabic (dark): a table fits its box or shows that it scrolls, with its actions in
 * view; long addresses are cut, not spread; figures line up; icons point the reading way.
 */

/** The visible box of a table: its scrolling viewport (named after the table). */
const tableBox = (page: Page, label: string) => page.getByRole("group", { name: label });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not rendered");
  return box;
}

/** True when `inner` lies wholly between the left and right edges of `outer` (1 px of slack). */
async function within(inner: Locator, outer: Locator) {
  const [a, b] = [await boxOf(inner), await boxOf(outer)];
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

/** Every column header of the table is wholly inside its visible box: nothing is off to a side. */
async function expectEveryColumnInView(page: Page, label: string) {
  const box = tableBox(page, label);
  const headers = box.locator("thead th");
  const count = await headers.count();
  expect(count).toBeGreaterThan(2);
  for (let i = 0; i < count; i += 1) {
    const header = headers.nth(i);
    expect(await within(header, box), `column ${i + 1} (${await header.innerText()})`).toBe(true);
  }
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
}

/** The table is wider than its box: it says so with a horizontal scrollbar in sight. */
async function expectVisiblyScrolling(page: Page, label: string) {
  const box = tableBox(page, label);
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(true);
  const scrollbar = page
    .locator(".mantine-datatable-scroll-area")
    .filter({ has: box })
    .locator(".mantine-datatable-scroll-area-scrollbar[data-orientation='horizontal']");
  await expect(scrollbar).toBeVisible();
}

const LONG = "isabella.clark-long-address-name";

const TEXTS = {
  en: {
    recent: "Recent registrations",
    waitlist: "Waitlist entries",
    contact: "Contact submissions",
    emails: "Emails",
    privacy: "Privacy policy sections",
    logout: "Logout",
    invite: (email: string) => `Send the invite again to ${email}`,
    open: (name: string) => `Open the message from ${name}`,
    remove: (name: string) => `Delete the message from ${name}`,
    deleteSection: /^Delete “/,
    figures: [
      "Waitlist total in queue",
      "Pending sign-ups",
      "Contact messages",
      "Days until launch",
    ],
  },
  ar: {
    recent: "أحدث التسجيلات",
    waitlist: "إدخالات قائمة الانتظار",
    contact: "رسائل التواصل",
    emails: "رسائل البريد",
    privacy: "أقسام سياسة الخصوصية",
    logout: "تسجيل الخروج",
    invite: (email: string) => `إعادة إرسال الدعوة إلى ${email}`,
    open: (name: string) => `فتح رسالة ${name}`,
    remove: (name: string) => `حذف رسالة ${name}`,
    deleteSection: /^حذف «/,
    figures: [
      "إجمالي قائمة الانتظار",
      "التسجيلات المعلّقة",
      "إجمالي رسائل التواصل",
      "الأيام المتبقية على الإطلاق",
    ],
  },
} as const;

test.describe("admin layout: tables, cards and icons", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}`, async ({ page, request }) => {
      const text = TEXTS[language];
      if (phone) await page.setViewportSize(PHONE);
      // The newest entry, with a long address, and an invitation to it in the outbox.
      const entry = await joinWaitlist(request, uniqueEmail(LONG), language);
      await adminApi(request, "post", `/api/waitlist/${entry.id}/invite`);
      expect(await outboxTo(request, entry.email, "waitlist-invite")).toHaveLength(1);
      // The newest user (the dashboard's recent registrations), with a long address too.
      const member = await registerUser(request, {
        name: language === "en" ? "Isabella Clark" : "إيزابيلا كلارك",
        email: uniqueEmail(LONG),
        language,
      });
      const sender = `${language === "en" ? "Isabella Clark" : "إيزابيلا كلارك"} ${runTag("")}`;
      await sendContact(request, {
        name: sender,
        email: uniqueEmail(LONG),
        subject: "School partnership for a whole district of secondary schools",
        message: "We are a group of schools interested in a partnership next year.",
        language,
      });
      await signedIn(page, request, { language, theme });

      // Dashboard: the address is cut to one line, the whole of it in its title; on a desktop
      // every column fits the card, on a phone the table scrolls and says so.
      await page.goto("/admin");
      const recent = tableBox(page, text.recent);
      const address = recent.getByText(member.email, { exact: true });
      await expect(address).toHaveAttribute("title", member.email);
      expect(await address.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      if (phone) await expectVisiblyScrolling(page, text.recent);
      else {
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        await expectEveryColumnInView(page, text.recent);
        // The four figures on one line, though a label wraps.
        const tops = await Promise.all(
          text.figures.map(async (label) => (await boxOf(statValue(page, label))).y),
        );
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
      }
      // The logout icon points the reading way: mirrored in Arabic only.
      const logout = page.getByRole("button", { name: text.logout }).locator("svg").first();
      await expect(logout).toHaveCSS(
        "transform",
        language === "ar" ? "matrix(-1, 0, 0, 1, 0, 0)" : "none",
      );

      // Early Access: the row's actions are in view (pinned to the end side on a phone).
      await page.goto("/admin/waitlist");
      const invite = page.getByRole("button", { name: text.invite(entry.email) });
      await expect(invite).toBeVisible();
      expect(await within(invite, tableBox(page, text.waitlist))).toBe(true);
      await expect(invite.locator("svg")).toHaveCSS(
        "transform",
        language === "ar" ? "matrix(-1, 0, 0, 1, 0, 0)" : "none",
      );
      if (phone) await expectVisiblyScrolling(page, text.waitlist);
      else await expectEveryColumnInView(page, text.waitlist);

      // Contact submissions: open and delete in view on a phone too.
      await page.goto("/admin/contact");
      for (const name of [text.open(sender), text.remove(sender)]) {
        const button = page.getByRole("button", { name });
        await expect(button).toBeVisible();
        expect(await within(button, tableBox(page, text.contact))).toBe(true);
      }
      if (!phone) await expectEveryColumnInView(page, text.contact);

      // Emails: every column on a desktop; on a phone the recipient stays while the rest scrolls.
      await page.goto("/admin/emails");
      // The newest email to the address: the invitation (its confirmation request came first).
      const recipient = tableBox(page, text.emails).getByText(entry.email, { exact: true }).first();
      await expect(recipient).toBeVisible();
      if (phone) {
        await expectVisiblyScrolling(page, text.emails);
        // Scrolled towards the end (negative in right-to-left).
        await tableBox(page, text.emails).evaluate((el) => {
          el.scrollLeft = getComputedStyle(el).direction === "rtl" ? -400 : 400;
        });
        expect(await tableBox(page, text.emails).evaluate((el) => el.scrollLeft)).not.toBe(0);
        expect(await within(recipient, tableBox(page, text.emails))).toBe(true);
      } else await expectEveryColumnInView(page, text.emails);

      // Privacy: the delete buttons are red in both schemes (never near-white on the dark body).
      await page.goto("/admin/privacy");
      const remove = tableBox(page, text.privacy)
        .getByRole("button", { name: text.deleteSection })
        .first();
      await expect(remove).toBeVisible();
      const [r, g, b] = (await remove.evaluate((el) => getComputedStyle(el).color))
        .match(/\d+/g)!
        .map(Number);
      expect(r).toBeGreaterThan(150);
      expect(r! - Math.max(g!, b!)).toBeGreaterThan(60);
      expect(await within(remove, tableBox(page, text.privacy))).toBe(true);
    });
  }
});
