import type { Page } from "@playwright/test";
import {
  adminApi,
  AXE_VARIANTS,
  contactRows,
  PHONE,
  runTag,
  screenViolations,
  sendContact,
  signedIn,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

interface Counts {
  unread: number;
  drafts: number;
}

/** The journeys' server has no SMTP: the honest outcome of a message is "kept in the outbox". */
const MESSAGE_KEPT =
  "Message saved in the outbox (SMTP is not configured, so it was not delivered)";
const REPLY_KEPT = "Reply saved in the outbox (SMTP is not configured, so it was not delivered)";

const list = (page: Page) => page.getByRole("list", { name: "Messages" });
const rows = (page: Page) => list(page).getByTestId("mail-row");
const folders = (page: Page) => page.getByRole("navigation", { name: "Folders" });

/** Opens the messages screen in a folder, searching for `term`. */
async function openFolder(page: Page, folder: string, term?: string) {
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await folders(page)
    .getByRole("button", { name: new RegExp(`^${folder}`) })
    .click();
  if (term) await page.getByRole("searchbox", { name: "Search messages" }).fill(term);
}

test.describe("admin messages (SPEC 2.12)", () => {
  test("compose to an address with an attachment, send, and find it in Sent after a reload", async ({
    page,
    request,
  }) => {
    const tag = runTag("mbx");
    const to = uniqueEmail(tag);
    await signedIn(page, request);
    await page.goto("/admin/messages");
    await page.getByRole("button", { name: "Compose" }).click();
    const dialog = page.getByRole("dialog", { name: "New message" });
    await dialog.getByRole("combobox", { name: "To" }).fill(to);
    await dialog.getByRole("textbox", { name: "Subject" }).fill(`Plan ${tag}`);
    await dialog.getByRole("textbox", { name: "Message" }).fill("Your study plan is attached.");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: `plan-${tag}.txt`,
      mimeType: "text/plain",
      buffer: Buffer.from("Week 1: greetings\nWeek 2: numbers\n"),
    });
    await expect(dialog.getByRole("button", { name: `Download plan-${tag}.txt` })).toBeVisible();
    await dialog.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText(MESSAGE_KEPT)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await openFolder(page, "Sent", tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`Plan ${tag}`);
    await expect(rows(page).first().getByRole("img", { name: "Has attachments" })).toBeVisible();
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(to.split("@")[0]!) })
      .click();
    const thread = page.getByRole("region", { name: "Conversation" });
    await expect(thread).toContainText("Your study plan is attached.");
    const chip = thread.getByRole("button", { name: `Download plan-${tag}.txt` });
    await expect(chip).toBeVisible();
    const download = page.waitForEvent("download");
    await chip.click();
    expect((await download).suggestedFilename()).toBe(`plan-${tag}.txt`);
  });

  test("a visitor's message is unread in the inbox; opening it clears it; a reply here shows on the contact screen", async ({
    page,
    request,
  }) => {
    const tag = runTag("mbxin");
    const email = uniqueEmail(tag);
    const sent = await sendContact(request, {
      name: `Visitor ${tag}`,
      email,
      subject: `Course dates ${tag}`,
      message: "When does the next course start?",
    });
    const before = await adminApi<Counts>(request, "get", "/api/mailbox/counts");
    expect(before.unread).toBeGreaterThan(0);

    await signedIn(page, request);
    await page.goto("/admin/messages");
    await expect(folders(page).getByLabel(`${before.unread} unread`)).toBeVisible();
    await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText("Unread:");
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(`Visitor ${tag}`) })
      .click();
    const thread = page.getByRole("region", { name: "Conversation" });
    await expect(thread).toContainText("When does the next course start?");

    await page.reload();
    const after = before.unread - 1;
    if (after > 0) await expect(folders(page).getByLabel(`${after} unread`)).toBeVisible();
    else await expect(folders(page).getByLabel(/unread/)).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).not.toContainText("Unread:");

    // Reply from the mailbox: the same operation as the contact screen's reply.
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(`Visitor ${tag}`) })
      .click();
    await expect(thread.getByRole("button", { name: "Send reply" })).toBeDisabled();
    await thread.getByRole("textbox", { name: "Reply" }).fill(`It starts in January (${tag}).`);
    await thread.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByText(REPLY_KEPT)).toBeVisible();
    await expect(thread.getByRole("listitem")).toHaveCount(2);
    await expect(thread.getByRole("listitem").nth(1)).toContainText(
      `It starts in January (${tag}).`,
    );
    const [stored] = await contactRows(request, email);
    expect(stored).toMatchObject({
      id: sent.id,
      status: "replied",
      reply: `It starts in January (${tag}).`,
    });

    await page.goto(`/admin/contact?search=${tag}`);
    const row = page
      .getByRole("table")
      .first()
      .locator("tbody tr")
      .filter({ hasText: `Visitor ${tag}` });
    await expect(row).toContainText("Replied");

    await page.goto("/admin/messages");
    await openFolder(page, "Sent", tag);
    await expect(rows(page).first()).toContainText(`Re: Course dates ${tag}`);
  });

  test("a saved draft survives a reload and can be sent; star and label persist; filters narrow the list", async ({
    page,
    request,
  }) => {
    const tag = runTag("mbxdr");
    const to = uniqueEmail(tag);
    await sendContact(request, {
      name: `Starred ${tag}`,
      email: uniqueEmail(`${tag}s`),
      subject: `Billing ${tag}`,
      message: "Please send me an invoice for my plan.",
    });
    await signedIn(page, request);
    await page.goto("/admin/messages");
    await page.getByRole("button", { name: "Compose" }).click();
    const dialog = page.getByRole("dialog", { name: "New message" });
    await dialog.getByRole("combobox", { name: "To" }).fill(to);
    await dialog.getByRole("textbox", { name: "Subject" }).fill(`Draft ${tag}`);
    await dialog.getByRole("textbox", { name: "Message" }).fill("To be finished later.");
    await dialog.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved").first()).toBeVisible();

    await page.reload();
    await openFolder(page, "Drafts", tag);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(to.split("@")[0]!) })
      .click();
    const editor = page.getByRole("dialog", { name: "Edit draft" });
    await expect(editor.getByRole("textbox", { name: "Subject" })).toHaveValue(`Draft ${tag}`);
    await editor.getByRole("textbox", { name: "Message" }).fill("Finished now.");
    await editor.getByRole("button", { name: "Send", exact: true }).click();
    await expect(page.getByText(MESSAGE_KEPT)).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await openFolder(page, "Sent", tag);
    await expect(rows(page).first()).toContainText(`Draft ${tag}`);

    // Star and label a message; both are there after a reload.
    await openFolder(page, "Inbox", tag);
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole("button", { name: `Star Billing ${tag}` })
      .click();
    await expect(
      rows(page)
        .first()
        .getByRole("button", { name: `Unstar Billing ${tag}` }),
    ).toBeVisible();
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(`Starred ${tag}`) })
      .click();
    const thread = page.getByRole("region", { name: "Conversation" });
    await thread.getByRole("combobox", { name: "Labels" }).click();
    await page.getByRole("option", { name: "Billing" }).click();
    await expect(rows(page).first().getByRole("img", { name: "Labels: Billing" })).toBeVisible();
    await page.reload();
    await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
    await expect(
      rows(page)
        .first()
        .getByRole("button", { name: `Unstar Billing ${tag}` }),
    ).toBeVisible();
    await expect(rows(page).first().getByRole("img", { name: "Labels: Billing" })).toBeVisible();

    // The label list and the filters narrow the list (applied by the server).
    await page
      .getByRole("navigation", { name: "Labels" })
      .getByRole("button", { name: /Urgent/ })
      .click();
    await expect(page.getByText("No messages match")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Labels" })
      .getByRole("button", { name: /Billing/ })
      .click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByText("Unread", { exact: true }).click();
    await expect(page.getByText("No messages match")).toBeVisible();
    await page.getByText("Read", { exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
  });

  test("the folder, search, filters and open conversation survive a reload", async ({
    page,
    request,
  }) => {
    const tag = runTag("mbxurl");
    await sendContact(request, {
      name: `Keeper ${tag}`,
      email: uniqueEmail(tag),
      subject: `Kept ${tag}`,
      message: "Is the open message still open after a reload?",
    });
    await signedIn(page, request);
    await page.goto("/admin/messages");
    await page.getByRole("searchbox", { name: "Search messages" }).fill(tag);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.getByText("Unread", { exact: true }).click();
    await expect(rows(page)).toHaveCount(1);
    await rows(page)
      .first()
      .getByRole("button", { name: new RegExp(`Keeper ${tag}`) })
      .click();
    const thread = page.getByRole("region", { name: "Conversation" });
    await expect(thread).toContainText("Is the open message still open after a reload?");
    await expect(page).toHaveURL(/[?&]selected=contact(%3A|:)/);

    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveValue(tag);
    await expect(page.getByRole("button", { name: "Filters (1)" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(page.getByRole("radio", { name: "Unread" })).toBeChecked();
    await expect(thread).toContainText("Is the open message still open after a reload?");

    // Another folder closes the conversation and keeps the search; Back returns to it.
    await folders(page)
      .getByRole("button", { name: /^Archived/ })
      .click();
    await expect(thread).toBeHidden();
    await expect(page.getByRole("searchbox", { name: "Search messages" })).toHaveValue(tag);
    await page.goBack();
    await expect(thread).toContainText("Is the open message still open after a reload?");
  });

  for (const variant of AXE_VARIANTS) {
    test(`has no serious accessibility violations (${variant.title})`, async ({
      page,
      request,
    }) => {
      const tag = runTag("mbxaxe");
      await sendContact(request, {
        name: `Axe ${tag}`,
        email: uniqueEmail(tag),
        subject: `Axe ${tag}`,
        message: "A message for the accessibility check.",
      });
      if (variant.phone) await page.setViewportSize(PHONE);
      await signedIn(page, request, { language: variant.language, theme: variant.theme });
      await page.goto("/admin/messages");
      const anyRow = page.getByTestId("mail-row").first();
      await expect(anyRow).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
      await anyRow.getByRole("button").nth(1).click();
      await expect(page.getByTestId("thread").getByRole("listitem").first()).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
    });
  }
});
