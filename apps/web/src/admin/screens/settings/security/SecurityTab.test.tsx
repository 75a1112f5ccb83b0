import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureDownloads } from "../../../../test/downloads";
import { FakeTrpcError, fakeApi, sessionOf, type FakeHandlers } from "../../../../test/fakeApi";
import { renderAdmin } from "../../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../../AdminRoot";
import "../SettingsScreen";
import { callsTo } from "../../testSteps";

const SECRET = "JBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `k7m2q-9xw4${i}`);
const THIS = "00000000-0000-4000-9000-000000000001";
const OTHER = "00000000-0000-4000-9000-000000000002";

beforeEach(() => notifications.clean());
afterEach(() => vi.restoreAllMocks());

/** The signed-in member of the fake server. */
interface Member {
  twoFactor?: boolean;
  role?: "owner" | "admin";
  /** The owner requires two-factor sign-in of the role, and it is not on yet. */
  needed?: boolean;
  language?: "en" | "ar";
}

/** A fake server of one member's two-factor sign-in and sessions. */
function securityApi(
  { twoFactor = false, role = "owner", needed = false, language = "en" }: Member = {},
  extra: FakeHandlers = {},
) {
  let on = twoFactor;
  const prefs = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => {
      if (needed) throw new FakeTrpcError("FORBIDDEN", 403, "auth.twoFactorRequired");
      return prefs;
    },
    "auth.session": () => sessionOf(role, { twoFactor: on, twoFactorNeeded: needed && !on }),
    "auth.twoFactorSetup": () => ({
      secret: SECRET,
      otpauthUrl: `otpauth://totp/Bayan:owner?secret=${SECRET}&issuer=Bayan`,
    }),
    "auth.twoFactorEnable": ({ otp }) => {
      if (otp !== "123456") {
        throw new FakeTrpcError("BAD_REQUEST", 400, "auth.otpInvalid", [
          { path: "otp", message: "The code is not right", messageKey: "auth.otpInvalid" },
        ]);
      }
      on = true;
      return {
        recoveryCodes: CODES,
        message: "Two-factor sign-in is on.",
        messageKey: "auth.twoFactorOn",
      };
    },
    "auth.twoFactorDisable": () => {
      on = false;
      return { message: "Two-factor sign-in is off.", messageKey: "auth.twoFactorOff" };
    },
    "auth.twoFactorPolicy": ({ required }) => ({
      required,
      message: "",
      messageKey: required ? "auth.twoFactorNowRequired" : "auth.twoFactorNoLongerRequired",
    }),
    "auth.sessions": () => ({
      items: [
        {
          id: THIS,
          browser: "Firefox 140",
          os: "Linux",
          country: "JO",
          signedInAt: "2026-11-01T09:00:00.000Z",
          lastSeenAt: new Date().toISOString(),
          current: true,
        },
        {
          id: OTHER,
          browser: "Chrome 131",
          os: "macOS",
          country: "SA",
          signedInAt: "2026-10-20T09:00:00.000Z",
          lastSeenAt: "2026-10-30T09:00:00.000Z",
          current: false,
        },
      ],
    }),
    "auth.endSession": () => ({
      message: "The session has ended",
      messageKey: "team.sessionEnded",
    }),
    "auth.endOtherSessions": () => ({
      ended: 1,
      message: "Sessions ended: 1",
      messageKey: "team.sessionsEnded",
      params: { count: 1 },
    }),
    ...extra,
  });
}

async function openSecurity(api = securityApi(), language: "en" | "ar" = "en") {
  // The panel's language is the stored one (Settings > Language and region).
  await renderAdmin("/admin/settings?tab=security", { api, language });
  return { api, user: userEvent.setup() };
}

