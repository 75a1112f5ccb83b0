import { expect, test } from "./fixtures";
import { SUBMIT_ROUTE, autofill, contactForm, expectError, trpcError } from "./contact-form";

/** The contact form in the Arabic interface: its rule messages, counter and answers. */

test.describe("contact form in Arabic", () => {
  test("rule messages, the counter, the review message and a server answer", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const f = contactForm(page, "ar");

    await expect(f.counter).toHaveText("٠ / ١٬٠٠٠");
    await f.message.focus();
    await page.keyboard.press("Tab");
    await expectError(page, f.message, "يُرجى كتابة رسالتك");
    await f.message.fill("زوروا casino الآن من فضلكم");
    await expectError(page, f.message, "تحتوي الرسالة على محتوى مريب");
    await f.message.fill("قصيرة");
    await expect(f.counter).toHaveText("٥ / ١٬٠٠٠");
    await expectError(page, f.message, "يجب أن تتكون الرسالة من ١٠ أحرف على الأقل");

    await page.reload();
    await autofill(f.name, "ليلى 2");
    await autofill(f.email, "layla@example.com");
    await autofill(f.message, "متى تبدأ الدروس الأولى؟ شكرًا لكم.");
    await f.send.click();
    await expect(f.status).toHaveText("يُرجى مراجعة الحقول أدناه وإدخال معلومات صحيحة");
    await expectError(page, f.name, "لا يمكن أن يحتوي الاسم على أرقام أو رموز");

    await page.route(SUBMIT_ROUTE, (route) =>
      route.fulfill(
        trpcError(429, "TOO_MANY_REQUESTS", -32029, "Too many requests, please try again later"),
      ),
    );
    await f.name.fill("ليلى");
    await page.clock.fastForward(3000);
    await f.send.click();
    await expect(f.status).toHaveText(
      "أُرسل عدد كبير من الرسائل من اتصالك. يُرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.",
    );
    await expect(f.name).toHaveValue("ليلى");

    await page.unroute(SUBMIT_ROUTE);
    await page.route(SUBMIT_ROUTE, (route) => route.abort());
    await page.clock.fastForward(5000);
    await expect(f.status).toBeEmpty();
    await f.send.click();
    await expect(f.status).toHaveText("حدث خطأ أثناء إرسال رسالتك. يُرجى المحاولة مرة أخرى.");
  });
});
