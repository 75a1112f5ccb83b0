// Issue 24's "Done means" (docs/waitlist-growth.md): join -> the email as the person receives it
// -> the confirmation page (opening it changes nothing) -> Confirm -> the status page -> a friend
// joins through the referral link and confirms -> the first person moves up; in English and in
// Arabic, on a phone and on a desktop, with no serious accessibility fault on the new pages.
//
// The journeys' shared server has no SMTP, so this file starts its own server delivering to a real
// SMTP sink (e2e/mail-sink.ts): the links are read from the emails as received, since no usable
// one is readable from the outbox (docs/links.md), which the journeys check too.
import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
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
      await use({ sink, server });
      await server.stop();
      await sink.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ mail }, use) => use(mail.server.origin),
});
// A journey takes some 40 s on a busy two-core machine: room to spare for a busier one.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Settings > Waitlist for these journeys: each confirmed friend is worth 5 places. */
const PLACES_PER_REFERRAL = 5;
/** A link's token: 32 random bytes in base64url (docs/links.md). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A token standing alone anywhere in a text (not part of a longer run of its characters). */
const TOKEN_ANYWHERE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

type Language = "en" | "ar";
const arabicDigits = (n: number) => String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)]!);

/**
 * What the person reads, in each language: the landing's form (src/locales), the confirmation
 * and status pages (their catalogs, src/pages/confirm/locales and src/pages/status/locales) and
 * the emails' subjects (packages/trpc/src/services/email/waitlist-templates.ts).
 */
const TEXT = {
  en: {
    emailField: "Email address",
    join: "Join Waitlist",
    joined: "You're on the list! We'll notify you when we launch.",
    confirmFromEmail:
      "Confirm your address from the email we sent to secure your place and get your referral link.",
    confirmSubject: "Confirm your place on the Bayan waitlist",
    confirmedSubject: "Your place on the Bayan waitlist is confirmed",
    confirmHeading: "Confirm your place on the waitlist",
    joinedWith: "Someone joined the Bayan waitlist with this address:",
    confirm: "Confirm",
    notMe: "This wasn't me",
    removeQuestion: "Remove this address from the waitlist? We will never email it again.",
    remove: "Remove my address",
    removedTitle: "Address removed",
    removedSaid: "Your address was removed from the list and will not be emailed again.",
    statusHeading: "Your place on the waitlist",
    place: (place: number, total: number) => `#${place} of ${total}`,
    placeLabel: "Your place in the queue",
    referralField: "Your referral link",
    copy: "Copy link",
    copied: "Copied",
    shareLabel: "Share your link",
    shareEmail: "Email",
    number: (n: number) => String(n),
    friends: (n: number) =>
      n === 1 ? "friend confirmed through your link" : "friends confirmed through your link",
  },
  ar: {
    emailField: "البريد الإلكتروني",
    join: "انضم إلى قائمة الانتظار",
    joined: "أنت الآن في القائمة! سنُعلمك فور الإطلاق.",
    confirmFromEmail:
      "أكّد بريدك الإلكتروني من الرسالة التي أرسلناها إليك لتحجز مكانك وتحصل على رابط الإحالة الخاص بك.",
    confirmSubject: "أكّد مكانك في قائمة انتظار بيان",
    confirmedSubject: "تم تأكيد مكانك في قائمة انتظار بيان",
    confirmHeading: "أكّد مكانك في قائمة الانتظار",
    joinedWith: "انضم أحدهم إلى قائمة انتظار بيان بهذا العنوان:",
    confirm: "تأكيد",
    notMe: "لست أنا",
    removeQuestion: "هل تريد حذف هذا العنوان من قائمة الانتظار؟ لن نراسله بعد ذلك أبدًا.",
    remove: "حذف عنواني",
    removedTitle: "أُزيل العنوان",
    removedSaid: "حُذف عنوانك من القائمة ولن نراسله بعد ذلك.",
    statusHeading: "مكانك في قائمة الانتظار",
    place: (place: number, total: number) =>
      `المركز ${arabicDigits(place)} من ${arabicDigits(total)}`,
    placeLabel: "ترتيبك في قائمة الانتظار",
    referralField: "رابط الإحالة الخاص بك",
    copy: "نسخ الرابط",
    copied: "تم النسخ",
    shareLabel: "شارك رابطك",
    shareEmail: "البريد الإلكتروني",
    number: arabicDigits,
    // The label's plural form: 0 (zero), 1 (one) are the ones these journeys show.
    friends: (n: number) =>
      n === 1 ? "صديق أكّد انضمامه عبر رابطك" : "أصدقاء أكّدوا انضمامهم عبر رابطك",
  },
} satisfies Record<Language, unknown>;

