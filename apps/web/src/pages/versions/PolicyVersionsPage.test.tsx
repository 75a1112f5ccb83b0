import type { RouterOutputs } from "@bayan/trpc";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../i18n/i18n";
import { fakeApi, FakeTrpcError, type FakeHandlers } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { loadVersionsPage } from "./PolicyVersionsPage";
import { replacedOn, shownState, versionSummary } from "./versionRules";

type Listed = RouterOutputs["content"]["versions"][number];
type Detail = RouterOutputs["content"]["version"];

const ID = {
  v1: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9d01",
  v2: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9d02",
  v3: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9d03",
  ar1: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9da1",
  ar2: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9da2",
  unknown: "0b6a3c1e-1f2d-4c3b-8a4e-5f6a7b8c9dff",
};

function listed(
  id: string,
  number: number,
  effectiveOn: string,
  state: Listed["state"],
  extra: Partial<Listed> = {},
): Listed {
  return {
    id,
    number,
    language: "en",
    effectiveOn,
    summaryEn: "",
    summaryAr: "",
    material: false,
    publishedAt: `${effectiveOn}T09:00:00.000Z`,
    state,
    ...extra,
  };
}

/** The privacy policy in English: one upcoming (material), one in effect, one replaced. */
const ENGLISH: Listed[] = [
  listed(ID.v3, 3, "2026-09-01", "upcoming", {
    summaryEn: "A section on cookies.",
    summaryAr: "قسم عن ملفات تعريف الارتباط.",
    material: true,
  }),
  listed(ID.v2, 2, "2026-02-03", "inEffect", {
    summaryEn: "Clearer retention periods.",
    summaryAr: "مدد حفظ أوضح.",
  }),
  listed(ID.v1, 1, "2025-05-15", "past"),
];

const ARABIC: Listed[] = [
  listed(ID.ar2, 2, "2026-02-03", "inEffect", {
    language: "ar",
    summaryEn: "Clearer retention periods.",
    summaryAr: "مدد حفظ أوضح.",
  }),
  listed(ID.ar1, 1, "2025-05-15", "past", { language: "ar" }),
];

const section = (title: string, content: string, category: string | null = null) => ({
  title,
  content,
  order: 1,
  category,
  lastUpdated: "2025-05-15",
});

const V1: Detail = {
  ...(ENGLISH[2] as Listed),
  sections: [
    section("Information Collection", "We collected your email.\n\nNothing else."),
    section("Your Rights", "Write to us."),
  ],
};
const V2: Detail = {
  ...(ENGLISH[1] as Listed),
  sections: [section("Information Collection", "We collect your email only.")],
};

const versionsOf =
  (lists: Record<"en" | "ar", Listed[]>): NonNullable<FakeHandlers["content.versions"]> =>
  (input) =>
    lists[input.language === "ar" ? "ar" : "en"];

/** The page as opened at `<path><search>`, loaded as src/PublicApp.tsx loads it. */
async function openPage(
  path: "/privacy/versions" | "/terms/versions",
  search: string,
  handlers: FakeHandlers,
  language: "en" | "ar" = "en",
) {
  window.history.replaceState(null, "", `${path}${search}`);
  const api = fakeApi(handlers);
  const Page = await loadVersionsPage(
    path === "/privacy/versions" ? "privacy-policy" : "terms-of-service",
  );
  await renderApp(<Page />, { api, language });
  return api;
}

const main = () => screen.getByTestId("versions-page");

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("versions rules", () => {
  it("dates a replacement by the earliest newer version, and shows a never-effective one replaced", () => {
    expect(replacedOn(ENGLISH[2] as Listed, ENGLISH)).toBe("2026-02-03");
    expect(replacedOn(ENGLISH[1] as Listed, ENGLISH)).toBe("2026-09-01");
    expect(replacedOn(ENGLISH[0] as Listed, ENGLISH)).toBeNull();
    expect(shownState(ENGLISH[1] as Listed, ENGLISH)).toEqual({ kind: "inEffect" });
    expect(shownState(ENGLISH[0] as Listed, ENGLISH)).toEqual({
      kind: "upcoming",
      on: "2026-09-01",
    });
    // Version 2 was to take effect in September; version 3, published after it, took effect in
    // June: version 2 never does.
    const superseded = [
      listed(ID.v3, 3, "2026-06-01", "inEffect"),
      listed(ID.v2, 2, "2026-09-01", "upcoming"),
      listed(ID.v1, 1, "2025-05-15", "past"),
    ];
    expect(shownState(superseded[1] as Listed, superseded)).toEqual({
      kind: "past",
      on: "2026-06-01",
    });
    expect(shownState(superseded[2] as Listed, superseded)).toEqual({
      kind: "past",
      on: "2026-06-01",
    });
  });

  it("takes the reader's summary, else the other language's", () => {
    expect(versionSummary({ summaryEn: "New", summaryAr: "جديد" }, "ar")).toEqual({
      text: "جديد",
      language: "ar",
    });
    expect(versionSummary({ summaryEn: "New", summaryAr: "جديد" }, "en")).toEqual({
      text: "New",
      language: "en",
    });
    expect(versionSummary({ summaryEn: "New", summaryAr: " " }, "ar")).toEqual({
      text: "New",
      language: "en",
    });
    expect(versionSummary({ summaryEn: "", summaryAr: "" }, "en")).toBeNull();
  });
});

