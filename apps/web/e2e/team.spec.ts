// The team (docs/team.md): the owner invites an editor and a viewer from Settings > Team members;
// each accepts at /admin/accept, chooses a password and is signed in; the viewer reads the privacy
// policy manager without its buttons (and is told why), and a call forced past the screen is
// refused (403 auth.forbidden); the editor adds a section. In English on a desktop and in Arabic
// on a phone, with no serious accessibility fault on the team tab, the acceptance page and the
// viewer's manager.
//
// The journeys' shared server has no SMTP: the invitation link is had as the owner would have it,
// a fresh copy from the outbox's newest team-invite email to the address (docs/links.md).
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import {
  PHONE,
  adminApi,
  openSignedIn,
  outboxTo,
  runTag,
  screenViolations,
  type TeamMember,
} from "./admin";
import { uniqueEmail } from "./api";
import { seriousViolations } from "./axe";
import { expect, test } from "./fixtures";
import { asSaved, saveSections, sectionsOf } from "./policy";

type Language = "en" | "ar";
type Role = "editor" | "viewer";

/** A password the registration rule takes, built on neither a name nor an address. */
const PASSWORD = "Harbor lights 7 #bayan";

/** What the pages say (src/admin/locales). */
const TEXT = {
  en: {
    settings: "Settings",
    teamTable: "Team members",
    name: "Name",
    email: "Email",
    role: "Role",
    roles: { editor: "Editor", viewer: "Viewer" },
    add: "Add member",
    added: (name: string) => `${name} was added to the team`,
    kept: "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
    invited: "Invited",
    join: "Join the Bayan team",
    accept: "Accept and sign in",
    welcome: "Welcome to the team: your account is active",
    dashboard: "Dashboard",
    openMenu: "Open the menu",
    privacy: "Privacy Policy",
    viewerNote: "Your role (Viewer) can read this screen but not change it.",
    addSection: "Add section",
    title: "Title",
    content: "Content",
    save: "Save",
    saved: "Privacy Policy updated successfully",
  },
  ar: {
    settings: "الإعدادات",
    teamTable: "أعضاء الفريق",
    name: "الاسم",
    email: "البريد الإلكتروني",
    role: "الدور",
    roles: { editor: "محرّر", viewer: "مشاهد" },
    add: "إضافة العضو",
    added: (name: string) => `أُضيف ${name} إلى الفريق`,
    kept: "حُفظت الدعوة في صندوق الصادر (خادم البريد SMTP غير مُعدّ، لذا لم تُرسل)",
    invited: "مدعو",
    join: "انضمّ إلى فريق بيان",
    accept: "قبول الدعوة وتسجيل الدخول",
    welcome: "مرحبًا بك في الفريق: حسابك مفعّل الآن",
    dashboard: "لوحة التحكم",
    openMenu: "فتح القائمة",
    privacy: "سياسة الخصوصية",
    viewerNote: "يتيح لك دورك (مشاهد) قراءة هذه الشاشة دون تغييرها.",
    addSection: "إضافة قسم",
    title: "العنوان",
    content: "المحتوى",
    save: "حفظ",
    saved: "تم تحديث سياسة الخصوصية بنجاح",
  },
} as const;

/** Serious and critical violations on the whole page, once no CSS transition is running. */
async function scan(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
  return seriousViolations(page);
}

/**
 * The invitation link of the newest team-invite email to `email`, as the owner copies it on the
 * Emails screen: the outbox keeps only the link's slot (docs/links.md). Answers its path and query.
 */
async function invitationLink(request: APIRequestContext, email: string) {
  const [mail] = await outboxTo(request, email, "team-invite");
  if (!mail) throw new Error(`no team invitation to ${email}`);
  const [link] = await adminApi<Array<{ purpose: string; url: string }>>(
    request,
    "post",
    `/api/outbox/${mail.id}/fresh-link`,
  );
  expect(link?.purpose).toBe("team-invite");
  const url = new URL(link!.url);
  expect(url.pathname).toBe("/admin/accept");
  return `${url.pathname}${url.search}`;
}

/** Invites a member from Settings > Team members (the owner's page, on the tab). */
async function invite(
  page: Page,
  language: Language,
  member: { name: string; email: string; role: Role },
) {
  const t = TEXT[language];
  await page.getByRole("textbox", { name: new RegExp(`^${t.name}`) }).fill(member.name);
  await page.getByRole("textbox", { name: new RegExp(`^${t.email}`) }).fill(member.email);
  await page.getByRole("combobox", { name: t.role, exact: true }).click();
  await page.getByRole("option", { name: t.roles[member.role], exact: true }).click();
  await page.getByRole("button", { name: t.add }).click();
  await expect(page.getByText(t.added(member.name))).toBeVisible();
  // The toast says what became of the email: without SMTP it stays in the outbox.
  await expect(page.getByText(t.kept).first()).toBeVisible();
  const row = page
    .getByRole("table", { name: t.teamTable })
    .getByRole("row")
    .filter({ hasText: member.name });
  await expect(row).toContainText(t.invited);
  await expect(row).toContainText(member.email);
}

/**
 * A browser of the invited member's own (nothing stored but the language): the link, the form,
 * the password; signed in, the panel greets them by name and role. Answers the signed-in page.
 */
