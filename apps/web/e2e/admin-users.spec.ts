import type { Page } from "@playwright/test";
import {
  AXE_VARIANTS,
  PHONE,
  outboxTo,
  registerUser,
  runTag,
  screenViolations,
  signedIn,
  trpcCall,
  type RegisteredUser,
} from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

const rows = (page: Page) => page.getByRole("table").first().locator("tbody tr");
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** The journeys' server has no SMTP: the honest outcome of a message is "kept in the outbox". */
const MESSAGE_KEPT =
  "Message saved in the outbox (SMTP is not configured, so it was not delivered)";

test.describe("admin users (SPEC 2.10)", () => {
  test("a registered user is listed; a role change persists; a message is emailed; delete asks and removes", async ({
    page,
    request,
  }) => {
    const tag = runTag("usr");
    const name = `Journey ${tag}`;
    const email = uniqueEmail(tag);
    const registered = await registerUser(request, { name, email });
    expect(registered).toMatchObject({ name, email, role: "student", status: "active" });

    await signedIn(page, request);
    await page.goto(`/admin/users?search=${tag}`);
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(row(page, name)).toContainText(email);
    await expect(row(page, name)).toContainText("Student");
    await expect(row(page, name)).toContainText("Active");

    // Open and edit the role.
    await row(page, name)
      .getByRole("button", { name: `View ${name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`[?&]selected=${registered.id}`));
    const drawer = page.getByRole("dialog", { name });
    await expect(drawer).toContainText(email);
    await drawer.getByRole("button", { name: "Edit" }).click();
    await drawer.getByRole("combobox", { name: "Role" }).click();
    await page.getByRole("option", { name: "Teacher" }).click();
    await drawer.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("User saved")).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Edit" })).toBeVisible();
    await expect(drawer).toContainText("Teacher");
    await expect(row(page, name)).toContainText("Teacher");

    // Reload: still a teacher, on the server too.
    await page.reload();
    await expect(drawer).toContainText("Teacher");
    await expect(row(page, name)).toContainText("Teacher");
    const stored = await trpcCall<RegisteredUser>(
      request,
      "users.get",
      { id: registered.id },
      { admin: true, query: true },
    );
    expect(stored.role).toBe("teacher");

    // Send a message: Send waits for words; the email lands in the outbox.
    const send = drawer.getByRole("button", { name: "Send message" });
    await expect(send).toBeDisabled();
    const message = `Your first class is on Monday (${tag}).`;
    await drawer.getByRole("textbox", { name: "Subject (optional)" }).fill(`Welcome ${tag}`);
    await drawer.getByRole("textbox", { name: `Message to ${name}` }).fill(message);
    await send.click();
    await expect(page.getByText(MESSAGE_KEPT)).toBeVisible();
    await expect(drawer.getByRole("textbox", { name: `Message to ${name}` })).toHaveValue("");
    await expect
      .poll(async () => (await outboxTo(request, email)).find((m) => m.text.includes(message)))
      .toMatchObject({ to: email, language: "en" });

    // Delete: asked first; Cancel keeps the user.
    await drawer.getByRole("button", { name: "Delete" }).click();
    let confirm = page.getByRole("dialog", { name: "Delete user" });
    await expect(confirm).toContainText("Are you sure you want to delete this user?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, name)).toBeVisible();

    await drawer.getByRole("button", { name: "Delete" }).click();
    confirm = page.getByRole("dialog", { name: "Delete user" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("User deleted")).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(row(page, name)).toHaveCount(0);

    await page.reload();
    await expect(page.getByText("No users match")).toBeVisible();
    const after = await trpcCall<{ items: RegisteredUser[] }>(
      request,
      "users.list",
      { search: email },
      { admin: true, query: true },
    );
    expect(after.items).toEqual([]);
  });

  test("Add user sends an invitation and says it is kept in the outbox", async ({
    page,
    request,
  }) => {
    const tag = runTag("usradd");
    const email = uniqueEmail(tag);
    await signedIn(page, request);
    await page.goto("/admin/users");
    await page.getByRole("button", { name: "Add user" }).click();
    const modal = page.getByRole("dialog", { name: "Add user" });
    await modal.getByRole("textbox", { name: "Email" }).fill(email);
    await modal.getByRole("textbox", { name: "Name (optional)" }).fill(`Added ${tag}`);
    await modal.getByRole("button", { name: "Send invitation" }).click();
    await expect(
      page.getByText(
        "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      ),
    ).toBeVisible();
    await expect(modal).toBeHidden();
    await expect
      .poll(async () => (await outboxTo(request, email))[0]?.text ?? "")
      .toContain("/register?token={{link-token:registration}}");

    // Without SMTP, the administrator copies a fresh link from the email (the outbox holds none).
    await page.goto(`/admin/emails?search=${encodeURIComponent(email)}`);
    await rows(page).first().click();
    const drawer = page.getByRole("dialog", { name: "Email details" });
    await expect(drawer.getByText(/register\?token=\(hidden\)/)).toBeVisible();
    await drawer.getByRole("button", { name: "Copy a fresh link" }).click();
    const field = drawer.getByRole("textbox", { name: "Fresh registration link" });
    await expect(field).toHaveValue(/\/register\?token=[A-Za-z0-9_-]{43}$/);
    await expect(drawer.getByText(/^Copied by an administrator on/)).toBeVisible();
    const link = new URL(await field.inputValue());
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Create your account" }),
    ).toBeVisible();
  });

  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: no serious or critical violations`, async ({ page, request }) => {
      if (phone) await page.setViewportSize(PHONE);
      const tag = runTag("usraxe");
      const name = `Axe ${tag}`;
      const registered = await registerUser(request, { name, email: uniqueEmail(tag), language });
      await signedIn(page, request, { language, theme });
      await page.goto(`/admin/users?search=${tag}`);
      await expect(row(page, name)).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);

      // The open user, with its edit form.
      await page.goto(`/admin/users?search=${tag}&selected=${registered.id}`);
      const drawer = page.getByRole("dialog", { name });
      await expect(drawer).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);
      await drawer.getByRole("button", { name: language === "ar" ? "تعديل" : "Edit" }).click();
      await expect(
        drawer.getByRole("button", { name: language === "ar" ? "حفظ" : "Save" }),
      ).toBeVisible();
      expect.soft(await screenViolations(page)).toEqual([]);
    });
  }
});
