import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { DEFAULT_PREFERENCES } from "@bayan/trpc/schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveToken } from "../../../../lib/adminSession";
import { captureDownloads } from "../../../../test/downloads";
import { FakeTrpcError, fakeApi, sessionOf, type FakeHandlers } from "../../../../test/fakeApi";
import { pageOf } from "../../../../test/fakeStore";
import { renderAdmin } from "../../../../test/renderAdmin";
import { callsTo, choose, opensFilters } from "../../testSteps";
import { OWNER, fakeTeam, member, memberId } from "../testTeam";
// Loaded with the file, not inside the first test (the routes load the shell and the screen
// lazily, which on a busy machine can take longer than a test may).
import "../../../AdminRoot";
import "./AuditScreen";

type Entry = RouterOutputs["audit"]["list"]["items"][number];
type ListInput = RouterInputs["audit"]["list"];

const LINA = member(3, { name: "Lina Haddad", email: "lina@example.com", role: "editor" });

/** A row as the server answers it; its hash 64 hex digits. */
function entry(id: number, fields: Partial<Entry>): Entry {
  return {
    id,
    at: new Date(Date.UTC(2026, 10, 10 + id, 12, 30)).toISOString(),
    actorId: OWNER.id,
    actorLabel: "Administrator (owner)",
    action: "auth.signIn",
    targetType: null,
    targetId: null,
    targetLabel: null,
    changes: null,
    ip: "203.0.113.7",
    hash: `${id}`.padStart(4, "0") + "abcdef0123456789".repeat(3) + "abcdef012345",
    ...fields,
  };
}

const invited = entry(1, {
  action: "team.invite",
  targetType: "team-member",
  targetId: LINA.id,
  targetLabel: "Lina Haddad <l***@example.com>",
  changes: {
    name: { before: null, after: "Lina Haddad" },
    role: { before: null, after: "viewer" },
  },
});
const signedIn = entry(2, {
  actorId: LINA.id,
  actorLabel: "Lina Haddad (viewer)",
  ip: null,
});
const roleChanged = entry(3, {
  action: "team.role",
  targetType: "team-member",
  targetId: LINA.id,
  targetLabel: "Lina Haddad <l***@example.com>",
  changes: { role: { before: "viewer", after: "editor" } },
});
const notifications = entry(4, {
  action: "settings.notifications",
  targetType: "settings",
  changes: {
    digest: { before: { daily: true }, after: { daily: false, hour: 8 } },
    email: { before: "owner@example.com", after: null },
  },
});
const ROWS = [notifications, roleChanged, signedIn, invited];

/** A fake server holding the log: newest first, by action, member and kind of target, paged. */
function auditApi(rows: Entry[] = ROWS, extra: FakeHandlers = {}) {
  const team = fakeTeam([OWNER, LINA]);
  return fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    ...team.handlers,
    "audit.list": (input: ListInput) =>
      pageOf(
        rows
          .filter(
            (r) =>
              (!input.action || r.action === input.action) &&
              (!input.actorId || r.actorId === input.actorId) &&
              (!input.targetType || r.targetType === input.targetType),
          )
          .sort((a, b) => b.id - a.id),
        input,
        20,
      ),
    "audit.verify": () => ({ valid: true, rows: rows.length, firstBadId: null, checkpoint: null }),
    ...extra,
  });
}

const table = (name = "Audit log") => screen.findByRole("table", { name });
const rowOf = (list: HTMLElement, text: string) => within(list).getByText(text).closest("tr")!;

