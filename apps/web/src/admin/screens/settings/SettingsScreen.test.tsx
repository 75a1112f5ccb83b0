import type { RouterOutputs } from "@bayan/trpc";
import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../../lib/adminSession";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { fakeAdminToken, renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./SettingsScreen";
import { choose } from "../testSteps";
import { fakeTeam } from "./testTeam";

type Preferences = RouterOutputs["settings"]["get"];

beforeEach(() => {
  notifications.clean();
  localStorage.removeItem("theme");
});

/** A fake server keeping the settings and the team, so what the screen shows comes from it. */
const FRESH_TOKEN = fakeAdminToken(7200);

function settingsApi(extra: FakeHandlers = {}, language: "en" | "ar" = "en") {
  let prefs: Preferences = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  const team = fakeTeam();
  const section =
    <K extends keyof Omit<Preferences, "role">>(key: K) =>
    (values: Partial<Preferences[K]>) => {
      prefs = { ...prefs, [key]: { ...prefs[key], ...values } };
      return prefs;
    };
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "auth.sessions": () => ({ items: [] }),
    "settings.get": () => prefs,
    "settings.updateProfile": (input) => {
      if (input.email === "taken@example.com") {
        throw new FakeTrpcError("CONFLICT", 409, "settings.teamEmailTaken");
      }
      return section("profile")(input);
    },
    "settings.updateNotifications": section("notifications"),
    "settings.updateAppearance": section("appearance"),
    "settings.updateRegion": section("region"),
    "settings.updatePrivacy": section("privacy"),
    "settings.updatePayment": section("payment"),
    "settings.changePassword": (input) => {
      if (input.currentPassword !== "Old pass 1!") {
        throw new FakeTrpcError("BAD_REQUEST", 400, "settings.wrongCurrentPassword", [
          {
            path: "currentPassword",
            message: "Current password is incorrect",
            messageKey: "settings.wrongCurrentPassword",
          },
        ]);
      }
      return {
        access_token: FRESH_TOKEN,
        token_type: "Bearer",
        expires_in: 43200,
        message: "Password changed. Every other session has been signed out.",
        messageKey: "settings.passwordChanged",
      };
    },
    ...team.handlers,
    ...extra,
  });
}

const inputsOf = (api: ReturnType<typeof settingsApi>, path: string) =>
  api.calls.filter((c) => c.path === path).map((c) => c.input);

