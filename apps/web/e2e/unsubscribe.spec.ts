// Issue 25's one-click unsubscribe (docs/email-delivery.md) as a person meets it: the "place
// confirmed" email as received carries the List-Unsubscribe headers and a footer link; opening the
// link changes nothing; the page's button unsubscribes; the next email to that address is not sent.
// And a mailbox provider's one-click POST to the same link. In English on a desktop, in Arabic on
// a phone, with no serious accessibility fault on the page.
//
// Like waitlist-referrals.spec.ts, this file starts its own server delivering to a real SMTP sink
// (e2e/mail-sink.ts): the unsubscribe link is minted at delivery and read from the email as
// received, never from the outbox (which holds no token).
import type { APIRequestContext, Page } from "@playwright/test";
import { bearer, forgetAdminToken, joinWaitlist, outboxTo, type WaitlistRow } from "./admin";
import { seriousViolations } from "./axe";
import { expect, test as base } from "./fixtures";
import {
  startMailSink,
  startServerWithMail,
  type MailServer,
  type MailSink,
  type ReceivedMail,
} from "./mail-sink";

interface Mail {
  sink: MailSink;
  server: MailServer;
}

/** One SMTP sink and one server for the whole file; every page and request goes to that server. */
const test = base.extend<object, { mail: Mail }>({
  mail: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const sink = await startMailSink();
      const server = await startServerWithMail(sink.url).catch(async (error: unknown) => {
        await sink.close();
        throw error;
      });
      // admin.ts keeps one admin session per worker: this file's is signed in on this server.
      forgetAdminToken();
      await use({ sink, server });
      forgetAdminToken();
      await server.stop();
      await sink.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.origin),
});
test.describe.configure({ mode: "serial", timeout: 120_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A link's token: 32 random bytes in base64url (docs/links.md). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The sender's own mailbox (MAIL_FROM of startServerWithMail): the headers' mailto fallback. */
const MAILTO = "mailto:no-reply@bayan.test?subject=unsubscribe";

type Language = "en" | "ar";

/**
 * What the person reads: the "place confirmed" email's subject
 * (packages/trpc/src/services/email/waitlist-templates.ts), its footer link
 * (services/email/unsubscribe.ts) and the unsubscribe page (src/pages/unsubscribe/locales).
 */
const TEXT = {
  en: {
    confirmedSubject: "Your place on the Bayan waitlist is confirmed",
    footerLink: "Unsubscribe",
    heading: "Unsubscribe from Bayan's emails",
    after: "After you unsubscribe, you will get no more emails from Bayan at this address.",
    unsubscribe: "Unsubscribe",
    done: "You are unsubscribed",
    said: (masked: string) => `${masked} is unsubscribed: Bayan will not email it again.`,
  },
  ar: {
    confirmedSubject: "تم تأكيد مكانك في قائمة انتظار بيان",
    footerLink: "إلغاء الاشتراك",
    heading: "إلغاء الاشتراك في رسائل بيان",
    after: "بعد إلغاء الاشتراك، لن تصلك أي رسالة أخرى من بيان على هذا العنوان.",
    unsubscribe: "إلغاء الاشتراك",
    done: "أُلغي اشتراكك",
    said: (masked: string) => `أُلغي اشتراك ${masked}: لن يرسل إليه بيان أي رسالة بعد الآن.`,
  },
} satisfies Record<Language, unknown>;

/** The address as the page shows it: its first letter, then the domain (j***@example.com). */
const masked = (email: string) => `${email[0]}***@${email.split("@")[1]}`;

// --- The emails as received ---

/** The raw message's header lines, as they came over SMTP (folded lines not joined). */
const headerLines = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0]!.split(/\r?\n/);

/**
 * Joins through the API and confirms with the link of the confirmation email as received, which
 * itself carries no unsubscribe (the person asked for it that moment).
 */
async function joinAndConfirm(
  request: APIRequestContext,
  mail: Mail,
  email: string,
  language: Language,
): Promise<WaitlistRow> {
  const entry = await joinWaitlist(request, email, language);
  const received = await mail.sink.waitFor(email);
  expect(headerLines(received).filter((line) => /^List-Unsubscribe/i.test(line))).toEqual([]);
  expect(received.text).not.toContain("/unsubscribe?token=");
  const token = /\/confirm\?token=([A-Za-z0-9_-]+)/.exec(received.text)?.[1];
  expect(token, `the confirmation link in "${received.subject}"`).toMatch(TOKEN);
  const confirm = await request.post("/api/waitlist/confirm", { data: { token } });
  expect(confirm.status(), await confirm.text()).toBe(200);
  return entry;
}

/**
 * The "place confirmed" email to an address and its unsubscribe link: the List-Unsubscribe header
 * (one unfolded line, the link and the sender's mailto), List-Unsubscribe-Post, and the same link
 * in the footer of the text and the HTML, in the email's language.
 */
async function unsubscribeLinkOf(mail: Mail, email: string, language: Language): Promise<URL> {
  const t = TEXT[language];
  const received = await mail.sink.waitFor(email, {
    subject: new RegExp(`^${t.confirmedSubject}$`),
  });
  const lines = headerLines(received);

  const listUnsubscribe = lines.findIndex((line) => /^List-Unsubscribe:/i.test(line));
  expect(listUnsubscribe, "a List-Unsubscribe header").toBeGreaterThan(-1);
  const header = new RegExp(
    `^List-Unsubscribe: <(${mail.server.origin}/unsubscribe\\?token=([A-Za-z0-9_-]+))>, ` +
      `<${MAILTO.replace(/[.?]/g, "\\$&")}>$`,
  ).exec(lines[listUnsubscribe]!);
  expect(header, `List-Unsubscribe on one line: ${lines[listUnsubscribe]}`).not.toBeNull();
  expect(lines[listUnsubscribe + 1] ?? "", "no folded continuation").not.toMatch(/^[ \t]/);
  expect(lines.filter((line) => /^List-Unsubscribe:/i.test(line))).toHaveLength(1);
  const post = lines.filter((line) => /^List-Unsubscribe-Post:/i.test(line));
  expect(post).toEqual(["List-Unsubscribe-Post: List-Unsubscribe=One-Click"]);

  const [, url, token] = header!;
  expect(token).toMatch(TOKEN);
  expect(received.text.split(/\r?\n/)).toContain(`${t.footerLink}: ${url}`);
  expect(received.html).toContain(`href="${url}"`);
  return new URL(url!);
}

// --- The page and the link's state ---

/** GET /api/unsubscribe/{token}: the page's check, which changes nothing. */
async function linkState(request: APIRequestContext, url: URL) {
  const res = await request.get(`/api/unsubscribe/${url.searchParams.get("token")}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { state: string; language: Language; email: string } })
    .data;
}

/** Serious and critical WCAG 2.1 AA violations, scanned once no CSS transition is running. */
async function scan(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  return seriousViolations(page);
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
}

/** A subscribed link's page: the heading, the masked address and the one button. */
async function expectChoice(page: Page, email: string, language: Language) {
  const t = TEXT[language];
  await expectLanguage(page, language);
  const choice = page.getByTestId("unsubscribe-choice");
  await expect(choice.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
  await expect(choice.getByText(masked(email), { exact: true })).toBeVisible();
  await expect(choice.getByText(t.after)).toBeVisible();
  await expect(choice.getByRole("button", { name: t.unsubscribe, exact: true })).toBeEnabled();
}

/** The done state: the title and the server's sentence with the masked address; no button. */
async function expectUnsubscribed(page: Page, email: string, language: Language) {
  const t = TEXT[language];
  const state = page.getByTestId("unsubscribe-state");
  await expect(state).toHaveAttribute("data-state", "unsubscribed");
  await expect(state.getByRole("heading", { level: 1, name: t.done })).toBeVisible();
  await expect(state.getByText(t.said(masked(email)), { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: t.unsubscribe, exact: true })).toHaveCount(0);
}

/**
 * Opens the email's link as a person would after a mail scanner opened it: the scanner's GET and
 * the page both leave the address subscribed. The browser has no language chosen: the page speaks
 * the email's.
 */
async function openLink(
  page: Page,
  request: APIRequestContext,
  url: URL,
  email: string,
  language: Language,
) {
  const scanned = await request.get(url.href);
  expect(scanned.status()).toBe(200);
  expect(await linkState(request, url)).toEqual({
    state: "subscribed",
    language,
    email: masked(email),
  });
  await page.goto(url.href);
  await expectChoice(page, email, language);
  expect((await linkState(request, url)).state).toBe("subscribed");
  expect(await scan(page)).toEqual([]);
}

/** Clicks Unsubscribe: the done state, and the link now says unsubscribed. */
async function unsubscribeOnPage(
  page: Page,
  request: APIRequestContext,
  url: URL,
  email: string,
  language: Language,
) {
  await page.getByRole("button", { name: TEXT[language].unsubscribe, exact: true }).click();
  await expectUnsubscribed(page, email, language);
  // The page moved focus to its new title (RegisterHeading's focus).
  await expect(page.getByRole("heading", { level: 1, name: TEXT[language].done })).toBeFocused();
  expect((await linkState(request, url)).state).toBe("unsubscribed");
}

const tag = () => Date.now().toString(36);

// --- The journeys ---

test("in English on a desktop: the confirmed email's unsubscribe link, the page's button, and no email after", async ({
  page,
  request,
  mail,
}) => {
  const email = `unsub.en${tag()}@example.com`;
  const entry = await joinAndConfirm(request, mail, email, "en");
  const url = await unsubscribeLinkOf(mail, email, "en");

  await page.setViewportSize(DESKTOP);
  await openLink(page, request, url, email, "en");
  await unsubscribeOnPage(page, request, url, email, "en");
  expect(await scan(page)).toEqual([]);

  // Opened again: already unsubscribed, said the same, with nothing to press.
  await page.reload();
  await expectLanguage(page, "en");
  await expectUnsubscribed(page, email, "en");

  // The administrator invites the entry: the invitation is not sent, and says why.
  const before = mail.sink.to(email).length;
  const invite = await request.post(`/api/waitlist/${entry.id}/invite`, {
    headers: await bearer(request),
  });
  expect(invite.status(), await invite.text()).toBe(200);
  expect(((await invite.json()) as { delivery: string }).delivery).toBe("suppressed");
  await expect
    .poll(async () =>
      (await outboxTo(request, email, "waitlist-invite")).map(({ status, lastError }) => ({
        status,
        lastError,
      })),
    )
    .toEqual([{ status: "suppressed", lastError: "Not sent: the address unsubscribed" }]);
  // A short, bounded wait: nothing more arrives for the address.
  await page.waitForTimeout(1000);
  expect(mail.sink.to(email)).toHaveLength(before);
});

test("in Arabic on a phone: the page right to left, its button; and a provider's one-click POST", async ({
  page,
  request,
  mail,
}) => {
  const email = `unsub.ar${tag()}@example.com`;
  await joinAndConfirm(request, mail, email, "ar");
  const url = await unsubscribeLinkOf(mail, email, "ar");

  await page.setViewportSize(PHONE);
  await openLink(page, request, url, email, "ar");
  await unsubscribeOnPage(page, request, url, email, "ar");
  await expectLanguage(page, "ar");
  expect(await scan(page)).toEqual([]);

  // Another person's mailbox provider POSTs to their email's link: unsubscribed at once.
  const other = `oneclick.ar${tag()}@example.com`;
  await joinAndConfirm(request, mail, other, "ar");
  const otherUrl = await unsubscribeLinkOf(mail, other, "ar");
  expect((await linkState(request, otherUrl)).state).toBe("subscribed");
  const oneClick = await request.post(otherUrl.href, {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(oneClick.status(), await oneClick.text()).toBe(200);
  expect(await oneClick.json()).toMatchObject({
    success: true,
    messageKey: "email.unsubscribed",
    params: { email: masked(other) },
  });
  expect(await linkState(request, otherUrl)).toEqual({
    state: "unsubscribed",
    language: "ar",
    email: masked(other),
  });
});