// --- The admin's view, through the REST API ---

let adminToken: string | null = null;
async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const login = await request.post("/api/auth/login", {
      data: { password: E2E_ADMIN_PASSWORD },
    });
    expect(login.ok(), "admin sign-in").toBe(true);
    adminToken = ((await login.json()) as { access_token: string }).access_token;
  }
  return { authorization: `Bearer ${adminToken}` };
}

interface Entry {
  id: string;
  email: string;
  language: Language;
  confirmedAt: string | null;
  position: number | null;
  referralCode: string | null;
  referralCount: number;
  referrer: string | null;
  referralState: string;
  flags: string[];
}

/** The admin list's row for an address (GET /api/waitlist?search=), or undefined. */
async function entryOf(request: APIRequestContext, email: string): Promise<Entry | undefined> {
  const res = await request.get(`/api/waitlist?search=${encodeURIComponent(email)}&limit=100`, {
    headers: await adminHeaders(request),
  });
  expect(res.ok(), `GET /api/waitlist?search=${email}`).toBe(true);
  const rows = ((await res.json()) as { data: Entry[] }).data;
  return rows.find((row) => row.email.toLowerCase() === email.toLowerCase());
}

async function storedEntry(request: APIRequestContext, email: string): Promise<Entry> {
  const entry = await entryOf(request, email);
  if (!entry) throw new Error(`${email} is not on the waitlist`);
  return entry;
}

/** Every token a person received or was given: none may be readable from the outbox. */
const tokensSeen = new Set<string>();

/** GET /api/outbox as the admin holds no link token: neither one that was sent, nor any at all. */
async function expectNoTokenInOutbox(request: APIRequestContext) {
  const res = await request.get("/api/outbox?limit=500", { headers: await adminHeaders(request) });
  expect(res.ok()).toBe(true);
  const json = await res.text();
  const rows = (JSON.parse(json) as { data: Array<{ to: string; text: string }> }).data;
  expect(rows.length).toBeGreaterThan(0);
  expect(json).toContain("{{link-token:waitlist-confirm}}");
  for (const token of tokensSeen) expect(json, "a sent token in the outbox").not.toContain(token);
  expect(json.match(TOKEN_ANYWHERE) ?? []).toEqual([]);
}

// --- The emails as received ---

/** The one link of a waitlist email to `page` (confirm or status), the same in text and HTML. */
function linkIn(mail: ReceivedMail, page: "confirm" | "status", origin: string): URL {
  const pattern = new RegExp(`(https?://[^\\s"<>]+)/${page}\\?token=([A-Za-z0-9_-]+)`, "g");
  const inText = [...mail.text.matchAll(pattern)];
  const inHtml = [...mail.html.matchAll(pattern)];
  expect(inText, `one /${page} link in the text of "${mail.subject}"`).toHaveLength(1);
  expect(
    inHtml.map((m) => m[0]),
    "the HTML's link is the text's",
  ).toEqual([inText[0]![0]]);
  const [, site, token] = inText[0]!;
  expect(site, "the link leads to this server (PUBLIC_URL)").toBe(origin);
  expect(token).toMatch(TOKEN);
  tokensSeen.add(token!);
  return new URL(inText[0]![0]);
}

/** The confirmation email to an address, in its language, and its link. */
async function confirmationEmail(mail: Mail, email: string, language: Language) {
  const received = await mail.sink.waitFor(email, { subject: /./ });
  expect(received.subject).toBe(TEXT[language].confirmSubject);
  const dir = language === "ar" ? "rtl" : "ltr";
  // The root names the language and the direction (in either order), and the body keeps the
  // direction too: some mail clients drop the html element's attributes.
  const root = /<html\b[^>]*>/.exec(received.html)?.[0] ?? "";
  expect(root).toContain(`lang="${language}"`);
  expect(root).toContain(`dir="${dir}"`);
  expect(received.html).toMatch(new RegExp(`<body[^>]*direction:${dir}`));
  return { received, link: linkIn(received, "confirm", mail.server.origin) };
}