/** The day and time as the screen writes them (no region settings: the browser's zone). */
const day = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { dateStyle: "medium" }).format(new Date(iso));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("settings: the audit log", { timeout: 30_000 }, () => {
  it("lists the rows newest first: when, who, what in words, the target and the address", async () => {
    const api = auditApi();
    await renderAdmin("/admin/settings/audit", { api });
    const list = await table();
    const rows = within(list).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[2]!.textContent)).toEqual([
      "Notification settings changed",
      "Role changed",
      "Signed in",
      "Member invited",
    ]);
    const role = rowOf(list, "Role changed");
    expect(within(role).getByText("Administrator (owner)")).toBeInTheDocument();
    expect(within(role).getByText("Team member")).toBeInTheDocument();
    expect(within(role).getByText("Lina Haddad <l***@example.com>")).toBeInTheDocument();
    expect(within(role).getByText("203.0.113.7")).toBeInTheDocument();
    expect(within(role).getByText(day(roleChanged.at))).toBeInTheDocument();
    // No address, no kind of target a known word: an em dash, the kind as stored.
    expect(within(rowOf(list, "Signed in")).getByText("—")).toBeInTheDocument();
    expect(within(rowOf(list, "Notification settings changed")).getByText("settings"));
    expect(screen.getByText("Showing 1 to 4 of 4 rows")).toBeInTheDocument();
    expect(callsTo(api, "audit.list").at(-1)).toEqual({ page: 1, limit: 20 });
    // The way back to the settings, and the owner's header buttons.
    expect(screen.getByRole("link", { name: "All settings" })).toHaveAttribute(
      "href",
      "/admin/settings",
    );
    expect(screen.getByRole("button", { name: "Verify the chain" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeInTheDocument();
    expect(screen.queryByTestId("role-note")).toBeNull();
  });

  it("puts the action, member, target and days into the address and the list call", async () => {
    const user = userEvent.setup();
    const api = auditApi();
    const { router } = await renderAdmin("/admin/settings/audit?page=2", { api });
    await table();
    await opensFilters(user);

    await choose(user, "Action", "Role changed");
    await waitFor(() => expect(router.state.location.search).toEqual({ action: "team.role" }));
    await choose(user, "Member", "Administrator");
    await choose(user, "Target", "Team member");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        action: "team.role",
        actorId: OWNER.id,
        targetType: "team-member",
      }),
    );
    const list = await table();
    await waitFor(() => expect(within(list).queryByText("Signed in")).toBeNull());
    expect(within(list).getByText("Role changed")).toBeInTheDocument();

    await user.type(screen.getByRole("textbox", { name: "From date" }), "2026-11-01");
    await user.tab();
    await user.type(screen.getByRole("textbox", { name: "To date" }), "2026-11-30");
    await user.tab();
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ from: "2026-11-01", to: "2026-11-30" }),
    );
    await waitFor(() =>
      expect(callsTo(api, "audit.list").at(-1)).toEqual({
        page: 1,
        limit: 20,
        action: "team.role",
        actorId: OWNER.id,
        targetType: "team-member",
        // The admin's days: from the first instant of the first to the last of the second.
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(new Date(2026, 11, 1).getTime() - 1).toISOString(),
      }),
    );

    // Reset clears them all.
    await user.click(screen.getByRole("button", { name: "Reset filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await within(await table()).findByText("Signed in")).toBeInTheDocument();
  });

  it("reads a shared address's filters and ignores what it cannot read", async () => {
    const api = auditApi();
    const { router } = await renderAdmin(
      `/admin/settings/audit?action=team.nothing&actorId=${memberId(3)}&targetType=Team%20member&from=2026-02-30&to=2026-11-30&selected=abc`,
      { api },
    );
    await table();
    expect(router.state.matches.at(-1)?.search).toEqual({ actorId: memberId(3), to: "2026-11-30" });
    expect(callsTo(api, "audit.list").at(-1)).toEqual({
      page: 1,
      limit: 20,
      actorId: memberId(3),
      to: new Date(new Date(2026, 11, 1).getTime() - 1).toISOString(),
    });
    // What could not be read leaves the address at the next change.
    await userEvent.setup().click(within(await table()).getByText("Signed in"));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        actorId: memberId(3),
        to: "2026-11-30",
        selected: 2,
      }),
    );
  });

  it("opens a row with what changed: before and after, an em dash for empty, JSON indented", async () => {
    const user = userEvent.setup();
    const api = auditApi();
    const { router } = await renderAdmin("/admin/settings/audit", { api });
    await user.click(within(await table()).getByText("Role changed"));
    await waitFor(() => expect(router.state.location.search).toEqual({ selected: 3 }));
    // The row's id as the number it is in the address, read back as the row's.
    expect(router.state.location.href).toBe("/admin/settings/audit?selected=3");
    const drawer = await screen.findByRole("dialog", { name: "Role changed" });
    expect(within(drawer).getByText("Administrator (owner)")).toBeInTheDocument();
    expect(within(drawer).getByText("Lina Haddad <l***@example.com>")).toBeInTheDocument();
    expect(within(drawer).getByText("#3")).toBeInTheDocument();
    // The hash shortened, whole in its title.
    const hash = within(drawer).getByText(`${roleChanged.hash.slice(0, 12)}…`);
    expect(hash).toHaveAttribute("title", roleChanged.hash);
    expect(within(drawer).getByRole("button", { name: "Copy the whole hash" })).toBeInTheDocument();
    const changes = within(drawer).getByRole("list", { name: "Changes" });
    const role = within(changes).getByText("role").closest("li")!;
    expect(role).toHaveTextContent("viewer changed to editor");

    await user.click(within(drawer).getByRole("button", { name: "Close the details" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));

    // Another row, by its link: a field emptied shows an em dash; objects are JSON, indented.
    await router.navigate({ to: "/admin/settings/audit", search: { selected: "4" } });
    const other = await screen.findByRole("dialog", { name: "Notification settings changed" });
    const fields = within(other).getByRole("list", { name: "Changes" });
    const email = within(fields).getByText("email").closest("li")!;
    expect(email).toHaveTextContent("owner@example.com changed to —empty");
    const digest = within(fields).getByText("digest").closest("li")!;
    const json = digest.querySelectorAll("pre");
    expect([...json].map((pre) => pre.textContent)).toEqual([
      '{\n  "daily": true\n}',
      '{\n  "daily": false,\n  "hour": 8\n}',
    ]);

    // A row with no change says so; one on no loaded page is not to be had.
    await router.navigate({ to: "/admin/settings/audit", search: { selected: "2" } });
    const signIn = await screen.findByRole("dialog", { name: "Signed in" });
    expect(within(signIn).getByText("This row records no changed field.")).toBeInTheDocument();
    await router.navigate({ to: "/admin/settings/audit", search: { selected: "99" } });
    const missing = await screen.findByRole("dialog", { name: "Audit log row" });
    expect(
      within(missing).getByText("This row is not on this page of the log."),
    ).toBeInTheDocument();
  });

  it("verifies the chain: intact, with the rows counted", async () => {
    const user = userEvent.setup();
    const api = auditApi();
    await renderAdmin("/admin/settings/audit", { api });
    await table();
    await user.click(screen.getByRole("button", { name: "Verify the chain" }));
    expect(await screen.findByRole("status")).toHaveTextContent("4 rows, chain intact");
    expect(callsTo(api, "audit.verify")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(screen.queryByText("4 rows, chain intact")).toBeNull());

    // After retention: where the kept chain starts. Each press asks again.
    const at = "2024-11-20T12:00:00.000Z";
    api.answer("audit.verify", () => ({
      valid: true,
      rows: 1,
      firstBadId: null,
      checkpoint: { throughId: 120, at, removed: 120 },
    }));
    await user.click(screen.getByRole("button", { name: "Verify the chain" }));
    const status = await screen.findByRole("status");
    await waitFor(() => expect(status).toHaveTextContent("1 row, chain intact"));
    expect(status).toHaveTextContent(
      `Older rows were removed by retention (in all: 120, up to row #120, on ${day(at)}); the chain is checked from their signed checkpoint.`,
    );
    expect(callsTo(api, "audit.verify")).toHaveLength(2);
  });

  it("verifies the chain: broken, naming the first bad row", async () => {
    const user = userEvent.setup();
    const api = auditApi(ROWS, {
      "audit.verify": () => ({ valid: false, rows: 2, firstBadId: 3, checkpoint: null }),
    });
    await renderAdmin("/admin/settings/audit", { api });
    await table();
    await user.click(screen.getByRole("button", { name: "Verify the chain" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Chain broken at row #3");
    expect(alert).toHaveTextContent("The rows before it are intact.");
  });

  it("downloads the CSV with the filters and the bearer token", async () => {
    const user = userEvent.setup();
    const fetchCsv = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(new Response("\uFEFFid,at\n", { status: 200 })),
    );
    vi.stubGlobal("fetch", fetchCsv);
    const saved = captureDownloads();
    const api = auditApi();
    await renderAdmin(
      `/admin/settings/audit?action=team.role&actorId=${OWNER.id}&from=2026-11-01`,
      { api },
    );
    await table();
    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchCsv.mock.calls[0]!;
    const sent = new URL(url, "http://localhost");
    expect(sent.pathname).toBe("/api/audit/export.csv");
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      action: "team.role",
      actorId: OWNER.id,
      from: new Date(2026, 10, 1).toISOString(),
    });
    expect(new Headers(init?.headers).get("authorization")).toBe(`Bearer ${liveToken()}`);
    expect(saved[0]!.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("hides the CSV from a role without export, and says why", async () => {
    const session = sessionOf("admin");
    const api = auditApi(ROWS, {
      "auth.session": () => ({
        ...session,
        member: { ...session.member, permissions: ["read", "reply", "edit", "run"] },
      }),
    });
    await renderAdmin("/admin/settings/audit", { api });
    await table();
    expect(screen.getByRole("button", { name: "Verify the chain" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download CSV" })).toBeNull();
    expect(screen.getByTestId("role-note")).toHaveTextContent(
      "Some actions are hidden: your role (Admin) does not allow them.",
    );
  });

  it("is not offered to a role without run, and says so there", async () => {
    const api = auditApi(ROWS, { "auth.session": () => sessionOf("editor") });
    await renderAdmin("/admin/settings/audit", { api });
    expect(
      await screen.findByText(
        "The audit log is read by the owner and the administrators: your role (Editor) does not allow it.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Audit log" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Verify the chain" })).toBeNull();
  });

  it("says why the log could not be loaded, with Try again", async () => {
    const api = auditApi(ROWS, {
      "audit.list": () => {
        throw new FakeTrpcError("SERVICE_UNAVAILABLE", 503, "common.databaseUnavailable");
      },
    });
    await renderAdmin("/admin/settings/audit", { api });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The audit log could not be loaded");
    expect(within(alert).getByRole("button", { name: /Try again/ })).toBeInTheDocument();
  });
});

/** The settings as the server keeps them (the settings screen waits for them). */
const settings: FakeHandlers = {
  "settings.get": () => structuredClone({ ...DEFAULT_PREFERENCES, role: "Owner" as const }),
};

describe("settings: the way to the audit log", { timeout: 30_000 }, () => {
  it("is a link under the settings' sections for the owner", async () => {
    const user = userEvent.setup();
    const api = auditApi(ROWS, settings);
    const { router } = await renderAdmin("/admin/settings", { api });
    await user.click(await screen.findByRole("link", { name: "Audit log" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/settings/audit"));
    expect(await table()).toBeInTheDocument();
    // The section is still Settings.
    expect(screen.getByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
  });

  it("is not shown to a viewer", async () => {
    const api = auditApi(ROWS, { ...settings, "auth.session": () => sessionOf("viewer") });
    await renderAdmin("/admin/settings", { api });
    await screen.findByRole("tablist", { name: "Settings sections" });
    expect(screen.queryByRole("link", { name: "Audit log" })).toBeNull();
  });
});

describe("settings: the audit log in Arabic", { timeout: 30_000 }, () => {
  it("words the columns, the actions, the drawer and the check in Arabic", async () => {
    const user = userEvent.setup();
    const api = auditApi();
    await renderAdmin("/admin/settings/audit", { api, language: "ar" });
    const list = await table("سجل التدقيق");
    expect(within(list).getByRole("columnheader", { name: "الإجراء" })).toBeInTheDocument();
    expect(within(list).getByText("تغيير إعدادات الإشعارات")).toBeInTheDocument();
    expect(within(list).getByText("تسجيل دخول")).toBeInTheDocument();
    expect(within(list).getByText("دعوة عضو")).toBeInTheDocument();
    expect(within(rowOf(list, "تغيير الدور")).getByText("عضو الفريق")).toBeInTheDocument();

    await user.click(rowOf(list, "تغيير الدور"));
    const drawer = await screen.findByRole("dialog", { name: "تغيير الدور" });
    const changes = within(drawer).getByRole("list", { name: "التغييرات" });
    expect(within(changes).getByText("role").closest("li")).toHaveTextContent(
      "viewer تغيّر إلى editor",
    );
    await user.click(within(drawer).getByRole("button", { name: "إغلاق التفاصيل" }));

    await user.click(screen.getByRole("button", { name: "التحقق من السلسلة" }));
    expect(await screen.findByRole("status")).toHaveTextContent("٤ صفوف، السلسلة سليمة");
  });
});