describe("the settings screen (SPEC 2.14)", { timeout: 30_000 }, () => {
  it("shows the profile read-only until Edit Profile, saves it, and Cancel puts it back", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    const name = await screen.findByLabelText(/Full name/);
    expect(name).toHaveAttribute("readonly");
    expect(screen.getByLabelText(/Role/)).toHaveValue("Owner");

    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    expect(name).not.toHaveAttribute("readonly");
    await user.clear(name);
    await user.type(name, "Huda Saleh");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(name).toHaveValue("Administrator");
    expect(name).toHaveAttribute("readonly");

    await user.click(screen.getByRole("button", { name: "Edit Profile" }));
    await user.clear(name);
    await user.type(name, "Huda Saleh");
    await user.type(screen.getByLabelText(/^Email/), "huda@example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(inputsOf(api, "settings.updateProfile").at(-1)).toMatchObject({
      name: "Huda Saleh",
      email: "huda@example.com",
    });
    expect(name).toHaveAttribute("readonly");
    expect(name).toHaveValue("Huda Saleh");
  });

  it("shows the server's reason when a save is refused", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("button", { name: "Edit Profile" }));
    await user.type(screen.getByLabelText(/^Email/), "taken@example.com");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("The settings were not saved")).toBeInTheDocument();
    expect(screen.getByText("A team member already has this email")).toBeInTheDocument();
  });

  it("previews and saves the language and region", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("tab", { name: "Language and region" }));
    await choose(user, "Date format", "YYYY-MM-DD (ISO)");
    await user.click(screen.getByRole("radio", { name: "24-hour (14:30)" }));
    await waitFor(() =>
      expect(screen.getByTestId("preview-date").textContent).toMatch(
        /^\d{4}-\d{2}-\d{2}, \d{2}:\d{2}$/,
      ),
    );
    expect(screen.getByTestId("preview-number")).toHaveTextContent("1,234,567.89");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(inputsOf(api, "settings.updateRegion").at(-1)).toMatchObject({
      dateFormat: "YYYY-MM-DD",
      timeFormat: "24",
    });
  });

  it("changes the password with the rules checked live, and keeps this session on a fresh token", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("tab", { name: "Security" }));
    expect(screen.getByText(/signs out every other session/)).toBeInTheDocument();
    const rules = screen.getByRole("list", { name: "Password rules" });
    await user.type(screen.getByLabelText(/^New password/), "abc");
    expect(within(rules).getByText(/A lowercase letter/)).toHaveTextContent("met");
    expect(within(rules).getByText(/An uppercase letter/)).toHaveTextContent("not yet");
    await user.type(screen.getByLabelText(/^New password/), "DEF12!x");
    await user.type(screen.getByLabelText(/^Confirm new password/), "abcDEF12!x");

    await user.type(screen.getByLabelText(/^Current password/), "wrong");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The password was not changed")).toBeInTheDocument();
    expect(screen.getAllByText("Current password is incorrect").length).toBeGreaterThan(0);

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), "Old pass 1!");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText("Password changed. Every other session has been signed out."),
    ).toBeInTheDocument();
    expect(localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(FRESH_TOKEN);
  });

  it("lists the team with the owner undeletable, invites a member and removes after asking", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("tab", { name: "Team members" }));
    const table = await screen.findByRole("table", { name: "Team members" });
    const ownerRow = within(table).getByRole("row", { name: /Administrator/ });
    expect(within(ownerRow).getByText("Owner")).toBeInTheDocument();
    expect(within(ownerRow).queryByRole("button", { name: /Remove/ })).toBeNull();

    await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Omar Khaled");
    await user.type(screen.getByRole("textbox", { name: /^Email/ }), "omar@example.com");
    await user.click(screen.getByRole("button", { name: "Add member" }));
    expect(await screen.findByText("Omar Khaled was added to the team")).toBeInTheDocument();
    // The server's words on the invitation email: this one is kept in the outbox.
    expect(
      screen.getByText(
        "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      ),
    ).toBeInTheDocument();
    const omarRow = await within(table).findByRole("row", { name: /Omar Khaled/ });
    expect(within(omarRow).getByText("Invited")).toBeInTheDocument();

    await user.click(within(omarRow).getByRole("button", { name: "Remove Omar Khaled" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove team member" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(within(table).queryByRole("row", { name: /Omar Khaled/ })).toBeNull(),
    );
    expect(inputsOf(api, "team.delete")).toEqual([{ id: "00000000-0000-4000-8000-000000000101" }]);
  });

  it("saves the notification switches, the daily digest among them", async () => {
    const api = settingsApi();
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("tab", { name: "Notifications" }));
    const digest = screen.getByRole("switch", { name: /^Daily email digest/ });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    expect(digest).toBeChecked();
    await user.click(screen.getByRole("switch", { name: /^Browser notifications/ }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
    expect(inputsOf(api, "settings.updateNotifications").at(-1)).toMatchObject({
      dailyDigest: true,
      browser: false,
    });
  });

  it("speaks the stored language: Arabic", async () => {
    await renderAdmin("/admin/settings", { api: settingsApi({}, "ar"), language: "ar" });
    expect(await screen.findByRole("tab", { name: "اللغة والمنطقة" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "تعديل الملف الشخصي" })).toBeInTheDocument();
  });

  it("words the server's answers in Arabic: the password change and a team member's address", async () => {
    const api = settingsApi({}, "ar");
    const user = userEvent.setup();
    await renderAdmin("/admin/settings", { api, language: "ar" });
    await user.click(await screen.findByRole("tab", { name: "الأمان" }));
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), "abcDEF12!x");
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), "abcDEF12!x");
    await user.type(screen.getByLabelText(/^كلمة المرور الحالية/), "wrong");
    await user.click(screen.getByRole("button", { name: "تغيير كلمة المرور" }));
    expect(await screen.findByText("لم تُغيَّر كلمة المرور")).toBeInTheDocument();
    // Beside the field and in the toast.
    expect(screen.getAllByText("كلمة المرور الحالية غير صحيحة")).toHaveLength(2);
    await user.clear(screen.getByLabelText(/^كلمة المرور الحالية/));
    await user.type(screen.getByLabelText(/^كلمة المرور الحالية/), "Old pass 1!");
    await user.click(screen.getByRole("button", { name: "تغيير كلمة المرور" }));
    expect(
      await screen.findByText("تم تغيير كلمة المرور، وسُجّل الخروج من جميع الجلسات الأخرى."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "أعضاء الفريق" }));
    await screen.findByRole("table", { name: "أعضاء الفريق" });
    await user.type(screen.getByRole("textbox", { name: /^الاسم/ }), "Omar Khaled");
    await user.type(
      screen.getByRole("textbox", { name: /^البريد الإلكتروني/ }),
      "omar@example.com",
    );
    await user.click(screen.getByRole("button", { name: "إضافة العضو" }));
    await screen.findByRole("row", { name: /Omar Khaled/ });
    await user.type(screen.getByRole("textbox", { name: /^الاسم/ }), "Omar Two");
    await user.type(
      screen.getByRole("textbox", { name: /^البريد الإلكتروني/ }),
      "omar@example.com",
    );
    await user.click(screen.getByRole("button", { name: "إضافة العضو" }));
    expect(await screen.findByText("لم تتم إضافة العضو")).toBeInTheDocument();
    expect(screen.getByText("هذا البريد الإلكتروني مستخدم لعضو آخر في الفريق")).toBeInTheDocument();
  });
});