/** The "place confirmed" email that follows a confirmation, and its status link. */
async function confirmedEmail(mail: Mail, email: string, language: Language) {
  const subject = TEXT[language].confirmedSubject;
  const received = await mail.sink.waitFor(email, { subject: new RegExp(`^${subject}$`) });
  return linkIn(received, "status", mail.server.origin);
}

// --- The queue as the position rule orders it (docs/waitlist-growth.md, "Decisions") ---

/** The confirmed waiting entries in join order, with their credited referrals. */
const confirmedQueue: Array<{ email: string; referrals: number }> = [];
/** Entries waiting unconfirmed (after every confirmed one in the queue). */
let unconfirmedCount = 0;

/**
 * A confirmed entry's place: its score is its join rank among the confirmed less 5 places per
 * credited referral; lower scores go first, ties to the earlier join.
 */
function expectedPlace(email: string) {
  const scored = confirmedQueue.map((e, i) => ({
    email: e.email,
    rank: i + 1,
    score: i + 1 - PLACES_PER_REFERRAL * e.referrals,
  }));
  const me = scored.find((e) => e.email === email)!;
  const ahead = scored.filter(
    (e) => e.score < me.score || (e.score === me.score && e.rank < me.rank),
  );
  return { place: ahead.length + 1, total: confirmedQueue.length + unconfirmedCount };
}

// --- Pages ---

/** A browser context of its own (another person), on this server, in a language, at a size. */
async function personContext(
  browser: Browser,
  mail: Mail,
  language: Language,
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ baseURL: mail.server.origin, viewport });
  await context.addInitScript((l) => localStorage.setItem("language", l), language);
  return context;
}

/** Opens a page and waits for its code to have taken over (as fixtures.ts's page.goto does). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 15_000 });
}

/**
 * Serious and critical WCAG 2.1 AA violations on the whole page, scanned once no CSS transition
 * is running (colours read mid-way are neither state's).
 */
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

/**
 * Joins with the landing's form. The form is given the time a person takes to type (the clock
 * runs ahead), as a join sent faster is flagged and its referral would wait for review.
 */
async function joinWithForm(page: Page, email: string, language: Language) {
  const t = TEXT[language];
  const field = page.getByLabel(t.emailField);
  await field.fill(email);
  await page.clock.fastForward(3000);
  await page.locator("#waitlist-form").getByRole("button", { name: t.join }).click();
  await expect(page.getByText(t.joined)).toBeVisible();
  await expect(page.getByText(t.confirmFromEmail)).toBeVisible();
}

/** The confirmation page of a valid link: the masked address and the two buttons. */
async function expectConfirmChoice(page: Page, email: string, language: Language) {
  const t = TEXT[language];
  await expect(page.getByRole("heading", { level: 1, name: t.confirmHeading })).toBeVisible();
  await expect(page.getByText(t.joinedWith)).toBeVisible();
  const masked = `${email[0]}***@${email.split("@")[1]}`.toLowerCase();
  await expect(page.getByText(masked, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: t.confirm, exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: t.notMe })).toBeEnabled();
}

/** Clicks Confirm and lands on the status page; answers the status token the page was given. */
async function confirmOnPage(page: Page, language: Language) {
  await page.getByRole("button", { name: TEXT[language].confirm, exact: true }).click();
  await page.waitForURL(/\/status\?token=/);
  await page.waitForSelector("html[data-app-ready]", { state: "attached", timeout: 15_000 });
  const token = new URL(page.url()).searchParams.get("token")!;
  expect(token).toMatch(TOKEN);
  tokensSeen.add(token);
  return token;
}

/** The status page shows this place and this many credited friends. */
async function expectStatus(
  page: Page,
  language: Language,
  { place, total, referrals }: { place: number; total: number; referrals: number },
) {
  const t = TEXT[language];
  await expect(page.getByRole("heading", { level: 1, name: t.statusHeading })).toBeVisible();
  await expect(page.getByTestId("status-place")).toContainText(t.place(place, total));
  await expect(page.getByTestId("status-place")).toContainText(t.placeLabel);
  await expect(page.getByTestId("status-referrals")).toHaveText(
    new RegExp(`^\\s*${t.number(referrals)}\\s*${t.friends(referrals)}\\s*$`),
  );
}

