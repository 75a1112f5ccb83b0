import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, sessionOf } from "../../../../test/fakeApi";
import { fixedMediaQuery } from "../../../../test/mediaQuery";
import { renderAdmin } from "../../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../../AdminRoot";
import { PHONE_QUERY } from "../../../lib/usePhone";
import "../SettingsScreen";

const SECRET = "JBSWY3DPEHPK3PXP";

afterEach(() => vi.restoreAllMocks());

/**
 * A fake server of the signed-in member's security, in Arabic with Arabic digits (the number
 * format an Arabic-speaking admin chooses); two sessions, one from a country not known.
 */
function securityApi({ needed = false }: { needed?: boolean } = {}) {
  const prefs = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = "ar";
  prefs.region.numberFormat = "ar-SA";
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => {
      if (needed) throw new FakeTrpcError("FORBIDDEN", 403, "auth.twoFactorRequired");
      return prefs;
    },
    "auth.session": () =>
      needed ? sessionOf("admin", { twoFactorNeeded: true }) : sessionOf("owner"),
    "auth.twoFactorSetup": () => ({
      secret: SECRET,
      otpauthUrl: `otpauth://totp/Bayan:owner?secret=${SECRET}&issuer=Bayan`,
    }),
    "auth.sessions": () => ({
      items: [
        {
          id: "00000000-0000-4000-9000-000000000001",
          browser: "Firefox 140",
          os: "Linux",
          country: "JO",
          signedInAt: "2026-11-01T09:00:00.000Z",
          lastSeenAt: new Date().toISOString(),
          current: true,
        },
        {
          id: "00000000-0000-4000-9000-000000000002",
          browser: "Chrome 131",
          os: "macOS",
          country: null,
          signedInAt: "2026-10-20T09:00:00.000Z",
          lastSeenAt: "2026-10-30T09:00:00.000Z",
          current: false,
        },
      ],
    }),
  });
}

/** The panel at a phone's width (SPEC 9: under 768 px). */
function onPhone() {
  const real = window.matchMedia.bind(window);
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) =>
    query === PHONE_QUERY ? fixedMediaQuery(query, true) : real(query),
  );
}

async function openSecurity(api = securityApi()) {
  await renderAdmin("/admin/settings?tab=security", { api, language: "ar" });
  return userEvent.setup();
}

/** Western digits (0-9): none belong in an Arabic sentence with Arabic digits. */
const WESTERN_DIGITS = /[0-9]/;

describe("Settings > Security in Arabic", { timeout: 60_000 }, () => {
  it("writes the password's length and the code's digits in Arabic digits; the secret alone in monospace", async () => {
    const user = await openSecurity();
    const hint = await screen.findByText(/أحرف على الأقل، منها/);
    expect(hint).toHaveTextContent("٨ أحرف على الأقل، منها حرف كبير وحرف صغير ورقم ورمز خاص.");
    const rules = screen.getByRole("list", { name: "شروط كلمة المرور" });
    expect(rules).toHaveTextContent("٨ أحرف على الأقل");
    expect(rules.textContent).not.toMatch(WESTERN_DIGITS);

    await user.click(await screen.findByRole("button", { name: "تفعيل" }));
    const scan = await screen.findByText(/امسح رمز الاستجابة السريعة/);
    expect(scan).toHaveTextContent("المكوَّن من ٦ أرقام");
    // The app's name (1Password) keeps its own digit.
    expect(scan.textContent.replace("1Password", "")).not.toMatch(WESTERN_DIGITS);

    const secret = screen.getByRole("textbox", { name: "أو اكتب هذا المفتاح السري في التطبيق" });
    expect(secret).toHaveValue(SECRET);
    expect(secret.style.fontFamily).toBe("var(--mantine-font-family-monospace)");
    const label = screen.getByText("أو اكتب هذا المفتاح السري في التطبيق");
    for (let node: HTMLElement | null = label; node && node !== secret; node = node.parentElement) {
      expect(node.style.fontFamily).toBe("");
    }
  });

  it("names Settings > Security in words that read right to left, with no > to wrap", async () => {
    await openSecurity();
    const note = await screen.findByText(/إلى أن يفعّلوه/);
    expect(note).toHaveTextContent("قسم الأمان في الإعدادات");
    expect(note.textContent).not.toContain(">");
  });

  it("words the shell's way to Security the same while the role must turn it on", async () => {
    await openSecurity(securityApi({ needed: true }));
    const link = await screen.findByRole("link", {
      name: "الانتقال إلى قسم الأمان في الإعدادات",
    });
    expect(link).toHaveAttribute("href", "/admin/settings?tab=security");
  });

  it("mirrors the icon of 'End all other sessions', as the header's log-out icon", async () => {
    await openSecurity();
    const button = await screen.findByRole("button", { name: "إنهاء جميع الجلسات الأخرى" });
    const icon = button.querySelector("svg")!;
    expect(icon).toHaveAttribute("data-mirrored", "true");
    expect(icon.style.transform).toBe("scaleX(-1)");
  });

  it("on a phone, leaves out a country not known rather than start the line with a dash", async () => {
    onPhone();
    await openSecurity();
    const table = await screen.findByRole("table", { name: "جلساتك" });
    const known = await within(table).findByRole("row", { name: /Firefox 140/ });
    const unknown = within(table).getByRole("row", { name: /Chrome 131/ });
    /** The row's line of where and when it signed in. */
    const signedIn = (row: HTMLElement) =>
      [...row.querySelectorAll("p")].find((line) => line.textContent?.includes("تسجيل الدخول:"));
    expect(signedIn(known)?.textContent).toMatch(/^الأردن · تسجيل الدخول: /);
    expect(signedIn(unknown)?.textContent).toMatch(/^تسجيل الدخول: /);
    expect(unknown.textContent).not.toContain("—");
  });
});
