import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../playwright.config";
import { seriousViolations } from "./axe";

export { E2E_ADMIN_PASSWORD };

/** One sign-in per test run, shared by every admin journey (the token lives 12 hours). */
let token: string | null = null;

export async function adminToken(request: APIRequestContext): Promise<string> {
  if (token) return token;
  const login = await request.post("/api/auth/login", { data: { password: E2E_ADMIN_PASSWORD } });
  if (!login.ok()) throw new Error(`admin sign-in failed: ${login.status()}`);
  token = ((await login.json()) as { access_token: string }).access_token;
  return token;
}

/** Signs in again on the next call: a password change (Settings) signed the shared session out. */
export function forgetAdminToken() {
  token = null;
}

/**
 * Opens the browser signed in as the administrator, in a language and theme, as if the admin had
 * signed in earlier (the token in local storage under admin_token).
 */
export async function signedIn(
  page: Page,
  request: APIRequestContext,
  { language = "en", theme = "light" }: { language?: "en" | "ar"; theme?: "light" | "dark" } = {},
) {
  const value = await adminToken(request);
  await page.addInitScript(
    ({ t, l, s }) => {
      localStorage.setItem("admin_token", t);
      localStorage.setItem("language", l);
      localStorage.setItem("theme", s);
    },
    { t: value, l: language, s: theme },
  );
}

