import type { RouterOutputs } from "@bayan/trpc";
import { DEFAULT_PREFERENCES, WAITLIST_SETTINGS_DEFAULTS } from "@bayan/trpc/schemas";
import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./SettingsScreen";
import { callsTo } from "../testSteps";

type Preferences = RouterOutputs["settings"]["get"];
type WaitlistSettings = RouterOutputs["waitlist"]["settings"];

beforeEach(() => {
  notifications.clean();
});

/**
 * A server keeping the waitlist's settings (so a second visit reads what was saved); it refuses a
 * reminder of 700 hours, to show its field error.
 */
function waitlistSettingsApi(language: "en" | "ar" = "en") {
  const prefs: Preferences = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  let stored: WaitlistSettings = { ...WAITLIST_SETTINGS_DEFAULTS };
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => prefs,
    "waitlist.settings": () => stored,
    "waitlist.updateSettings": (patch) => {
      if (patch.reminderAfterHours === 700) {
        throw new FakeTrpcError("BAD_REQUEST", 400, "waitlist.reminderInvalid", [
          {
            path: "reminderAfterHours",
            message: "The reminder must come after 1 to 720 hours",
            messageKey: "waitlist.reminderInvalid",
          },
        ]);
      }
      stored = { ...stored, ...patch };
      return {
        settings: stored,
        message: "Waitlist settings saved",
        messageKey: "waitlist.settingsSaved",
      };
    },
  });
}

const field = (name: RegExp) => screen.getByRole("textbox", { name });

describe("Settings > Waitlist", { timeout: 30_000 }, () => {
  it("shows the stored settings, sends only what changed, and reads them back on a new visit", async () => {
    const user = userEvent.setup();
    const api = waitlistSettingsApi();
    const first = await renderAdmin("/admin/settings?tab=waitlist", { api });
    expect(await screen.findByRole("tab", { name: "Waitlist", selected: true })).toBeVisible();
    const optIn = await screen.findByRole("switch", { name: /^Invite confirmed entries only/ });
    expect(optIn).toBeChecked();
    expect(screen.getByRole("radio", { name: /^First come, first served/ })).toBeChecked();
    // Places per referral belongs to the referral rule: hidden under first come, first served.
    expect(screen.queryByRole("textbox", { name: /^Places per referral/ })).toBeNull();
    expect(field(/^Reminder after \(hours\)/)).toHaveValue("48");
    expect(field(/^Keep unconfirmed entries \(days\)/)).toHaveValue("30");
    expect(screen.getByRole("switch", { name: /^Public leaderboard/ })).not.toBeChecked();

    await user.click(screen.getByRole("radio", { name: /^Referrals move people up/ }));
    const places = field(/^Places per referral/);
    expect(places).toHaveValue("5");
    await user.clear(places);
    await user.type(places, "3");
    await user.clear(field(/^Reminder after \(hours\)/));
    await user.type(field(/^Reminder after \(hours\)/), "24");
    await user.click(screen.getByRole("switch", { name: /^Public leaderboard/ }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("Waitlist settings saved")).toBeInTheDocument();
    expect(callsTo(api, "waitlist.updateSettings")).toEqual([
      {
        positionRule: "referrals",
        placesPerReferral: 3,
        reminderAfterHours: 24,
        leaderboard: true,
      },
    ]);

    // Saving again with nothing changed sends nothing.
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Nothing to save: no setting was changed.")).toBeVisible();
    expect(callsTo(api, "waitlist.updateSettings")).toHaveLength(1);

    // A new visit (a reload) reads the saved settings from the server.
    first.unmount();
    await renderAdmin("/admin/settings?tab=waitlist", { api });
    expect(await screen.findByRole("radio", { name: /^Referrals move people up/ })).toBeChecked();
    expect(field(/^Places per referral/)).toHaveValue("3");
    expect(field(/^Reminder after \(hours\)/)).toHaveValue("24");
    expect(screen.getByRole("switch", { name: /^Public leaderboard/ })).toBeChecked();
  });

  it("shows the server's reason on its field", async () => {
    const user = userEvent.setup();
    const api = waitlistSettingsApi();
    await renderAdmin("/admin/settings?tab=waitlist", { api });
    const reminder = await screen.findByRole("textbox", { name: /^Reminder after \(hours\)/ });
    await user.clear(reminder);
    await user.type(reminder, "700");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("The settings were not saved")).toBeInTheDocument();
    // Beside the field and in the toast.
    expect(screen.getAllByText("Enter a whole number of hours from 1 to 720")).toHaveLength(2);
    expect(reminder).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(api, "waitlist.updateSettings")).toEqual([{ reminderAfterHours: 700 }]);
  });

  it("checks the rules before sending: an empty number is refused on its field", async () => {
    const user = userEvent.setup();
    const api = waitlistSettingsApi();
    await renderAdmin("/admin/settings?tab=waitlist", { api });
    const keep = await screen.findByRole("textbox", { name: /^Keep unconfirmed entries/ });
    await user.clear(keep);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Enter a whole number of days from 1 to 365")).toBeVisible();
    expect(keep).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(api, "waitlist.updateSettings")).toEqual([]);
  });

  it("in Arabic: the section, its fields and the server's answer", async () => {
    const user = userEvent.setup();
    const api = waitlistSettingsApi("ar");
    await renderAdmin("/admin/settings?tab=waitlist", { api, language: "ar" });
    await user.click(await screen.findByRole("switch", { name: /^دعوة المؤكَّدين فقط/ }));
    await user.click(screen.getByRole("button", { name: "حفظ التغييرات" }));
    expect(await screen.findByText("حُفظت إعدادات قائمة الانتظار")).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(api, "waitlist.updateSettings")).toEqual([{ doubleOptIn: false }]),
    );
  });
});
