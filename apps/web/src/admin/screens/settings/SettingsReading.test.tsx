import type { RouterOutputs } from "@bayan/trpc";
import {
  DEFAULT_PREFERENCES,
  WAITLIST_SETTINGS_DEFAULTS,
  type TimeZone,
} from "@bayan/trpc/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import { browserTimeZone } from "../../lib/format";
import "./SettingsScreen";
import { OWNER, fakeTeam, member } from "./testTeam";

type Preferences = RouterOutputs["settings"]["get"];

const INVITED = member(2, { name: "Omar Khaled", email: "omar@example.com", status: "invited" });
const ACTIVE = member(3, { name: "Lina Haddad", email: "lina@example.com", role: "editor" });

/**
 * A settings server; in Arabic with Arabic digits (the number format an Arabic-speaking admin
 * chooses in Settings > Language and region), as the rest of the Arabic panel writes them.
 */
function readingApi(language: "en" | "ar", timezone: TimeZone = "browser") {
  const prefs: Preferences = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  prefs.region.timezone = timezone;
  if (language === "ar") prefs.region.numberFormat = "ar-SA";
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => prefs,
    "waitlist.settings": () => ({ ...WAITLIST_SETTINGS_DEFAULTS }),
    ...fakeTeam([OWNER, INVITED, ACTIVE]).handlers,
  });
}

async function open(tab: string, language: "en" | "ar" = "en", timezone?: TimeZone) {
  await renderAdmin(`/admin/settings?tab=${tab}`, {
    api: readingApi(language, timezone),
    language,
  });
}

/** Western digits (0-9): none belong in an Arabic sentence with Arabic digits. */
const WESTERN_DIGITS = /[0-9]/;

/** Whether `icon` (an svg) is drawn mirrored, as DirectionalIcon draws it in right-to-left. */
const mirrored = (icon: Element | null) =>
  icon instanceof SVGElement &&
  icon.getAttribute("data-mirrored") === "true" &&
  icon.style.transform === "scaleX(-1)";

describe(
  "Settings in Arabic: numbers and icons as the rest of the panel",
  { timeout: 60_000 },
  () => {
    it("Team members: the invitation's days in Arabic digits, its send and sign-out icons mirrored", async () => {
      await open("team", "ar");
      const table = await screen.findByRole("table", { name: "أعضاء الفريق" });
      const note = screen.getByText(/ويعمل الرابط لمدة/);
      expect(note).toHaveTextContent("لمدة ٧ أيام");
      expect(note.textContent).not.toMatch(WESTERN_DIGITS);

      const resend = await within(table).findByRole("button", {
        name: "إعادة إرسال الدعوة إلى Omar Khaled",
      });
      expect(mirrored(resend.querySelector("svg"))).toBe(true);
      const signOut = within(table).getByRole("button", {
        name: "تسجيل خروج Lina Haddad من كل مكان",
      });
      expect(mirrored(signOut.querySelector("svg"))).toBe(true);
    });

    it("Waitlist: the sending pace's hours, shares and sends in Arabic digits, percentages as such", async () => {
      await open("waitlist", "ar");
      const pace = await screen.findByText(/تُرسل الدعوات الجماعية/);
      expect(pace.textContent).not.toMatch(WESTERN_DIGITS);
      expect(pace).toHaveTextContent("على ٨ ساعات على الأقل");
      expect(pace).toHaveTextContent(/أكثر من ٤٪/);
      expect(pace).toHaveTextContent(/أكثر من ٠٫١٪/);
      expect(pace).toHaveTextContent("بعد ٢٠٠ إرسال");
      const leaderboard = screen.getByText(/مُحيلين على الموقع/);
      expect(leaderboard).toHaveTextContent("بأفضل ١٠ مُحيلين");
    });

    it("Help: each range of hours stays on one line, so that a lone م never wraps", async () => {
      await open("help", "ar");
      const local = await screen.findAllByText(/^بتوقيتك/);
      expect(local).toHaveLength(2);
      for (const line of local) {
        const times = line.querySelector("bdi");
        expect(times).not.toBeNull();
        expect(times!.style.whiteSpace).toBe("nowrap");
      }
    });
  },
);

describe("Settings in English: how the sections read and line up", { timeout: 60_000 }, () => {
  it("Help names the device's time zone once: In your time zone (UTC)", async () => {
    await open("help");
    const lines = await screen.findAllByText(/^In your time zone/);
    expect(lines).toHaveLength(2);
    const zone = browserTimeZone();
    for (const line of lines) {
      expect(line.textContent).not.toMatch(/This device's time zone/);
      expect(line.textContent).toMatch(
        zone ? `In your time zone (${zone}): ` : "In your time zone: ",
      );
      expect(line.querySelector("bdi")!.style.whiteSpace).toBe("nowrap");
    }
  });

  it("Help names a chosen time zone by its name", async () => {
    await open("help", "en", "Asia/Amman");
    const lines = await screen.findAllByText(/^In your time zone \(Amman\):$/);
    expect(lines).toHaveLength(2);
  });

  it("Profile: the described fields keep their descriptions under the field, in line with the rest", async () => {
    await open("profile");
    const name = await screen.findByRole("textbox", { name: "Full name" });
    const email = screen.getByRole("textbox", { name: "Email" });
    const phone = screen.getByRole("textbox", { name: "Phone" });
    const role = screen.getByRole("textbox", { name: "Role" });
    const after = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(after(email, screen.getByText("Where the daily digest is sent."))).toBe(true);
    expect(
      after(role, screen.getByText(/The administrator is the team's owner; the role cannot/)),
    ).toBe(true);
    // Each field comes right after its label in every cell of the grid: the rows line up.
    for (const input of [name, email, phone, role]) {
      const wrapper = input.closest(".mantine-InputWrapper-root")!;
      const children = [...wrapper.children];
      expect(children[0]!.tagName).toBe("LABEL");
      expect(children[1]!.contains(input)).toBe(true);
    }
  });

  it("the sections' tabs start their labels beside their icons, as the audit log's link", async () => {
    await open("profile");
    const tabs = await screen.findAllByRole("tab");
    expect(tabs).toHaveLength(11);
    for (const tab of tabs) {
      const label = tab.querySelector(".mantine-Tabs-tabLabel") as HTMLElement;
      expect(label.style.textAlign).toBe("start");
    }
  });
});