/**
 * Opens an admin screen signed in as the administrator, in a language (light in English, dark in
 * Arabic), on the phone or a desktop; answers once the page reads in the language's direction.
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  path: string,
  { language, phone }: { language: "en" | "ar"; phone: boolean },
) {
  if (phone) await page.setViewportSize(PHONE);
  await signedIn(page, request, { language, theme: language === "ar" ? "dark" : "light" });
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
}

/** The Authorization header of the shared admin session, for seeding and checking through /api. */
export async function bearer(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

/** The admin axe checks: English light and Arabic dark, each on a desktop and on a phone. */
export const AXE_VARIANTS = (["en", "ar"] as const).flatMap((language) => {
  const theme = language === "en" ? ("light" as const) : ("dark" as const);
  return [false, true].map((phone) => ({
    language,
    theme,
    phone,
    title: `${language}, ${theme}, ${phone ? "phone" : "desktop"}`,
  }));
});

/** The phone the admin journeys use (SPEC 9: under 768 px). */
export const PHONE = { width: 390, height: 844 };

/** A number as the Arabic interface writes it (Arabic-Indic digits, "٣٬٠٠٠"). */
export const arabicNumber = (n: number) => new Intl.NumberFormat("ar-u-nu-arab").format(n);

/** The figure of a stat card, found by the card's label ("Pending" -> "12"). */
export function statValue(scope: Page | Locator, label: string): Locator {
  return scope.locator(`p:text-is("${label}") + div`);
}

/** An admin REST call with the shared session; answers the envelope's `data`. */
export async function adminApi<T>(
  request: APIRequestContext,
  method: "get" | "post" | "patch" | "delete",
  path: string,
  data?: object,
): Promise<T> {
  const res = await request.fetch(path, {
    method: method.toUpperCase(),
    headers: await bearer(request),
    ...(data ? { data } : {}),
  });
  if (!res.ok())
    throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

export interface WaitlistRow {
  id: string;
  email: string;
  name: string;
  status: "pending" | "notified" | "registered";
  language: "en" | "ar";
  sentAt: string | null;
  createdAt: string;
}

/** Joins the waitlist through the public API and answers the stored entry. */
export async function joinWaitlist(
  request: APIRequestContext,
  email: string,
  language: "en" | "ar" = "en",
): Promise<WaitlistRow> {
  const res = await request.post("/api/waitlist", { data: { email, language } });
  if (!res.ok()) throw new Error(`POST /api/waitlist: ${res.status()}`);
  const entry = (await waitlistRows(request, { search: email })).find((e) => e.email === email);
  if (!entry) throw new Error(`${email} was not stored`);
  return entry;
}

/** Waitlist entries through the admin API (first page of 100). */
export async function waitlistRows(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<WaitlistRow[]> {
  const params = new URLSearchParams({ limit: "100" });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return adminApi<WaitlistRow[]>(request, "get", `/api/waitlist?${params}`);
}

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: "new" | "read" | "replied" | "archived" | "spam";
  priority: "high" | "medium" | "low";
  language: "en" | "ar";
  reply: string | null;
}

/** Sends a contact message through the public API and answers it as stored. */
export async function sendContact(
  request: APIRequestContext,
  message: {
    name: string;
    email: string;
    subject: string;
    message: string;
    language?: "en" | "ar";
  },
): Promise<ContactRow> {
  const res = await request.post("/api/contact", { data: { language: "en", ...message } });
  if (!res.ok()) throw new Error(`POST /api/contact: ${res.status()} ${await res.text()}`);
  const [row] = await contactRows(request, message.email);
  if (!row) throw new Error(`the message from ${message.email} was not stored`);
  return row;
}

/** The contact messages from an address, spam included. */
export async function contactRows(request: APIRequestContext, email: string) {
  const search = encodeURIComponent(email);
  const rows = [
    ...(await adminApi<ContactRow[]>(request, "get", `/api/contact?search=${search}`)),
    ...(await adminApi<ContactRow[]>(request, "get", `/api/contact?search=${search}&status=spam`)),
  ];
  return rows.filter((row) => row.email === email);
}

/** A member of the team (docs/team.md), as /api/team/members answers them. */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: string;
  status: "invited" | "active" | "suspended";
}

export interface OutboxRow {
  id: string;
  to: string;
  kind: string;
  subject: string;
  language: "en" | "ar";
  status: "queued" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  text: string;
}

/** The emails to an address (of one kind, when given), newest first. */
export async function outboxTo(request: APIRequestContext, email: string, kind?: string) {
  const rows = await adminApi<OutboxRow[]>(
    request,
    "get",
    `/api/outbox?search=${encodeURIComponent(email)}`,
  );
  return rows.filter((row) => row.to === email && (kind === undefined || row.kind === kind));
}

/**
 * A working registration link for the newest email to `email`. The outbox keeps only the link's
 * slot (docs/links.md), so this is the Emails screen's "Copy a fresh link", through the REST API.
 */
export async function freshRegistrationLink(request: APIRequestContext, email: string) {
  const [mail] = await outboxTo(request, email);
  if (!mail) throw new Error(`no email to ${email}`);
  if (!mail.text.includes("/register?token={{link-token:registration}}"))
    throw new Error(`the email to ${email} holds no registration link slot: ${mail.text}`);
  const links = await adminApi<Array<{ url: string }>>(
    request,
    "post",
    `/api/outbox/${mail.id}/fresh-link`,
  );
  return new URL(links[0]!.url);
}

/**
 * Serious and critical violations in a section's own content: the main area and any open dialog
 * or drawer (they are portalled outside it). The shell around them (header, sidebar, bell) has
 * its own accessibility journeys in admin-shell.spec.ts.
 */
export async function screenViolations(page: Page): Promise<string[]> {
  // Scanned once everything has arrived: no stat card or table is still loading.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  // ... and no drawer or modal is still sliding or fading in (colours are read mid-way otherwise).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  return seriousViolations(page, 'main, [role="dialog"]');
}

let tags = 0;
/**
 * A word that one journey's records share and no other run's do, in letters only (contact names
 * take no digits): `prefix` and the time in base 26, "ctreply" + "bqzkxw…".
 */
export function runTag(prefix: string): string {
  let n = Date.now() * 100 + (++tags % 100);
  let letters = "";
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return `${prefix}${letters}`;
}

export interface RegisteredUser {
  id: string;
  name: string;
  email: string;
  role: "admin" | "teacher" | "student";
  status: "active" | "inactive" | "suspended";
}

/**
 * A tRPC call over HTTP as the server takes it (no transformer): a mutation is a POST, a query
 * (`query: true`) a GET with the input in the address. Answers `result.data`.
 */
export async function trpcCall<T>(
  request: APIRequestContext,
  path: string,
  input: object,
  { admin = false, query = false }: { admin?: boolean; query?: boolean } = {},
): Promise<T> {
  const headers = admin ? await bearer(request) : {};
  const res = query
    ? await request.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, {
        headers,
      })
    : await request.post(`/trpc/${path}`, { data: input, headers });
  if (!res.ok()) throw new Error(`/trpc/${path}: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/**
 * A user who registered as SPEC 2.10's Add user has them: the admin's invitation (users.invite),
 * the link of its email (a fresh one the admin copies), then the registration page's call
 * (registration.register). Answers the user as the admin's list has them.
 */
export async function registerUser(
  request: APIRequestContext,
  { name, email, language = "en" }: { name: string; email: string; language?: "en" | "ar" },
): Promise<RegisteredUser> {
  await trpcCall(
    request,
    "users.invite",
    { email, name, role: "student", language },
    { admin: true },
  );
  const token = (await freshRegistrationLink(request, email)).searchParams.get("token");
  await trpcCall(request, "registration.register", { token, name, password: "Bayan-e2e-2026!" });
  const { items } = await trpcCall<{ items: RegisteredUser[] }>(
    request,
    "users.list",
    { search: email },
    { admin: true, query: true },
  );
  const user = items.find((u) => u.email === email);
  if (!user) throw new Error(`${email} registered but is not listed`);
  return user;
}