describe("versions list", () => {
  it("lists the versions of the page's language newest first, with their states and summaries", async () => {
    const api = await openPage("/privacy/versions", "", {
      "content.versions": versionsOf({ en: ENGLISH, ar: ARABIC }),
    });
    expect(await screen.findByRole("link", { name: "Version 3" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Versions of the Privacy Policy" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Versions of the Privacy Policy · Bayan");
    expect(api.calls).toEqual([
      { path: "content.versions", input: { document: "privacy-policy", language: "en" } },
    ]);

    const items = within(main()).getAllByRole("listitem");
    expect(
      items.map((item) => within(item).getByRole("heading", { level: 2 }).textContent),
    ).toEqual(["Version 3", "Version 2", "Version 1"]);
    const [v3, v2, v1] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(v3).getByRole("link", { name: "Version 3" })).toHaveAttribute(
      "href",
      `/privacy/versions?v=${ID.v3}`,
    );
    expect(v3).toHaveTextContent("Takes effect on 1 September 2026");
    expect(v3).toHaveTextContent("Material change");
    expect(v3).toHaveTextContent("Effective date: 1 September 2026");
    expect(v3).toHaveTextContent("A section on cookies.");
    expect(v2).toHaveTextContent("In effect");
    expect(v2).not.toHaveTextContent("Material change");
    expect(v2).toHaveTextContent("Clearer retention periods.");
    // Replaced on the day the next version took effect.
    expect(v1).toHaveTextContent("Replaced on 3 February 2026");
    expect(v1).toHaveTextContent("Effective date: 15 May 2025");
    expect(v1).toHaveTextContent("The first published version.");

    // Back to the policy as it is now.
    expect(screen.getByRole("link", { name: /Back to the privacy policy/ })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Related pages" })).getByRole("link", {
        name: "Current privacy policy",
      }),
    ).toHaveAttribute("href", "/privacy");
  });

  it("in Arabic: the Arabic versions, their states and summaries, Arabic digits and dates", async () => {
    const api = await openPage(
      "/privacy/versions",
      "",
      { "content.versions": versionsOf({ en: ENGLISH, ar: ARABIC }) },
      "ar",
    );
    expect(await screen.findByRole("link", { name: "الإصدار ٢" })).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "إصدارات سياسة الخصوصية" }),
    ).toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ document: "privacy-policy", language: "ar" });
    await waitFor(() => expect(document.title).toBe("إصدارات سياسة الخصوصية · بيان"));

    const [ar2, ar1] = within(main()).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(within(ar2).getByRole("link", { name: "الإصدار ٢" })).toHaveAttribute(
      "href",
      `/privacy/versions?v=${ID.ar2}`,
    );
    expect(ar2).toHaveTextContent("ساري المفعول");
    expect(ar2).toHaveTextContent("مدد حفظ أوضح.");
    expect(ar2).not.toHaveTextContent("Clearer");
    expect(ar1).toHaveTextContent(/استُبدل في ٣ فبراير ٢٠٢٦/);
    expect(ar1).toHaveTextContent(/تاريخ السريان: ١٥ مايو ٢٠٢٥/);
    expect(screen.getByRole("link", { name: /العودة إلى سياسة الخصوصية/ })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("loads the list again in Arabic when the language changes", async () => {
    await openPage("/terms/versions", "", {
      "content.versions": versionsOf({ en: ENGLISH, ar: ARABIC }),
    });
    expect(await screen.findByRole("link", { name: "Version 3" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Versions of the Terms of Service",
    );
    await act(async () => activateLanguage("ar"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "إصدارات شروط الخدمة" }),
    ).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "الإصدار ٢" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "الإصدار ٣" })).not.toBeInTheDocument();
  });

  it("reports a failure and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    await openPage("/privacy/versions", "", {
      "content.versions": () => {
        if (fail) throw new Error("database down");
        return ENGLISH;
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The versions could not be loaded.");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("link", { name: "Version 3" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("a version at its own address", () => {
  const handlers: FakeHandlers = {
    "content.versions": versionsOf({ en: ENGLISH, ar: ARABIC }),
    "content.version": ({ id }) => {
      const found = { [ID.v1]: V1, [ID.v2]: V2 }[id];
      if (!found) throw new FakeTrpcError("NOT_FOUND", 404, "content.versionNotFound");
      return found;
    },
  };

  it("shows a replaced version's sections as published, under its note, with links back", async () => {
    const api = await openPage("/privacy/versions", `?v=${ID.v1}`, handlers);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy Policy, version 1" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Privacy Policy, version 1 · Bayan");
    expect(api.calls).toContainEqual({
      path: "content.version",
      input: { document: "privacy-policy", id: ID.v1 },
    });

    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(
      "This version was replaced on 3 February 2026: read the current one.",
    );
    expect(within(note).getByRole("link", { name: "read the current one" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(main()).toHaveTextContent("Replaced on 3 February 2026");
    expect(main()).toHaveTextContent("The first published version.");

    // Its sections, as published: paragraphs split on blank lines.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Information Collection",
      "Your Rights",
    ]);
    expect(screen.getByText("We collected your email.")).toBeInTheDocument();
    expect(screen.getByText("Nothing else.")).toBeInTheDocument();

    expect(
      screen.getAllByRole("link", { name: /All versions of the privacy policy/ })[0],
    ).toHaveAttribute("href", "/privacy/versions");
    const related = screen.getByRole("navigation", { name: "Related pages" });
    expect(
      within(related).getByRole("link", { name: "All versions of the privacy policy" }),
    ).toHaveAttribute("href", "/privacy/versions");
    expect(within(related).getByRole("link", { name: "Current privacy policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("says from when the version in effect applies, and what changed", async () => {
    await openPage("/privacy/versions", `?v=${ID.v2}`, handlers);
    expect(await screen.findByRole("note")).toHaveTextContent(
      "Version 2, in effect from 3 February 2026.",
    );
    expect(main()).toHaveTextContent("What changed: Clearer retention periods.");
    expect(screen.getByRole("heading", { level: 2, name: "Information Collection" })).toBeVisible();
  });

  it("in Arabic: the note and the dates in Arabic, an English version's text marked as English", async () => {
    await openPage("/privacy/versions", `?v=${ID.v1}`, handlers, "ar");
    expect(
      await screen.findByRole("heading", { level: 1, name: "سياسة الخصوصية، الإصدار ١" }),
    ).toBeInTheDocument();
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent(/استُبدل هذا الإصدار في ٣ فبراير ٢٠٢٦/);
    expect(within(note).getByRole("link", { name: "اقرأ الإصدار الحالي" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(main()).toHaveTextContent("نص هذا الإصدار بالإنجليزية.");
    const sections = screen.getByRole("heading", { level: 2, name: "Your Rights" }).closest("ol");
    expect(sections).toHaveAttribute("lang", "en");
    expect(sections).toHaveAttribute("dir", "ltr");
  });

  it("shows a terms version with its categories", async () => {
    const terms: Detail = {
      ...(ENGLISH[1] as Listed),
      sections: [
        section("Platform Usage", "Use it kindly.", "usage"),
        section("Your account", "Keep it safe.", "accounts"),
      ],
    };
    await openPage("/terms/versions", `?v=${ID.v2}`, {
      "content.versions": versionsOf({ en: ENGLISH, ar: ARABIC }),
      "content.version": () => terms,
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Terms of Service, version 2" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "User Accounts" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Current terms of service" })).toHaveAttribute(
      "href",
      "/terms",
    );
  });

  it("says an unknown version does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    await openPage("/privacy/versions", `?v=${ID.unknown}`, handlers);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This version does not exist" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Version not found · Bayan");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(
      screen.getAllByRole("link", { name: /All versions of the privacy policy/ })[0],
    ).toHaveAttribute("href", "/privacy/versions");
  });

  it("says an address that names no id does not exist, without asking", async () => {
    const api = await openPage("/privacy/versions", "?v=not-an-id", handlers);
    expect(
      await screen.findByRole("heading", { level: 1, name: "This version does not exist" }),
    ).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
