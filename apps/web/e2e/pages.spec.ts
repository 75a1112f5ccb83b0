import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { storedContacts, uniqueEmail } from "./api";
import { switchToArabic } from "./sections";

const SUCCESS = "Thank you! Your message has been sent successfully. We'll get back to you soon.";
const DUPLICATE =
  "You have recently submitted a message. Please wait before sending another message.";

test.describe("privacy and terms", () => {
  test("the privacy policy shows the published sections in English, then in Arabic", async ({
    page,
  }) => {
    await page.goto("/privacy");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page).toHaveTitle("Privacy Policy · Bayan");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Information Collection",
      "How We Use Your Information",
      "Sharing Your Information",
      "Data Security and Retention",
      "Your Rights and How to Reach Us",
    ]);
    await expect(main.getByText(/^Before launch we collect only what you give us/)).toBeVisible();
    await expect(main.getByText("Last updated: 15 May 2025")).toBeVisible();

    await switchToArabic(page);
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("سياسة الخصوصية");
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("جمع المعلومات");
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(5);
    await expect(main.getByText("Information Collection")).toBeHidden();
    await expect(main.getByText(/^آخر تحديث: .*مايو/)).toBeVisible();
    await expect(page).toHaveTitle("سياسة الخصوصية · بيان");

    // Privacy links to the terms.
    await main.getByRole("link", { name: "شروط الخدمة" }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(main.getByRole("heading", { level: 2 }).first()).toHaveText("استخدام المنصة");
  });

  test("the terms show their categories, link to privacy and contact, and switch to Arabic", async ({
    page,
  }) => {
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "Platform Usage",
      "User Accounts",
      "Intellectual Property",
      "Service Termination",
    ]);
    for (const label of [
      "Platform Usage",
      "User Accounts",
      "Intellectual Property",
      "Service Termination",
    ]) {
      await expect(main.getByRole("img", { name: label })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );

    await switchToArabic(page);
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([
      "استخدام المنصة",
      "حسابات المستخدمين",
      "الملكية الفكرية",
      "إنهاء الخدمة",
    ]);
    await expect(page).toHaveTitle("شروط الخدمة · بيان");
  });

  test("a failed load shows the error, the fallback section and Try Again", async ({
    page,
    baseURL,
  }) => {
    // The server sends the page as built, without its sections, when it cannot read them (a
    // database outage); the browser then asks for them itself, and that fails too.
    const asBuilt = readFileSync(new URL("../dist/pages/en/terms.html", import.meta.url), "utf8")
      .replaceAll("__ORIGIN__", baseURL ?? "")
      .replaceAll("__PAGE_URL__", "/terms");
    await page.route("**/terms", (route) =>
      route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: asBuilt }),
    );
    let fail = true;
    // The call may share a batched request with others, so match it anywhere in the path.
    await page.route(/\/trpc\/[^?]*content\.published/, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: "{}" })
        : route.continue(),
    );
    await page.goto("/terms");
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText("Failed to load terms of service content");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(["Platform Usage"]);

    fail = false;
    await main.getByRole("button", { name: "Try Again" }).click();
    await expect(main.getByRole("alert")).toBeHidden();
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(4);
  });
});

test.describe("contact page", () => {
  test("sends a message, clears the answer after 5 s, and refuses a second one from the same address", async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page).toHaveTitle("Contact us · Bayan");
    await expect(main.getByRole("link", { name: /on YouTube/ })).toHaveAttribute(
      "target",
      "_blank",
    );

    const name = page.getByLabel("Your name");
    const email = page.getByLabel("Email address");
    const message = page.getByLabel("Message", { exact: false }).and(page.locator("textarea"));
    const send = page.getByRole("button", { name: "Send message" });
    const status = page.getByTestId("contact-status");

    await expect(send).toBeDisabled();
    await name.fill("S");
    await email.fill("sara@mail");
    await expect(page.getByText("Name must be at least 2 characters long")).toBeVisible();
    await message.fill("Hi");
    await expect(page.getByText("Invalid email format (example: name@example.com)")).toBeVisible();
    await expect(page.getByTestId("message-counter")).toHaveText("2 / 1,000");
    await expect(send).toBeDisabled();

    const address = uniqueEmail("sara");
    await name.fill("Sara Ahmad");
    await email.fill(address);
    await message.fill("When do the first English lessons start?");
    await page.getByLabel("Subject (optional)").fill("Launch date");
    await expect(send).toBeEnabled();
    // A person takes more than 2 seconds to write; sooner would be filed as spam.
    await page.clock.fastForward(3000);
    await send.click();

    await expect(status).toHaveText(SUCCESS);
    await expect(name).toHaveValue("");
    await expect(message).toHaveValue("");
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({
        name: "Sara Ahmad",
        subject: "Launch date",
        message: "When do the first English lessons start?",
        language: "en",
        source: "contact-page",
        status: "new",
      }),
    ]);

    await page.clock.fastForward(5000);
    await expect(status).toBeEmpty();

    // A second message from the same address soon after is refused.
    await name.fill("Sara Ahmad");
    await email.fill(address);
    await message.fill("One more question about the prices, please.");
    await page.clock.fastForward(3000);
    await send.click();
    await expect(status).toHaveText(DUPLICATE);
    await expect(name).toHaveValue("Sara Ahmad");
    await page.clock.fastForward(5000);
    await expect(status).toBeEmpty();
    expect(await storedContacts(request, address)).toHaveLength(1);
  });

  test("in Arabic: labels, validation and the success text", async ({ page, request }) => {
    await page.clock.install();
    await page.goto("/contact");
    await switchToArabic(page);
    await expect(page).toHaveTitle("تواصل معنا · بيان");

    const send = page.getByRole("button", { name: "إرسال الرسالة" });
    await page.getByLabel("اسمك").fill("ليلى 2");
    await page.getByLabel("البريد الإلكتروني").fill("layla@example.com");
    await expect(page.getByText("لا يمكن أن يحتوي الاسم على أرقام أو رموز")).toBeVisible();
    await page.getByLabel("اسمك").fill("ليلى");
    const address = uniqueEmail("layla");
    await page.getByLabel("البريد الإلكتروني").fill(address);
    await page.locator("textarea").fill("متى تبدأ الدروس الأولى؟ شكرًا لكم.");
    await page.clock.fastForward(3000);
    await send.click();
    await expect(page.getByTestId("contact-status")).toHaveText(
      "شكرًا لك! تم إرسال رسالتك بنجاح. سنعود إليك قريبًا.",
    );
    expect(await storedContacts(request, address)).toEqual([
      expect.objectContaining({ name: "ليلى", language: "ar", status: "new" }),
    ]);
  });
});