/** The referral link field (read-only, the person's code) and its share buttons. */
async function expectReferralLink(page: Page, language: Language, origin: string, code: string) {
  const t = TEXT[language];
  const link = `${origin}/?ref=${code}`;
  const field = page.getByRole("textbox", { name: t.referralField });
  await expect(field).toHaveValue(link);
  await expect(field).toHaveAttribute("readonly", "");
  const shares = page.getByRole("group", { name: t.shareLabel });
  for (const name of ["WhatsApp", "Telegram", "X", t.shareEmail]) {
    const button = shares.getByRole("link", { name, exact: true });
    await expect(button).toBeVisible();
    expect(decodeURIComponent((await button.getAttribute("href"))!)).toContain(link);
  }
  return link;
}

// --- The journeys ---

test.beforeAll(async ({ request, mail }) => {
  // Places under the referral rule: 5 a confirmed friend.
  const res = await request.put("/api/waitlist/settings", {
    headers: await adminHeaders(request),
    data: { positionRule: "referrals", placesPerReferral: PLACES_PER_REFERRAL },
  });
  expect(res.ok(), await res.text()).toBe(true);

  // Six people who joined and confirmed before: through the API, each from their own email.
  const tag = Date.now().toString(36);
  const seeds = Array.from({ length: 6 }, (_, i) => `seed${i + 1}.${tag}@example.com`);
  for (const email of seeds) {
    const join = await request.post("/api/waitlist", { data: { email, language: "en" } });
    expect(join.status()).toBe(201);
  }
  for (const email of seeds) {
    const { link } = await confirmationEmail(mail, email, "en");
    const token = link.searchParams.get("token");
    const confirm = await request.post("/api/waitlist/confirm", { data: { token } });
    expect(confirm.status(), await confirm.text()).toBe(200);
    confirmedQueue.push({ email, referrals: 0 });
  }
});

interface Loop {
  language: Language;
  /** The first person's screen and their friend's. */
  person: { width: number; height: number };
  friend: { width: number; height: number };
}

/**
 * The whole loop: the person joins on the landing page, confirms from their email, shares their
 * link; the friend joins through it and confirms; the person's place moves up.
 */