async function accept(
  browser: Browser,
  path: string,
  member: { name: string; email: string; role: Role },
  { language, phone, scanPage }: { language: Language; phone: boolean; scanPage: boolean },
) {
  const t = TEXT[language];
  const context = await browser.newContext(phone ? { viewport: PHONE } : {});
  await context.addInitScript((l) => localStorage.setItem("language", l), language);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
  await expect(page.getByRole("heading", { level: 1, name: t.join })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(member.name);
  await expect(main).toContainText(member.email);
  await expect(main).toContainText(t.roles[member.role]);
  if (scanPage) expect(await scan(page)).toEqual([]);

  // The field by its name: "Password" also names the rules' list and the show button.
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: t.accept }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByText(t.welcome)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("admin_token"))).toBeTruthy();

  // Their name and role in the account area (in the menu's drawer on a phone).
  if (phone) await page.getByRole("button", { name: t.openMenu }).click();
  const account = page.getByTestId("admin-account").filter({ visible: true });
  await expect(account).toContainText(member.name);
  await expect(account).toContainText(t.roles[member.role]);
  if (phone) await page.keyboard.press("Escape");
  return { context, page };
}

/** The whole journey, in a language and at a size. */
async function journey(
  { page, request, browser }: { page: Page; request: APIRequestContext; browser: Browser },
  language: Language,
  phone: boolean,
) {
  const t = TEXT[language];
  const tag = runTag(`team${language}`);
  const editor = {
    name: `Editor ${tag}`,
    email: uniqueEmail(`${tag}.editor`),
    role: "editor" as const,
  };
  const viewer = {
    name: `Viewer ${tag}`,
    email: uniqueEmail(`${tag}.viewer`),
    role: "viewer" as const,
  };
  const contexts: Array<{ close: () => Promise<void> }> = [];

  try {
    // The owner invites both, in the language they are using.
    await openSignedIn(page, request, "/admin/settings?tab=team", { language, phone });
    await expect(page.getByRole("heading", { level: 1, name: t.settings })).toBeVisible();
    await expect(page.getByRole("table", { name: t.teamTable })).toBeVisible();
    await invite(page, language, editor);
    await invite(page, language, viewer);
    expect(await screenViolations(page)).toEqual([]);

    // Each accepts from their own browser and is signed in.
    const editorIn = await accept(browser, await invitationLink(request, editor.email), editor, {
      language,
      phone,
      scanPage: true,
    });
    contexts.push(editorIn.context);
    const viewerIn = await accept(browser, await invitationLink(request, viewer.email), viewer, {
      language,
      phone,
      scanPage: false,
    });
    contexts.push(viewerIn.context);

    // The viewer reads the privacy policy's sections: no Add section, no row buttons, and why.
    const before = await sectionsOf(request);
    const seen = viewerIn.page;
    await seen.goto("/admin/privacy");
    await expect(seen.getByRole("heading", { level: 1, name: t.privacy })).toBeVisible();
    const rows = seen.getByRole("table").first().locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    await expect(seen.getByText(t.viewerNote)).toBeVisible();
    await expect(seen.getByRole("button", { name: t.addSection })).toHaveCount(0);
    await expect(rows.first().getByRole("button")).toHaveCount(0);
    expect(await screenViolations(seen)).toEqual([]);

    // A save forced past the screen, with the viewer's own session, is refused.
    const viewerToken = await seen.evaluate(() => localStorage.getItem("admin_token"));
    const forced = await request.post("/api/system/content/privacy-policy", {
      headers: { authorization: `Bearer ${viewerToken}` },
      data: { sections: asSaved(before) },
    });
    expect(forced.status()).toBe(403);
    expect(await forced.json()).toMatchObject({
      messageKey: "auth.forbidden",
      params: { permission: "edit" },
    });

    // The editor adds a section, saved.
    const added = { title: `Team notice ${tag}`, content: `Written by the editor. ${tag}` };
    const writer = editorIn.page;
    await writer.goto("/admin/privacy");
    await expect(writer.getByRole("heading", { level: 1, name: t.privacy })).toBeVisible();
    await expect(writer.getByTestId("role-note")).toHaveCount(0);
    await writer.getByRole("button", { name: t.addSection }).click();
    const dialog = writer.getByRole("dialog", { name: t.addSection });
    await dialog.getByRole("textbox", { name: t.title }).fill(added.title);
    await dialog.getByRole("textbox", { name: t.content }).fill(added.content);
    await dialog.getByRole("button", { name: t.save }).click();
    await expect(dialog).toBeHidden();
    await expect(writer.getByText(t.saved).first()).toBeVisible();
    await expect
      .poll(async () => (await sectionsOf(request)).some((s) => s.title === added.title))
      .toBe(true);

    // The policy as it was (the public page journeys expect its sections).
    await saveSections(request, before);
  } finally {
    for (const context of contexts) await context.close();
    // The team as it was: the journey's members removed (their sessions end with them).
    const members = await adminApi<TeamMember[]>(request, "get", "/api/team/members");
    for (const member of members.filter((m) => m.email.includes(tag))) {
      await adminApi(request, "delete", `/api/team/members/${member.id}`);
    }
  }
}

test.describe("the team: invitations, acceptance and roles (docs/team.md)", () => {
  test("English, desktop: the owner invites an editor and a viewer; the viewer reads, the editor writes", async ({
    page,
    request,
    browser,
  }) => {
    await journey({ page, request, browser }, "en", false);
  });

  test("Arabic, phone: the same journey, right to left", async ({ page, request, browser }) => {
    await journey({ page, request, browser }, "ar", true);
  });

  test("an unknown invitation link says so, with the way to the sign-in page", async ({ page }) => {
    await page.goto("/admin/accept?token=not-a-real-invitation-token-0123456789");
    await expect(
      page.getByRole("heading", { level: 1, name: "This invitation link is not valid" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Go to the sign-in page" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
});
