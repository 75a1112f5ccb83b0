import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../../AdminRoot";
import "./SettingsScreen";
import { callsTo, choose } from "../testSteps";
import { OWNER, fakeTeam, member, memberId } from "./testTeam";

const INVITED = member(2, { name: "Omar Khaled", email: "omar@example.com", status: "invited" });
const ACTIVE = member(3, { name: "Lina Haddad", email: "lina@example.com", role: "editor" });
const SUSPENDED = member(4, {
  name: "Sami Nasser",
  email: "sami@example.com",
  status: "suspended",
});

/** The settings with the team tab open, on a fake team server of these members. */
async function openTeam(extra: FakeHandlers = {}, language: "en" | "ar" = "en") {
  const team = fakeTeam([OWNER, INVITED, ACTIVE, SUSPENDED]);
  const prefs = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  prefs.region.language = language;
  const api = fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => prefs,
    ...team.handlers,
    ...extra,
  });
  await renderAdmin("/admin/settings?tab=team", { api, language });
  const table = await screen.findByRole("table", {
    name: language === "ar" ? "أعضاء الفريق" : "Team members",
  });
  await within(table).findByRole("row", { name: /Omar Khaled/ });
  return { api, team, table, user: userEvent.setup() };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole("row", { name: new RegExp(name) });

describe("Settings > Team members (docs/team.md)", { timeout: 30_000 }, () => {
  it("shows each member's status, and the owner with no buttons", async () => {
    const { table } = await openTeam();
    expect(within(rowOf(table, "Administrator")).getByText("Active")).toBeInTheDocument();
    expect(within(rowOf(table, "Administrator")).queryAllByRole("button")).toEqual([]);
    expect(within(rowOf(table, "Omar Khaled")).getByText("Invited")).toBeInTheDocument();
    expect(within(rowOf(table, "Lina Haddad")).getByText("Active")).toBeInTheDocument();
    expect(within(rowOf(table, "Sami Nasser")).getByText("Suspended")).toBeInTheDocument();
    // Only an invited member's invitation can go again; a suspended one is let back in.
    expect(
      within(rowOf(table, "Omar Khaled")).getByRole("button", {
        name: "Send the invitation again to Omar Khaled",
      }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(table, "Lina Haddad")).queryByRole("button", { name: /invitation again/ }),
    ).toBeNull();
    expect(
      within(rowOf(table, "Sami Nasser")).getByRole("button", { name: "Let Sami Nasser back in" }),
    ).toBeInTheDocument();
    expect(
      within(rowOf(table, "Sami Nasser")).queryByRole("button", { name: /^Suspend/ }),
    ).toBeNull();
  });

  it("sends the invitation again and says what became of the email", async () => {
    const { api, table, user } = await openTeam();
    await user.click(
      within(rowOf(table, "Omar Khaled")).getByRole("button", {
        name: "Send the invitation again to Omar Khaled",
      }),
    );
    expect(
      await screen.findByText(
        "Invitation saved in the outbox (SMTP is not configured, so it was not delivered)",
      ),
    ).toBeInTheDocument();
    expect(callsTo(api, "team.resendInvite")).toEqual([{ id: memberId(2) }]);
  });

  it("asks before suspending (their sessions end), then suspends with team.update; lets back in", async () => {
    const { api, table, user } = await openTeam();
    const suspend = () =>
      within(rowOf(table, "Lina Haddad")).getByRole("button", { name: "Suspend Lina Haddad" });

    await user.click(suspend());
    let dialog = await screen.findByRole("dialog", { name: "Suspend Lina Haddad?" });
    expect(dialog).toHaveTextContent("every session of theirs ends at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "team.update")).toEqual([]);

    await user.click(suspend());
    dialog = await screen.findByRole("dialog", { name: "Suspend Lina Haddad?" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(
      await screen.findByText("Lina Haddad is suspended: their sessions have ended"),
    ).toBeInTheDocument();
    expect(callsTo(api, "team.update")).toEqual([{ id: memberId(3), status: "suspended" }]);
    await waitFor(() =>
      expect(within(rowOf(table, "Lina Haddad")).getByText("Suspended")).toBeInTheDocument(),
    );

    await user.click(
      within(rowOf(table, "Lina Haddad")).getByRole("button", { name: "Let Lina Haddad back in" }),
    );
    expect(await screen.findByText("Lina Haddad can sign in again")).toBeInTheDocument();
    expect(callsTo(api, "team.update").at(-1)).toEqual({ id: memberId(3), status: "active" });
  });

  it("signs an active member out everywhere after asking (team.endSessions)", async () => {
    const { api, table, user } = await openTeam({
      "team.endSessions": () => ({
        ended: 2,
        message: "Sessions ended: 2",
        messageKey: "team.sessionsEnded",
        params: { count: 2 },
      }),
    });
    // Only an active member has sessions to end.
    expect(
      within(rowOf(table, "Omar Khaled")).queryByRole("button", { name: /out everywhere/ }),
    ).toBeNull();
    await user.click(
      within(rowOf(table, "Lina Haddad")).getByRole("button", {
        name: "Sign Lina Haddad out everywhere",
      }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Sign Lina Haddad out everywhere?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
    expect(await screen.findByText("Sessions ended: 2")).toBeInTheDocument();
    expect(callsTo(api, "team.endSessions")).toEqual([{ id: memberId(3) }]);
  });

  it("changes a role with team.update, the support role among the choices", async () => {
    const { api, table, user } = await openTeam();
    await choose(user, "Role of Lina Haddad", "Support", rowOf(table, "Lina Haddad"));
    expect(await screen.findByText("Role changed")).toBeInTheDocument();
    expect(callsTo(api, "team.update")).toEqual([{ id: memberId(3), role: "support" }]);
  });

  it("invites in the language the admin is using and shows the server's words on the email", async () => {
    const { api, user } = await openTeam({}, "ar");
    await user.type(screen.getByRole("textbox", { name: /^الاسم/ }), "Huda Saleh");
    await user.type(
      screen.getByRole("textbox", { name: /^البريد الإلكتروني/ }),
      "huda@example.com",
    );
    await user.click(screen.getByRole("button", { name: "إضافة العضو" }));
    expect(await screen.findByRole("row", { name: /Huda Saleh/ })).toBeInTheDocument();
    expect(callsTo(api, "team.add")).toEqual([
      { name: "Huda Saleh", email: "huda@example.com", role: "viewer", language: "ar" },
    ]);
    // The toast's words are the server's, in Arabic.
    expect(
      screen.getByText("حُفظت الدعوة في صندوق الصادر (خادم البريد SMTP غير مُعدّ، لذا لم تُرسل)"),
    ).toBeInTheDocument();
  });

  it("shows a refusal (403 auth.forbidden) in the failure toast", async () => {
    const { table, user } = await openTeam({
      "team.resendInvite": () => {
        throw new FakeTrpcError("FORBIDDEN", 403, "auth.forbidden", null, { permission: "team" });
      },
    });
    await user.click(
      within(rowOf(table, "Omar Khaled")).getByRole("button", {
        name: "Send the invitation again to Omar Khaled",
      }),
    );
    expect(await screen.findByText("The invitation was not sent")).toBeInTheDocument();
    expect(
      screen.getByText("Your role does not allow this. Ask the owner of the team."),
    ).toBeInTheDocument();
  });
});
