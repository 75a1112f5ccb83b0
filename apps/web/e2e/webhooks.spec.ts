// Webhooks (docs/email-delivery.md, "Webhooks") as the administrator meets them in Settings >
// Integrations: an endpoint added that points at a receiver this file starts (the server runs with
// WEBHOOKS_ALLOW_PRIVATE=true, playwright.config.ts, so a loopback address is taken), its secret
// shown once, a test event sent, received signed with that secret, and listed in the delivery log
// as delivered with the answer's code 200. In English and in Arabic, with no serious
// accessibility fault on the screen, its dialogs and the log, on a desktop and on a phone.
import type { APIRequestContext, Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { AXE_VARIANTS, PHONE, adminApi, runTag, screenViolations, signedIn } from "./admin";
import { expect, test } from "./fixtures";

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local server taking webhooks: it keeps each request and answers 200. */
let receiver: Server;
let origin = "";
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

interface Endpoint {
  id: string;
  url: string;
}

/** Every endpoint this file made goes at the end of each test (its log with it). */
async function removeEndpoints(request: APIRequestContext, path: string) {
  const all = await adminApi<Endpoint[]>(request, "get", "/api/webhooks");
  for (const endpoint of all.filter((e) => e.url.includes(path))) {
    await adminApi(request, "delete", `/api/webhooks/${endpoint.id}`);
  }
}

/** Standard Webhooks' signature of a request, computed from the secret the screen showed. */
function signatureOf(secret: string, request: Received) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const id = String(request.headers["webhook-id"]);
  const timestamp = String(request.headers["webhook-timestamp"]);
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${request.body}`).digest("base64")}`;
}

const WORDS = {
  en: {
    add: "Add endpoint",
    url: /Endpoint URL/,
    event: /A contact message arrived/,
    secretDialog: "Signing secret",
    done: "Done",
    test: "Send a test event",
    sent: "Test event delivered: the endpoint answered 200",
    log: "Delivery log",
    testEvent: "Test event",
    delivered: "Delivered",
    redeliver: "Redeliver",
    endpoints: "Webhook endpoints",
  },
  ar: {
    add: "إضافة نقطة نهاية",
    url: /عنوان نقطة النهاية/,
    event: /وصلت رسالة تواصل/,
    secretDialog: "سرّ التوقيع",
    done: "تم",
    test: "إرسال حدث تجريبي",
    sent: "سُلِّم الحدث التجريبي: ردّت نقطة النهاية بالرمز 200",
    log: "سجل التسليم",
    testEvent: "حدث تجريبي",
    delivered: "سُلِّم",
    redeliver: "إعادة التسليم",
    endpoints: "نقاط نهاية خطافات الويب",
  },
} as const;

/** The answer's code as the log writes it: in the interface's digits (Latin or Arabic-Indic). */
const CODE_200 = /^(200|٢٠٠)$/;

/** The endpoint's card in the list, by its address. */
const card = (page: Page, language: "en" | "ar", url: string) =>
  page
    .getByRole("list", { name: WORDS[language].endpoints })
    .getByRole("listitem")
    .filter({ hasText: url });

test.describe("webhooks (Settings > Integrations)", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const language of ["en", "ar"] as const) {
    test(`${language}: an endpoint added, a test event received signed and logged as delivered with 200`, async ({
      page,
      request,
    }) => {
      const words = WORDS[language];
      const path = `/${runTag(`hook${language}`)}`;
      const url = `${origin}${path}`;
      await signedIn(page, request, { language, theme: language === "ar" ? "dark" : "light" });
      await page.goto("/admin/settings?tab=integrations");
      await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");

      // Add: the address, one event; the secret is shown once.
      await page.getByRole("button", { name: words.add }).first().click();
      const form = page.getByRole("dialog", { name: words.add });
      await form.getByRole("textbox", { name: words.url }).fill(url);
      await form.getByRole("checkbox", { name: words.event }).check();
      await form.getByRole("button", { name: words.add }).click();
      const dialog = page.getByRole("dialog", { name: words.secretDialog });
      const secretBox = dialog.getByRole("textbox", { name: words.secretDialog });
      await expect(secretBox).toHaveValue(/^whsec_/);
      const secret = await secretBox.inputValue();
      expect(await screenViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: words.done }).click();
      await expect(dialog).toBeHidden();

      // A test event: received signed with that secret, the toast says 200.
      await card(page, language, url).getByRole("button", { name: words.test }).click();
      await expect(page.getByText(words.sent)).toBeVisible();
      const got = received.filter((r) => r.path === path);
      expect(got).toHaveLength(1);
      expect(got[0]!.headers["content-type"]).toBe("application/json");
      expect(got[0]!.headers["webhook-signature"]).toBe(signatureOf(secret, got[0]!));
      expect(JSON.parse(got[0]!.body)).toMatchObject({ type: "webhook.test" });

      // The log: the test event, delivered, code 200.
      const log = page.getByRole("table", { name: words.log });
      const row = log.getByRole("row").filter({ hasText: words.testEvent });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(words.delivered, { exact: true })).toBeVisible();
      await expect(row.getByText(CODE_200)).toBeVisible();
      await expect(row.getByRole("button", { name: words.redeliver })).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);

      await removeEndpoints(request, path);
    });
  }

  for (const { language, theme, phone, title } of AXE_VARIANTS) {
    test(`${title}: the integrations tab and its delivery log, no serious or critical violations`, async ({
      page,
      request,
    }) => {
      if (phone) await page.setViewportSize(PHONE);
      const path = `/${runTag("hookaxe")}`;
      const endpoint = await adminApi<Endpoint>(request, "post", "/api/webhooks", {
        url: `${origin}${path}`,
        description: language === "ar" ? "مزامنة العملاء" : "CRM sync",
        events: ["waitlist.joined", "contact.received"],
      });
      await adminApi(request, "post", `/api/webhooks/${endpoint.id}/test`);
      await signedIn(page, request, { language, theme });
      await page.goto("/admin/settings?tab=integrations");
      const row = page
        .getByRole("table", { name: WORDS[language].log })
        .getByRole("row")
        .filter({ hasText: WORDS[language].testEvent });
      await expect(row.getByText(CODE_200)).toBeVisible();
      expect(await screenViolations(page)).toEqual([]);
      await removeEndpoints(request, path);
    });
  }
});
