// The audit log (docs/audit.md): the owner changes a member's role in Settings > Team members,
// opens the audit log from the settings, filters it by action and finds the row, by its author,
// with the role's change (before and after) in its details. In English on a desktop and in Arabic
// on a phone (two columns that fit its width, no sideways scrolling), with no serious
// accessibility fault on the list, its filters and a row's details.
//
// The member is invited through the REST API (the team journey covers the form); the journeys'
// shared server has no SMTP, so their invitation just waits in the outbox.
import type { APIRequestContext, Page } from "@playwright/test";
import { PHONE, adminApi, openSignedIn, runTag, screenViolations, type TeamMember } from "./admin";
import { uniqueEmail } from "./api";
import { expect, test } from "./fixtures";

type Language = "en" | "ar";

/** What the pages say (src/admin/locales). */
const TEXT = {
  en: {
    settings: "Settings",
    teamTable: "Team members",
    roleOf: (name: string) => `Role of ${name}`,
    editor: "Editor",
    roleChanged: "Role changed",
    auditLink: "Audit log",
    auditTitle: "Audit log",
    table: "Audit log",
    filters: "Filters",
    action: "Action",
    changes: "Changes",
    changedTo: "changed to",
    allSettings: "All settings",
  },
  ar: {
    settings: "الإعدادات",
    teamTable: "أعضاء الفريق",
    roleOf: (name: string) => `دور ${name}`,
    editor: "محرّر",
    roleChanged: "تغيير الدور",
    auditLink: "سجل التدقيق",
    auditTitle: "سجل التدقيق",
    table: "سجل التدقيق",
    filters: "عوامل التصفية",
    action: "الإجراء",
    changes: "التغييرات",
    changedTo: "تغيّر إلى",
    allSettings: "كل الإعدادات",
  },
} as const;

interface AuditEntry {
  id: number;
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetId: string | null;
  changes: Record<string, { before: unknown; after: unknown }> | null;
}

/** The signed-in owner's member id. */
async function ownerId(request: APIRequestContext) {
  const session = await adminApi<{ member: { id: string } }>(request, "get", "/api/auth/session");
  return session.member.id;
}

/** The log's rows about a member, newest first, through the admin API. */
const auditOf = (request: APIRequestContext, memberId: string) =>
  adminApi<AuditEntry[]>(request, "get", `/api/audit?targetId=${memberId}`);

/** The whole journey, in a language and at a size. */
async function journey(
  { page, request }: { page: Page; request: APIRequestContext },
  language: Language,
  phone: boolean,
) {
  const t = TEXT[language];
  const tag = runTag(`audit${language}`);
  const name = `Audited ${tag}`;
  const owner = await ownerId(request);
  const invited = await adminApi<TeamMember>(request, "post", "/api/team/members", {
    name,
    email: uniqueEmail(`${tag}.member`),
    role: "viewer",
    language,
  });

  try {
    // The owner makes the viewer an editor, on the team tab.
    await openSignedIn(page, request, "/admin/settings?tab=team", { language, phone });
    await expect(page.getByRole("heading", { level: 1, name: t.settings })).toBeVisible();
    await expect(page.getByRole("table", { name: t.teamTable })).toBeVisible();
    await page.getByRole("combobox", { name: t.roleOf(name), exact: true }).click();
    await page.getByRole("option", { name: t.editor, exact: true }).click();
    await expect
      .poll(async () => (await auditOf(request, invited.id)).map((row) => row.action))
      .toContain("team.role");
    // The row as the server keeps it: by the owner ("Sara (owner)"), viewer to editor.
    const [changed] = (await auditOf(request, invited.id)).filter((r) => r.action === "team.role");
    expect(changed).toMatchObject({
      actorId: owner,
      changes: { role: { before: "viewer", after: "editor" } },
    });
    const author = changed!.actorLabel;
    expect(author).toMatch(/ \(owner\)$/);

    // The audit log, from the settings (under the sections; under the section picker on a phone).
    await page.getByRole("link", { name: t.auditLink, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/audit$/);
    await expect(page.getByRole("heading", { level: 1, name: t.settings })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t.auditTitle })).toBeVisible();
    await expect(page.getByRole("link", { name: t.allSettings })).toBeVisible();
    const list = page.getByRole("table", { name: t.table });
    await expect(list.locator("tbody tr").first()).toBeVisible();

    // Filtered by action: the address says so, and the member's row is there, by its author.
    await page.getByRole("button", { name: t.filters, exact: true }).click();
    await page.getByRole("combobox", { name: t.action, exact: true }).click();
    await page.getByRole("option", { name: t.roleChanged, exact: true }).click();
    await expect(page).toHaveURL(/[?&]action=team\.role/);
    // Every row of the page is a role change (once the filtered page has come).
    await expect
      .poll(async () =>
        (await list.locator("tbody tr").allInnerTexts()).every((text) =>
          text.includes(t.roleChanged),
        ),
      )
      .toBe(true);
    const row = list.locator("tbody tr").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.roleChanged);
    await expect(row).toContainText(author);
    expect.soft(await screenViolations(page)).toEqual([]);

    // On a phone the table fits: neither it nor the page scrolls sideways.
    if (phone) {
      const overflow = await list.evaluate((table) => {
        const box = table.closest("[role='group']") ?? table.parentElement!;
        const page = document.documentElement;
        return [box.scrollWidth - box.clientWidth, page.scrollWidth - page.clientWidth];
      });
      expect(overflow.every((extra) => extra <= 1)).toBe(true);
      await row.scrollIntoViewIfNeeded();
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    // Its details: the author and the role before and after.
    await row.click();
    await expect(page).toHaveURL(/[?&]selected=\d+/);
    const drawer = page.getByRole("dialog", { name: t.roleChanged });
    await expect(drawer).toContainText(author);
    await expect(drawer).toContainText(name);
    const changes = drawer.getByRole("list", { name: t.changes });
    await expect(changes.getByRole("listitem")).toHaveCount(1);
    await expect(changes.getByRole("listitem")).toContainText("role");
    await expect(changes.getByRole("listitem")).toContainText(`viewer ${t.changedTo} editor`);
    expect(await screenViolations(page)).toEqual([]);

    // Kept over a reload: the filter and the open row are in the address.
    await page.reload();
    await expect(page.getByRole("dialog", { name: t.roleChanged })).toContainText(name);
  } finally {
    // The team as it was (the row stays: the log keeps it).
    await adminApi(request, "delete", `/api/team/members/${invited.id}`);
  }
}

test.describe("the audit log: a role change, found and read (docs/audit.md)", () => {
  test("English, desktop: the owner changes a role, filters the log by action and reads the row", async ({
    page,
    request,
  }) => {
    await journey({ page, request }, "en", false);
  });

  test("Arabic, dark, phone: the same journey, right to left", async ({ page, request }) => {
    await journey({ page, request }, "ar", true);
  });
});