async function referralLoop(
  {
    page,
    request,
    browser,
    mail,
  }: { page: Page; request: APIRequestContext; browser: Browser; mail: Mail },
  { language, person, friend }: Loop,
) {
  const t = TEXT[language];
  const tag = `${language}${Date.now().toString(36)}`;
  const personEmail = `person.${tag}@example.com`;
  // The friend's address is at a domain with mail servers: a domain without them (example.com
  // has a null MX) is flagged where DNS works, and a flagged join's referral waits for review.
  const friendEmail = `friend.${tag}@gmail.com`;
  const origin = mail.server.origin;

  // 1. The person joins with the landing's form.
  await page.setViewportSize(person);
  await page.addInitScript((l) => localStorage.setItem("language", l), language);
  await page.clock.install();
  await page.goto("/");
  await expectLanguage(page, language);
  await joinWithForm(page, personEmail, language);
  unconfirmedCount++;

  // 2. The email as received, in the person's language, with the link (the outbox holds only its
  // slot: checked at the end).
  const { link: confirmUrl } = await confirmationEmail(mail, personEmail, language);
  const joined = await storedEntry(request, personEmail);
  expect(joined).toMatchObject({ language, confirmedAt: null, referrer: null });

  // 3. Opening the link changes nothing: a plain GET (a mail scanner), then the page with its
  // scripts, which checks the link and waits for a click.
  const scanned = await request.get(confirmUrl.href);
  expect(scanned.status()).toBe(200);
  expect((await storedEntry(request, personEmail)).confirmedAt).toBeNull();
  await page.goto(confirmUrl.href);
  await expectLanguage(page, language);
  await expectConfirmChoice(page, personEmail, language);
  expect((await storedEntry(request, personEmail)).confirmedAt).toBeNull();
  expect(await scan(page)).toEqual([]);

  // 4. Confirm: the status page, at the end of the queue, with the referral link and shares.
  await confirmOnPage(page, language);
  unconfirmedCount--;
  confirmedQueue.push({ email: personEmail, referrals: 0 });
  const confirmed = await storedEntry(request, personEmail);
  expect(confirmed.confirmedAt).not.toBeNull();
  expect(confirmed.referralCode).toMatch(/^[A-Za-z0-9]{4,32}$/);
  const before = expectedPlace(personEmail);
  expect(before.place).toBe(confirmedQueue.length);
  await expectLanguage(page, language);
  await expectStatus(page, language, { ...before, referrals: 0 });
  expect(confirmed.position).toBe(before.place);
  const referralLink = await expectReferralLink(page, language, origin, confirmed.referralCode!);
  expect(await scan(page)).toEqual([]);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await page.getByRole("button", { name: t.copy }).click();
  const copied = page.getByRole("button", { name: t.copied });
  await expect(copied).toBeVisible();
  // "Copied" shows for 3 s: scanned with the pointer still on it (its hover colour is measured
  // by the last test too); a scan that outlasted the state says nothing.
  const copiedViolations = await scan(page);
  if (await copied.isVisible()) expect(copiedViolations).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralLink);
  // The "place confirmed" email carries a status link of its own, which opens the same place.
  const emailedStatus = await confirmedEmail(mail, personEmail, language);
  const statusCheck = await request.get(
    `/api/waitlist/status/${emailedStatus.searchParams.get("token")}`,
  );
  expect(((await statusCheck.json()) as { data: { position: number } }).data.position).toBe(
    before.place,
  );

  // 5. A friend, in a browser of their own, opens the referral link, joins and confirms.
  const friendContext: BrowserContext = await personContext(browser, mail, language, friend);
  try {
    const friendPage = await friendContext.newPage();
    await friendPage.clock.install();
    await open(friendPage, referralLink);
    await expectLanguage(friendPage, language);
    await joinWithForm(friendPage, friendEmail, language);
    unconfirmedCount++;
    const friendJoined = await storedEntry(request, friendEmail);
    expect(friendJoined).toMatchObject({
      referrer: personEmail,
      referralState: "pending",
      flags: [],
    });

    const { link: friendConfirmUrl } = await confirmationEmail(mail, friendEmail, language);
    await open(friendPage, friendConfirmUrl.href);
    await expectConfirmChoice(friendPage, friendEmail, language);
    expect(await scan(friendPage)).toEqual([]);
    await confirmOnPage(friendPage, language);
    unconfirmedCount--;
    confirmedQueue.push({ email: friendEmail, referrals: 0 });
    confirmedQueue.find((e) => e.email === personEmail)!.referrals = 1;
    await expectStatus(friendPage, language, { ...expectedPlace(friendEmail), referrals: 0 });
    expect(await scan(friendPage)).toEqual([]);
    expect(await storedEntry(request, friendEmail)).toMatchObject({
      referrer: personEmail,
      referralState: "counted",
    });
  } finally {
    await friendContext.close();
  }

  // 6. The person's status page, read again: one friend, and a better place.
  const after = expectedPlace(personEmail);
  expect(after.place).toBeLessThan(before.place);
  await page.reload();
  await expectStatus(page, language, { ...after, referrals: 1 });
  expect(await storedEntry(request, personEmail)).toMatchObject({
    referralCount: 1,
    position: after.place,
  });
  expect(await scan(page)).toEqual([]);

  await expectNoTokenInOutbox(request);
  return { before, after };
}

test("in English: a person joins on a desktop, confirms from the email, and moves up when a friend joins on a phone", async ({
  page,
  request,
  browser,
  mail,
}) => {
  const { before, after } = await referralLoop(
    { page, request, browser, mail },
    { language: "en", person: DESKTOP, friend: PHONE },
  );
  // Six confirmed before: 7th of 7. One friend is worth 5 places: a score of 7 - 5 = 2 ties the
  // second early joiner, who joined first, so 3rd of the 8 now waiting.
  expect(before).toEqual({ place: 7, total: 7 });
  expect(after).toEqual({ place: 3, total: 8 });
});