describe("Settings > Security: two-factor sign-in", { timeout: 30_000 }, () => {
  it("sets up with a QR code and the secret, then shows the 10 recovery codes once", async () => {
    const saved = captureDownloads();
    const { api, user } = await openSecurity();
    await user.click(await screen.findByRole("button", { name: "Turn on" }));
    const qr = await screen.findByRole("img", { name: "QR code for your authenticator app" });
    expect(qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy the secret" })).toBeInTheDocument();

    const code = screen.getByRole("textbox", { name: /^Code from your authenticator app/ });
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    await user.type(code, "000000");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByText("The code is not right, or was used already")).toBeVisible();

    await user.clear(code);
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(callsTo(api, "auth.twoFactorEnable").at(-1)).toEqual({ otp: "123456" });

    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(saved[0]?.name).toBe("bayan-recovery-codes.txt");
    expect(await saved[0]?.blob.text()).toBe(`${CODES.join("\n")}\n`);

    await user.click(screen.getByRole("button", { name: "I have saved them" }));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Recovery codes" })).toBeNull());
    expect(await screen.findByRole("button", { name: "Turn off" })).toBeInTheDocument();
  });

  it("turns off after asking the password and a code", async () => {
    const { api, user } = await openSecurity(securityApi({ twoFactor: true }));
    await user.click(await screen.findByRole("button", { name: "Turn off" }));
    const form = screen.getByRole("form", { name: "Turn off two-factor sign-in" });
    await user.click(within(form).getByRole("button", { name: "Turn off" }));
    expect(await within(form).findByText("Enter your password")).toBeInTheDocument();
    expect(within(form).getByText("Enter a code from your authenticator app")).toBeInTheDocument();
    expect(callsTo(api, "auth.twoFactorDisable")).toEqual([]);

    await user.type(within(form).getByLabelText(/^Password/), "Old pass 1!");
    await user.type(within(form).getByLabelText(/^Code from your authenticator app/), "654321");
    await user.click(within(form).getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("Two-factor sign-in is off.")).toBeInTheDocument();
    expect(callsTo(api, "auth.twoFactorDisable")).toEqual([
      { password: "Old pass 1!", otp: "654321" },
    ]);
    expect(await screen.findByRole("button", { name: "Turn on" })).toBeInTheDocument();
  });

  it("gives the owner the switch that requires it of the owner and admins", async () => {
    const { api, user } = await openSecurity();
    await user.click(
      await screen.findByRole("switch", {
        name: /^Require two-factor sign-in for the owner and admins/,
      }),
    );
    expect(
      await screen.findByText("Two-factor sign-in is now required for the owner and admins."),
    ).toBeInTheDocument();
    expect(callsTo(api, "auth.twoFactorPolicy")).toEqual([{ required: true }]);
  });

  it("keeps Security open and says so in the shell while the role must turn it on", async () => {
    await openSecurity(securityApi({ role: "admin", needed: true }));
    expect(await screen.findByText("Turn on two-factor sign-in")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Settings > Security" })).toHaveAttribute(
      "href",
      "/admin/settings?tab=security",
    );
    expect(await screen.findByRole("button", { name: "Turn on" })).toBeInTheDocument();
    // Not the owner: neither the password nor the requirement.
    expect(screen.queryByRole("switch")).toBeNull();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
  });
});

describe("Settings > Security: your sessions", { timeout: 30_000 }, () => {
  it("marks this device and ends another session after asking", async () => {
    const { api, user } = await openSecurity();
    const table = await screen.findByRole("table", { name: "Your sessions" });
    const mine = await within(table).findByRole("row", { name: /Firefox 140 on Linux/ });
    expect(within(mine).getByText("This device")).toBeInTheDocument();
    expect(within(mine).getByText("Jordan")).toBeInTheDocument();
    expect(within(mine).queryByRole("button")).toBeNull();
    const other = within(table).getByRole("row", { name: /Chrome 131 on macOS/ });
    expect(within(other).getByText("Saudi Arabia")).toBeInTheDocument();

    await user.click(
      within(other).getByRole("button", { name: "End the session of Chrome 131 on macOS" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "End this session?" });
    await user.click(within(dialog).getByRole("button", { name: "End" }));
    expect(await screen.findByText("The session has ended")).toBeInTheDocument();
    expect(callsTo(api, "auth.endSession")).toEqual([{ id: OTHER }]);

    await user.click(screen.getByRole("button", { name: "End all other sessions" }));
    const all = await screen.findByRole("dialog", { name: "End all other sessions?" });
    await user.click(within(all).getByRole("button", { name: "End all other sessions" }));
    expect(await screen.findByText("Sessions ended: 1")).toBeInTheDocument();
    expect(callsTo(api, "auth.endOtherSessions")).toHaveLength(1);
  });

  it("reads right to left in Arabic, countries named in Arabic", async () => {
    await openSecurity(securityApi({ language: "ar" }), "ar");
    const table = await screen.findByRole("table", { name: "جلساتك" });
    expect(document.documentElement.dir).toBe("rtl");
    const mine = await within(table).findByRole("row", { name: /Firefox 140/ });
    expect(within(mine).getByText("هذا الجهاز")).toBeInTheDocument();
    expect(within(mine).getByText("الأردن")).toBeInTheDocument();
  });
});
