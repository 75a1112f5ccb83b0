import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, sessionOf } from "../../test/fakeApi";
import { renderAdmin } from "../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the shell lazily).
import "../AdminRoot";
import "../screens/settings/SettingsScreen";
import { PRIVACY, policyApi, setUpPolicyTests, table } from "../screens/policy/testData";
import { OWNER, fakeTeam, member } from "../screens/settings/testTeam";
import { entries, waitlistApi } from "../screens/waitlist/testData";

setUpPolicyTests();

const VIEWER_NOTE = "Your role (Viewer) can read this screen but not change it.";

/** Settings > Team members, signed in as a member of `role`. */
async function teamAs(role: "owner" | "viewer") {
  const prefs = structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const });
  const api = fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => prefs,
    ...fakeTeam([OWNER, member(2, { name: "Omar Khaled" })]).handlers,
    "auth.session": () =>
      sessionOf(role, role === "viewer" ? { name: "Nour Viewer", email: "nour@example.com" } : {}),
  });
  await renderAdmin("/admin/settings?tab=team", { api });
  const grid = await screen.findByRole("table", { name: "Team members" });
  await within(grid).findByRole("row", { name: /Omar Khaled/ });
  return grid;
}

describe("the admin panel follows the signed-in member's role (docs/team.md)", () => {
  it("names the member and their role in the sidebar", async () => {
    await teamAs("viewer");
    const account = await screen.findByTestId("admin-account");
    expect(account).toHaveTextContent("Nour Viewer");
    expect(account).toHaveTextContent("Viewer");
  });

  it("a viewer sees the team without its buttons, and why", async () => {
    const grid = await teamAs("viewer");
    expect(await screen.findByText(VIEWER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add member" })).toBeNull();
    expect(within(grid).queryAllByRole("button")).toEqual([]);
    expect(within(grid).queryByRole("combobox", { name: "Role of Omar Khaled" })).toBeNull();
    expect(within(grid).getByText("Viewer")).toBeInTheDocument();
  });

  it("the owner sees the team's buttons, and no note", async () => {
    const grid = await teamAs("owner");
    expect(await screen.findByRole("button", { name: "Add member" })).toBeInTheDocument();
    expect(within(grid).getByRole("button", { name: "Remove Omar Khaled" })).toBeInTheDocument();
    expect(within(grid).getByRole("combobox", { name: "Role of Omar Khaled" })).toBeInTheDocument();
    expect(screen.queryByTestId("role-note")).toBeNull();
  });

  it("a viewer reads the privacy policy's sections without Add section or a row's buttons", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    api.answer("auth.session", () => sessionOf("viewer"));
    await renderAdmin("/admin/privacy", { api });
    const grid = await table();
    expect(await within(grid).findByText("Information Collection")).toBeInTheDocument();
    expect(await screen.findByText(VIEWER_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add section" })).toBeNull();
    expect(within(grid).queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(within(grid).queryByRole("button", { name: /^Published:/ })).toBeNull();
    // The status is still said, as a word.
    expect(within(grid).getAllByText("Published").length).toBeGreaterThan(0);
  });

  it("an editor edits the privacy policy", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    api.answer("auth.session", () => sessionOf("editor"));
    await renderAdmin("/admin/privacy", { api });
    const grid = await table();
    expect(await screen.findByRole("button", { name: "Add section" })).toBeEnabled();
    expect(
      within(grid).getByRole("button", { name: "Edit “Information Collection”" }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("role-note")).toBeNull();
  });

  it("an editor reads the waitlist without inviting, exporting or choosing rows", async () => {
    const api = waitlistApi(entries(3), { "auth.session": () => sessionOf("editor") });
    await renderAdmin("/admin/waitlist", { api });
    expect(await screen.findByText(entries(3)[0]!.email)).toBeInTheDocument();
    expect(
      await screen.findByText("Your role (Editor) can read this screen but not change it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Invite next in line" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Send invite to/ })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: /^Select/ })).toBeNull();
  });
});
