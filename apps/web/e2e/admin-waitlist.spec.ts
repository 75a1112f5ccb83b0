import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import {
  adminApi,
  arabicNumber,
  joinWaitlist,
  outboxTo,
  runTag,
  screenViolations,
  signedIn,
  statValue,
  waitlistRows,
  AXE_VARIANTS,
  PHONE,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

/** The entries' rows of the table, header left out. */
const rows = (page: Page) => page.getByRole("table").first().locator("tbody tr");
const row = (page: Page, email: string) => rows(page).filter({ hasText: email });

/** The journeys' server has no SMTP: the honest outcome of an invite is "kept in the outbox". */
const INVITED_EN =
  /Invitation saved in the outbox \(SMTP is not configured, so it was not delivered\)/;

test.describe("admin waitlist (SPEC 2.17)", () => {
  test("search, status filter and sort live in the address, survive a reload and shape the CSV export", async ({
    page,
    request,
  }) => {
    const tag = runTag("wlfilter");
    const a = await joinWaitlist(request, uniqueEmail(`${tag}-a`));
    const b = await joinWaitlist(request, uniqueEmail(`${tag}-b`));
    const c = await joinWaitlist(request, uniqueEmail(`${tag}-c`));
    await adminApi(request, "post", `/api/waitlist/${c.id}/invite`);

    await signedIn(page, request);
    await page.goto("/admin/waitlist");
    await expect(page.getByRole("heading", { level: 1, name: "Early Access" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
    await expect(rows(page)).toHaveCount(3);

    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Pending", exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=pending/);
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, c.email)).toHaveCount(0);

    const emailHeader = page.getByRole("columnheader", { name: "Name and email" });
    await emailHeader.getByRole("button").click();
    await expect(page).toHaveURL(/sortBy=email&sortDir=asc/);
    await expect(rows(page).nth(0)).toContainText(a.email);
    await emailHeader.getByRole("button").click();
    await expect(page).toHaveURL(/sortBy=email&sortDir=desc/);
    await expect(rows(page).nth(0)).toContainText(b.email);
    await expect(rows(page).nth(1)).toContainText(a.email);

    await page.reload();
    await expect(page).toHaveURL(/sortBy=email&sortDir=desc/);
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
    await expect(page.getByRole("combobox", { name: "Status" })).toHaveValue("Pending");
    await expect(emailHeader).toHaveAttribute("aria-sort", "descending");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText(b.email);
    await expect(rows(page).nth(1)).toContainText(a.email);

    // The export is the filtered, sorted list: UTF-8 with a byte order mark.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^waitlist-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^id,email,name,status,/);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([b.email, a.email]);
    expect(lines[1]).toContain(",pending,");
  });

  test("inviting one, changing a status and deleting with confirmation all persist", async ({
    page,
    request,
  }) => {
    const tag = runTag("wlrow");
    const invitee = await joinWaitlist(request, uniqueEmail(`${tag}-invite`));
    const member = await joinWaitlist(request, uniqueEmail(`${tag}-status`));
    const leaver = await joinWaitlist(request, uniqueEmail(`${tag}-delete`));

    await signedIn(page, request);
    await page.goto(`/admin/waitlist?search=${tag}`);
    await expect(rows(page)).toHaveCount(3);

    // Invite one.
    await row(page, invitee.email)
      .getByRole("button", { name: `Send invite to ${invitee.email}` })
      .click();
    await expect(page.getByText(INVITED_EN)).toBeVisible();
    // Notified ("Sent", SPEC 4), its email only queued, and the row says so.
    await expect(row(page, invitee.email)).toContainText("Sent");
    await expect(row(page, invitee.email)).toContainText("Queued");
    await expect(
      row(page, invitee.email).getByRole("button", {
        name: `Send the invite again to ${invitee.email}`,
      }),
    ).toBeVisible();

    // Change a status through the row's menu.
    await row(page, member.email)
      .getByRole("button", { name: `More actions for ${member.email}` })
      .click();
    await page.getByRole("menuitem", { name: "Completed" }).click();
    await expect(page.getByText("Status changed to Completed")).toBeVisible();
    await expect(row(page, member.email)).toContainText("Completed");

    // Delete, after saying yes.
    await row(page, leaver.email)
      .getByRole("button", { name: `More actions for ${leaver.email}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete entry" });
    await expect(confirm).toContainText("Are you sure you want to delete this item?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Entry deleted")).toBeVisible();
    await expect(row(page, leaver.email)).toHaveCount(0);

    await page.reload();
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, invitee.email)).toContainText("Sent");
    await expect(row(page, invitee.email)).not.toContainText("Not invited yet");
    await expect(row(page, member.email)).toContainText("Completed");
    await expect(row(page, leaver.email)).toHaveCount(0);

    const stored = await waitlistRows(request, { search: tag });
    expect(stored.map((e) => [e.email, e.status]).sort()).toEqual(
      [
        [invitee.email, "notified"],
        [member.email, "registered"],
      ].sort(),
    );
    expect(stored.find((e) => e.email === invitee.email)?.sentAt).toBeTruthy();

    // The invitation is in the outbox, and on the Emails screen.
    const [mail] = await outboxTo(request, invitee.email, "waitlist-invite");
    expect(mail).toMatchObject({ language: "en" });
    await page.goto(`/admin/emails?search=${encodeURIComponent(invitee.email)}`);
    const emailRow = page
      .getByRole("table", { name: "Emails" })
      .locator("tbody tr")
      .filter({ hasText: "Invitation" });
    await expect(emailRow).toHaveCount(1);
    await expect(emailRow).toContainText(invitee.email);
  });

  test("in Arabic: two chosen rows invited at once, then the next two in line", async ({
    page,
    request,
  }) => {
    const tag = runTag("wlbulk");
    const first = await joinWaitlist(request, uniqueEmail(`${tag}-1`), "ar");
    const second = await joinWaitlist(request, uniqueEmail(`${tag}-2`), "ar");
    const third = await joinWaitlist(request, uniqueEmail(`${tag}-3`), "ar");
    // With the third, two pending entries at least for "the next two in line".
    await joinWaitlist(request, uniqueEmail(`${tag}-4`), "ar");

    await signedIn(page, request, { language: "ar" });
    await page.goto(`/admin/waitlist?search=${tag}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1, name: "الوصول المبكر" })).toBeVisible();
    await expect(rows(page)).toHaveCount(4);

    await page.getByRole("checkbox", { name: `تحديد ${first.email}` }).check();
    await page.getByRole("checkbox", { name: `تحديد ${second.email}` }).check();
    await expect(page.getByText(`المحدد: ${arabicNumber(2)}`)).toBeVisible();
    await page.getByRole("button", { name: "دعوة المحددين" }).click();
    // No SMTP: invited, not delivered (the counts in the title, the outbox text below).
    await expect(page.getByText("المدعوّون: ٢.")).toBeVisible();
    await expect(page.getByText(/حُفظت الدعوات في صندوق الصادر/)).toBeVisible();
    await expect(row(page, first.email)).toContainText("تم الإرسال");
    await expect(row(page, second.email)).toContainText("تم الإرسال");

    await page.reload();
    await expect(row(page, first.email)).toContainText("تم الإرسال");
    await expect(row(page, second.email)).toContainText("تم الإرسال");
    await expect(row(page, third.email)).toContainText("قيد الانتظار");
    for (const entry of [first, second]) {
      const [mail] = await outboxTo(request, entry.email, "waitlist-invite");
      expect(mail).toMatchObject({ language: "ar" });
    }

    // The next two in line are the first two pending entries of the whole queue (confirmed ones
    // first), these entries being unconfirmed ones: the box that lets those in is ticked.
    const next = await waitlistRows(request, {
      status: "pending",
      sortBy: "position",
      sortDir: "asc",
      limit: 2,
    });
    expect(next).toHaveLength(2);
    const pendingBefore = (
      await adminApi<{ pendingCount: number }>(request, "get", "/api/waitlist/stats")
    ).pendingCount;

    await page.getByRole("button", { name: "دعوة التالين في الدور" }).click();
    const form = page.getByRole("form", { name: "دعوة الأشخاص التالين في الدور" });
    await form.getByRole("textbox", { name: "عدد الأشخاص المراد دعوتهم" }).fill("2");
    await form.getByRole("checkbox", { name: "تضمين الإدخالات غير المؤكَّدة" }).check();
    await form.getByRole("button", { name: "دعوة", exact: true }).click();
    await expect(page.getByText("المدعوّون: ٢.")).toBeVisible();

    await page.reload();
    await expect(statValue(page, "قيد الانتظار")).toHaveText(arabicNumber(pendingBefore - 2));
    for (const entry of next) {
      const [stored] = await waitlistRows(request, { search: entry.email });
      expect(stored?.status).toBe("notified");
    }
  });
});

test.describe("admin accessibility: waitlist", () => {
  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const entry = await joinWaitlist(request, uniqueEmail("wl.axe"), language);
      await signedIn(page, request, { language, theme });
      await page.goto(`/admin/waitlist?search=${encodeURIComponent(entry.email)}`);
      await expect(row(page, entry.email)).toBeVisible();
      // Soft: the details drawer is checked too when the page has findings.
      expect.soft(await screenViolations(page)).toEqual([]);

      if (phone) {
        // The entry's details, a full-width drawer on a phone.
        await row(page, entry.email).getByRole("cell").nth(1).click();
        await expect(page.getByRole("dialog", { name: entry.email })).toBeVisible();
        expect(await screenViolations(page)).toEqual([]);
      }
    });
  }
});