test("in Arabic: a person joins on a phone, confirms from the email, and moves up when a friend joins on a desktop", async ({
  page,
  request,
  browser,
  mail,
}) => {
  const { before, after } = await referralLoop(
    { page, request, browser, mail },
    { language: "ar", person: PHONE, friend: DESKTOP },
  );
  // Eight confirmed before (the English journey's two): 9th of 9. One friend makes a score of
  // 9 - 5 = 4: behind the scores 1, 2 (the English person's), 2 and 3, and the fourth early
  // joiner's 4 (earlier), so 6th of 10.
  expect(before).toEqual({ place: 9, total: 9 });
  expect(after).toEqual({ place: 6, total: 10 });
});

test('"This wasn\'t me" removes the entry, and a later join of that address sends no email', async ({
  page,
  request,
  mail,
}) => {
  const t = TEXT.en;
  const email = `notme.${Date.now().toString(36)}@example.com`;
  const join = await request.post("/api/waitlist", { data: { email, language: "en" } });
  expect(join.status()).toBe(201);
  const { link } = await confirmationEmail(mail, email, "en");
  expect(await entryOf(request, email)).toBeDefined();

  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto(link.href);
  await expectConfirmChoice(page, email, "en");
  await page.getByRole("button", { name: t.notMe }).click();
  // Removing cannot be undone: the page asks once more.
  await expect(page.getByText(t.removeQuestion)).toBeVisible();
  await page.getByRole("button", { name: t.remove }).click();
  await expect(page.getByRole("heading", { level: 1, name: t.removedTitle })).toBeVisible();
  await expect(page.getByText(t.removedSaid)).toBeVisible();
  expect(await scan(page)).toEqual([]);

  // The entry is gone, and so is what its link could do.
  expect(await entryOf(request, email)).toBeUndefined();
  expect(
    (await request.get(`/api/waitlist/confirm/${link.searchParams.get("token")}`)).status(),
  ).toBe(404);

  // Joining again (as typed differently) answers as always, but queues and sends nothing.
  const emailsBefore = mail.sink.to(email).length;
  const again = await request.post("/api/waitlist", {
    data: { email: email.toUpperCase(), language: "en" },
  });
  expect(again.status()).toBe(201);
  expect(await entryOf(request, email)).toBeUndefined();
  // Another address joining right after gets its email: the sender is running.
  const control = `control.${Date.now().toString(36)}@example.com`;
  await request.post("/api/waitlist", { data: { email: control, language: "en" } });
  await confirmationEmail(mail, control, "en");
  const outbox = await request.get(`/api/outbox?search=${encodeURIComponent(email)}`, {
    headers: await adminHeaders(request),
  });
  const rows = ((await outbox.json()) as { data: Array<{ to: string }> }).data;
  expect(rows.filter((row) => row.to.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  // A short, bounded wait: nothing more arrives for the removed address.
  await page.waitForTimeout(1000);
  expect(mail.sink.to(email)).toHaveLength(emailsBefore);

  await expectNoTokenInOutbox(request);
});

/** WCAG contrast ratio of two `rgb(...)` colours (the background opaque). */
function contrast(foreground: string, background: string) {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number) as [number, number, number];
    const linear = (c: number) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the "Copied" button under the pointer reads at 4.5:1', async ({ page, request, mail }) => {
  // Right after a click on "Copy link" the pointer is still on the button: the green `light`
  // Button's hover background (Mantine 9: green 2) under its text (packages/ui theme).
  const email = `copy.${Date.now().toString(36)}@example.com`;
  await request.post("/api/waitlist", { data: { email, language: "en" } });
  const { link } = await confirmationEmail(mail, email, "en");
  const confirm = await request.post("/api/waitlist/confirm", {
    data: { token: link.searchParams.get("token") },
  });
  const { statusToken } = ((await confirm.json()) as { data: { statusToken: string } }).data;
  tokensSeen.add(statusToken);

  await page.setViewportSize(DESKTOP);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
    origin: new URL(link.href).origin,
  });
  await page.addInitScript(() => localStorage.setItem("language", "en"));
  await page.goto(`/status?token=${statusToken}`);
  await page.getByRole("button", { name: TEXT.en.copy }).click();
  const copied = page.getByRole("button", { name: TEXT.en.copied });
  await expect(copied).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  const colours = await copied.evaluate((button) => {
    const style = getComputedStyle(button);
    return { text: style.color, background: style.backgroundColor };
  });
  expect(
    contrast(colours.text, colours.background),
    `"Copied" hovered: ${colours.text} on ${colours.background}`,
  ).toBeGreaterThanOrEqual(4.5);
});
