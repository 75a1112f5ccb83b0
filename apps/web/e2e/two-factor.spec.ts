// Two-factor sign-in (docs/team.md): an admin of the team turns it on in Settings > Security with
// a code from an authenticator app (here otplib, from the secret the page shows for typing by
// hand), saves the recovery codes, signs out, and at the next sign-in the password alone is not
// enough: the gate asks for the code, refuses a wrong one and takes a right one. In English on a
// desktop and in Arabic on a phone, with no serious accessibility fault on the setup and the code
// step. The member is the journey's own (the shared owner's sign-in stays password-only).
import type { APIRequestContext, Page } from "@playwright/test";
import { generate } from "otplib";
import { PHONE, adminApi, outboxTo, runTag, screenViolations } from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

type Language = "en" | "ar";

const PASSWORD = "Quiet orchard 9 #bayan";

const TEXT = {
  en: {
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    dashboard: "Dashboard",
    twoFactor: "Two-factor sign-in",
    turnOn: "Turn on",
    secret: "Or type this secret into the app",
    code: "Code from your authenticator app",
    confirm: "Confirm",
    saveCodes: "Save your recovery codes",
    savedThem: "I have saved them",
    on: "On",
    logout: "Logout",
    wrongCode: "The code is not right, or was used already",
  },
  ar: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signIn: "تسجيل الدخول",
    dashboard: "لوحة التحكم",
    twoFactor: "تسجيل الدخول بخطوتين",
    turnOn: "تفعيل",
    secret: "أو اكتب هذا المفتاح السري في التطبيق",
    code: "الرمز من تطبيق المصادقة",
    confirm: "تأكيد",
    saveCodes: "احفظ رموز الاسترداد",
    savedThem: "لقد حفظتها",
    on: "مُفعَّل",
    logout: "تسجيل الخروج",
    wrongCode: "الرمز غير صحيح، أو سبق استخدامه",
  },
} as const;

interface Member {
  id: string;
  email: string;
}

/** A team admin of the journey's own, invited by the owner and accepted, through /api. */
async function activeAdmin(request: APIRequestContext, tag: string) {
  const email = uniqueEmail(`${tag}.admin`);
  await adminApi(request, "post", "/api/team/members", {
    name: `Admin ${tag}`,
    email,
    role: "admin",
  });
  const [mail] = await outboxTo(request, email, "team-invite");
  const [link] = await adminApi<Array<{ url: string }>>(
    request,
    "post",
    `/api/outbox/${mail!.id}/fresh-link`,
  );
  const token = new URL(link!.url).searchParams.get("token");
  const accepted = await request.post("/api/team/accept", { data: { token, password: PASSWORD } });
  expect(accepted.status()).toBe(200);
  return email;
}

/** The sign-in gate's email and password, sent. */
async function signIn(page: Page, language: Language, email: string) {
  const t = TEXT[language];
  await page.goto("/admin");
  await page.getByRole("textbox", { name: t.email }).fill(email);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole("button", { name: t.signIn }).click();
}

async function journey(page: Page, request: APIRequestContext, language: Language) {
  const t = TEXT[language];
  const phone = language === "ar";
  const tag = runTag(`otp${language}`);
  const email = await activeAdmin(request, tag);
  try {
    if (phone) await page.setViewportSize(PHONE);
    await page.addInitScript(
      ({ l, s }) => {
        localStorage.setItem("language", l);
        localStorage.setItem("theme", s);
      },
      { l: language, s: phone ? "dark" : "light" },
    );

    // Signed in with the password alone, while two-factor sign-in is off.
    await signIn(page, language, email);
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toBeVisible();

    // Settings > Security: turn it on with a code from the app.
    await page.goto("/admin/settings?tab=security");
    const section = page.getByRole("region", { name: t.twoFactor });
    await section.getByRole("button", { name: t.turnOn }).click();
    const secret = await section.getByRole("textbox", { name: t.secret }).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await screenViolations(page)).toEqual([]);
    await section.getByRole("textbox", { name: t.code }).fill("000000");
    await section.getByRole("button", { name: t.confirm }).click();
    await expect(section.getByText(t.wrongCode)).toBeVisible();
    await section.getByRole("textbox", { name: t.code }).fill(await generate({ secret }));
    await section.getByRole("button", { name: t.confirm }).click();
    await expect(section.getByText(t.saveCodes)).toBeVisible();
    await section.getByRole("button", { name: t.savedThem }).click();
    await expect(section.getByText(t.on, { exact: true })).toBeVisible();

    // Signed out (the header's button, on a phone too), the password alone is no longer enough.
    await page.getByRole("banner").getByRole("button", { name: t.logout }).click();
    // Signed out once the gate is back (leaving the page sooner could cut the sign-out short).
    await expect(page.getByRole("button", { name: t.signIn })).toBeVisible();
    await signIn(page, language, email);
    const code = page.getByRole("textbox", { name: t.code });
    await expect(code).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toHaveCount(0);
    expect(await screenViolations(page)).toEqual([]);
    await code.fill("000000");
    await page.getByRole("button", { name: t.signIn }).click();
    await expect(page.getByText(t.wrongCode)).toBeVisible();
    // The next time step's code (the one used to turn it on is spent; the server allows a step).
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await code.fill(next);
    await page.getByRole("button", { name: t.signIn }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toBeVisible();
  } finally {
    const members = await adminApi<Member[]>(request, "get", "/api/team/members");
    for (const member of members.filter((m) => m.email === email)) {
      await adminApi(request, "delete", `/api/team/members/${member.id}`);
    }
  }
}

test.describe("two-factor sign-in (docs/team.md)", () => {
  test("English, desktop: turned on with a code, then asked for at the next sign-in", async ({
    page,
    request,
  }) => {
    await journey(page, request, "en");
  });

  test("Arabic, phone: the same, right to left", async ({ page, request }) => {
    await journey(page, request, "ar");
  });
});
