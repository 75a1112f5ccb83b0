import type { RouterInputs, RouterOutputs } from "@bayan/trpc";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeTrpcError, fakeApi, type FakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { todayIso } from "./sectionRules";

// Each test renders the whole app and loads the screen's chunk and catalogs: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  // happy-dom has no document.fonts, which Mantine's autosizing Textarea listens to.
  if (!("fonts" in document)) {
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});

beforeEach(() => {
  // Toasts live in a module-level store: one test's must not show up in the next.
  notifications.clean();
});

type Section = RouterOutputs["content"]["all"][number];
type SaveInput = RouterInputs["content"]["save"];

function section(
  id: number,
  language: "en" | "ar",
  order: number,
  fields: Partial<Section> = {},
): Section {
  return {
    id: String(id),
    title: `${language === "en" ? "Section" : "قسم"} ${id}`,
    content: `Content of section ${id}.`,
    order,
    lastUpdated: "2025-05-15",
    status: "published",
    language,
    category: null,
    ...fields,
  };
}

const PRIVACY: Section[] = [
  section(1, "en", 1, { title: "Information Collection", content: "We collect your email." }),
  section(2, "en", 2, { title: "How We Use It", content: "To tell you about the launch." }),
  section(3, "en", 3, { title: "Cookies", content: "None at all.", status: "draft" }),
  section(4, "ar", 1, { title: "جمع المعلومات", content: "نجمع بريدك الإلكتروني فقط." }),
  section(5, "ar", 2, { title: "استخدامها", content: "لإبلاغك بالإطلاق.", status: "draft" }),
];

const TERMS: Section[] = [
  section(1, "en", 1, { title: "Platform Usage", category: "usage" }),
  section(2, "en", 2, { title: "Your account", category: "accounts" }),
  section(3, "ar", 1, { title: "استخدام المنصة", category: "usage" }),
];

const MESSAGE = {
  "privacy-policy": {
    message: "Privacy Policy updated successfully",
    messageKey: "content.privacySaved",
  },
  "terms-of-service": {
    message: "Terms of Service updated successfully",
    messageKey: "content.termsSaved",
  },
} as const;

/**
 * A fake server holding each document: `content.save` replaces it as the real one does (known
 * numeric ids kept, new sections given the next id), so what the screen shows after a save came
 * from the "server".
 */
function policyApi(
  initial: { privacy?: Section[]; terms?: Section[] },
  {
    failSave = false,
    failLoad = false,
  }: { failSave?: boolean | FakeTrpcError; failLoad?: boolean } = {},
) {
  const store: Record<string, Section[]> = {
    "privacy-policy": initial.privacy ?? [],
    "terms-of-service": initial.terms ?? [],
  };
  let lastId = 100;
  const state = { failSave, failLoad };
  const api = fakeApi({
    "admin.notifications": () => ({ count: 0, items: [] }),
    "content.all": ({ document }) => {
      if (state.failLoad) throw new Error("database down");
      return store[document] ?? [];
    },
    "content.save": ({ document, sections }: SaveInput) => {
      if (state.failSave instanceof FakeTrpcError) throw state.failSave;
      if (state.failSave) throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "boom");
      store[document] = sections.map((s) => ({
        id: s.id === undefined ? String(++lastId) : String(s.id),
        title: s.title,
        content: s.content,
        order: s.order,
        lastUpdated: s.lastUpdated ?? todayIso(),
        status: s.status,
        language: s.language,
        category: document === "terms-of-service" ? (s.category ?? "usage") : null,
      }));
      return { sections: store[document], ...MESSAGE[document] };
    },
  });
  return { api, state, store };
}

const saves = (api: FakeApi) =>
  api.calls.filter((c) => c.path === "content.save").map((c) => c.input as SaveInput);

const table = (name = "Privacy policy sections") => screen.findByRole("table", { name });

/** The table's body rows' titles, top to bottom. */
async function rowTitles(name?: string) {
  const rows = within(await table(name))
    .getAllByRole("row")
    .slice(1);
  return rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent ?? "");
}

describe("Privacy policy manager: table, stats, filters and sort (SPEC 2.15, 4, 9)", () => {
  it("shows the stat cards and every section, English first, with status and date", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    await renderAdmin("/admin/privacy", { api });

    const grid = await table();
    expect(await within(grid).findByText("Information Collection")).toBeInTheDocument();
    expect(await rowTitles()).toEqual([
      "Information Collection",
      "How We Use It",
      "Cookies",
      "جمع المعلومات",
      "استخدامها",
    ]);
    expect(within(grid).getAllByRole("button", { name: /^Published:/ })).toHaveLength(3);
    expect(within(grid).getAllByRole("button", { name: /^Draft:/ })).toHaveLength(2);
    expect(within(grid).getAllByText("May 15, 2025")).toHaveLength(5);
    expect(within(grid).getByText("We collect your email.")).toBeInTheDocument();

    const stat = (label: string) => screen.getByText(label, { selector: "p" }).parentElement;
    expect(stat("Total sections")).toHaveTextContent("5");
    expect(stat("Published")).toHaveTextContent("3");
    expect(stat("English sections")).toHaveTextContent("3");
    expect(stat("Arabic sections")).toHaveTextContent("2");
    expect(screen.getByText("Showing 1 to 5 of 5 sections")).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === "content.all")?.input).toEqual({
      document: "privacy-policy",
    });
  });

  it("lays out each title and excerpt in its section's own language and direction, cut after two lines", async () => {
    const long = "We collect your email address and nothing else. ".repeat(8);
    const privacy = [
      section(1, "en", 1, { title: "Information Collection", content: long }),
      ...PRIVACY.filter((s) => s.language === "ar"),
    ];
    for (const language of ["en", "ar"] as const) {
      const { api } = policyApi({ privacy });
      const { unmount } = await renderAdmin("/admin/privacy", { api, language });
      const grid = await table(
        language === "en" ? "Privacy policy sections" : "أقسام سياسة الخصوصية",
      );
      const english = within(grid).getByText("Information Collection");
      const arabic = within(grid).getByText("جمع المعلومات");
      const arabicExcerpt = within(grid).getByText("نجمع بريدك الإلكتروني فقط.");
      const englishExcerpt = within(grid).getByText(/^We collect your email address/);
      // Whatever the interface's direction: Arabic right to left, English left to right.
      for (const text of [english, englishExcerpt]) {
        expect(text).toHaveAttribute("lang", "en");
        expect(text).toHaveAttribute("dir", "ltr");
      }
      for (const text of [arabic, arabicExcerpt]) {
        expect(text).toHaveAttribute("lang", "ar");
        expect(text).toHaveAttribute("dir", "rtl");
      }
      // One clamp for every excerpt and title (the ellipsis is the browser's, at the text's end).
      for (const text of [english, arabic, englishExcerpt, arabicExcerpt]) {
        expect(text).toHaveAttribute("data-line-clamp", "true");
        expect(text.style.getPropertyValue("--text-line-clamp")).toBe("2");
      }
      unmount();
    }
  });

  it("pages by ten with the spec's pagination", async () => {
    const many = Array.from({ length: 12 }, (_, i) => section(i + 1, "en", i + 1));
    const { api } = policyApi({ privacy: many });
    const user = userEvent.setup();
    const { router } = await renderAdmin("/admin/privacy", { api });
    expect(await screen.findByText("Showing 1 to 10 of 12 sections")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    expect(screen.getByText("Showing 11 to 12 of 12 sections")).toBeInTheDocument();
    expect(await rowTitles()).toEqual(["Section 11", "Section 12"]);
  });

  it("keeps search, language and status in the address and filters the table", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    const { router } = await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.click(await screen.findByRole("option", { name: "Arabic" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ language: "ar" }));
    expect(await rowTitles()).toEqual(["جمع المعلومات", "استخدامها"]);

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Draft" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ language: "ar", status: "draft" }),
    );
    expect(await rowTitles()).toEqual(["استخدامها"]);

    await user.click(screen.getByRole("combobox", { name: "Language" }));
    await user.click(await screen.findByRole("option", { name: "All languages" }));
    // The search looks in the content too, in any case.
    await user.type(screen.getByRole("searchbox", { name: "Search sections" }), "NONE ");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ status: "draft", search: "NONE" }),
    );
    expect(await rowTitles()).toEqual(["Cookies"]);

    await user.type(screen.getByRole("searchbox", { name: "Search sections" }), "zzz");
    expect(await screen.findByText("No sections found")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.getByRole("searchbox", { name: "Search sections" })).toHaveValue("");
    expect(await rowTitles()).toHaveLength(5);
  });

  it("opens with the filters of the address", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    await renderAdmin("/admin/privacy?status=published&search=collect", { api });
    await table();
    expect(await rowTitles()).toEqual(["Information Collection"]);
    expect(screen.getByRole("searchbox", { name: "Search sections" })).toHaveValue("collect");
  });

  it("sorts ascending, descending, then back to English first by order", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    const { router } = await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Title" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "title", sortDir: "asc" }),
    );
    expect((await rowTitles()).slice(0, 3)).toEqual([
      "Cookies",
      "How We Use It",
      "Information Collection",
    ]);
    await user.click(screen.getByRole("button", { name: "Title" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ sortBy: "title", sortDir: "desc" }),
    );
    expect((await rowTitles()).slice(-3)).toEqual([
      "Information Collection",
      "How We Use It",
      "Cookies",
    ]);
    await user.click(screen.getByRole("button", { name: "Title" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await rowTitles()).toEqual(PRIVACY.map((s) => s.title));
  });
});

describe("Privacy policy manager: changes save the whole list (SPEC 4, 5, 7, 8)", () => {
  it("adds a section through the form: the next order in its language, a draft, sent without id", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Add section" }));
    const dialog = await screen.findByRole("dialog", { name: "Add section" });
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Your Rights");
    await user.type(
      within(dialog).getByRole("textbox", { name: /Content/ }),
      "Ask us anytime.{Enter}{Enter}We answer within 30 days.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saves(api)).toHaveLength(1));
    const input = saves(api)[0]!;
    expect(input.document).toBe("privacy-policy");
    // The whole list: the known sections with their ids, the new one without.
    expect(input.sections.map((s) => s.id)).toEqual(["1", "2", "3", undefined, "4", "5"]);
    expect(input.sections[3]).toEqual({
      title: "Your Rights",
      content: "Ask us anytime.\n\nWe answer within 30 days.",
      language: "en",
      status: "draft",
      order: 4,
      lastUpdated: todayIso(),
    });
    expect(await screen.findByText("Privacy Policy updated successfully")).toBeInTheDocument();
    expect(await rowTitles()).toContain("Your Rights");
    expect(screen.getByText("Total sections").parentElement).toHaveTextContent("6");
  });

  it("keeps Save disabled while the title or the content is blank", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Add section" }));
    const dialog = await screen.findByRole("dialog", { name: "Add section" });
    const save = within(dialog).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Content/ }), "Some text");
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "   ");
    expect(save).toBeDisabled();
    // Enter in the title submits nothing either.
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "{Enter}");
    expect(saves(api)).toHaveLength(0);
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "A title");
    expect(save).toBeEnabled();
  });

  it("edits a section: a new language moves it to the end of that language", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Edit “Information Collection”" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit section" });
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue(
      "Information Collection",
    );
    await user.click(within(dialog).getByRole("combobox", { name: "Language" }));
    await user.click(await screen.findByRole("option", { name: "Arabic" }));
    expect(within(dialog).getByText("Moves to the end of this language.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.sections.map((s) => `${s.language}:${s.order}:${String(s.id)}`)).toEqual([
      "en:1:2",
      "en:2:3",
      "ar:1:4",
      "ar:2:5",
      "ar:3:1",
    ]);
  });

  it("the status badge switches published and draft, dates it today and saves", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(
      screen.getByRole("button", { name: "Published: make “How We Use It” a draft" }),
    );
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.sections[1]).toMatchObject({
      id: "2",
      status: "draft",
      lastUpdated: todayIso(),
    });
    expect(
      await screen.findByRole("button", { name: "Draft: publish “How We Use It”" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Published", { selector: "p" }).parentElement).toHaveTextContent("2");
  });

  it("moves a section down within its language and saves the swapped order", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    // The limits: up at order 1, down at the last of the language.
    expect(screen.getByRole("button", { name: "Move “Information Collection” up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “Cookies” down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “جمع المعلومات” up" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move “Information Collection” down" }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]!.sections.map((s) => [s.id, s.order])).toEqual([
      ["2", 1],
      ["1", 2],
      ["3", 3],
      ["4", 1],
      ["5", 2],
    ]);
    await waitFor(async () =>
      expect((await rowTitles()).slice(0, 2)).toEqual(["How We Use It", "Information Collection"]),
    );
  });

  it("on a failed save puts the list back and says so", async () => {
    const { api } = policyApi({ privacy: PRIVACY }, { failSave: true });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Move “Information Collection” down" }));
    expect(await screen.findByText("Failed to save privacy policy content")).toBeInTheDocument();
    await waitFor(async () => expect(await rowTitles()).toEqual(PRIVACY.map((s) => s.title)));
    expect(saves(api)).toHaveLength(1);
  });

  it("says it in Arabic too", async () => {
    const { api } = policyApi({ privacy: PRIVACY }, { failSave: true });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api, language: "ar" });
    await table("أقسام سياسة الخصوصية");

    await user.click(
      screen.getByRole("button", { name: "منشور: تحويل «جمع المعلومات» إلى مسودة" }),
    );
    expect(await screen.findByText("تعذّر حفظ محتوى سياسة الخصوصية")).toBeInTheDocument();
    expect(
      await screen.findByRole("button", { name: "منشور: تحويل «جمع المعلومات» إلى مسودة" }),
    ).toBeInTheDocument();
  });

  it("says the server's reason for a refused save, in Arabic", async () => {
    const refused = new FakeTrpcError("BAD_REQUEST", 400, "sections.0.title: Title is too long", [
      {
        path: "sections.0.title",
        message: "Title is too long",
        messageKey: "content.titleTooLong",
      },
    ]);
    const { api } = policyApi({ privacy: PRIVACY }, { failSave: refused });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api, language: "ar" });
    await table("أقسام سياسة الخصوصية");

    await user.click(
      screen.getByRole("button", { name: "منشور: تحويل «جمع المعلومات» إلى مسودة" }),
    );
    expect(await screen.findByText("تعذّر حفظ محتوى سياسة الخصوصية")).toBeInTheDocument();
    expect(screen.getByText("العنوان طويل جدًا")).toBeInTheDocument();
  });

  it("says a save in Arabic", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api, language: "ar" });
    await table("أقسام سياسة الخصوصية");

    await user.click(
      screen.getByRole("button", { name: "منشور: تحويل «جمع المعلومات» إلى مسودة" }),
    );
    expect(await screen.findByText("تم تحديث سياسة الخصوصية بنجاح")).toBeInTheDocument();
  });

  it("deletes only after the confirmation", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("button", { name: "Delete “How We Use It”" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this section?")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(saves(api)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete “How We Use It”" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(saves(api)).toHaveLength(1));
    // The rest of English renumbered.
    expect(saves(api)[0]!.sections.map((s) => [s.id, s.order])).toEqual([
      ["1", 1],
      ["3", 2],
      ["4", 1],
      ["5", 2],
    ]);
    await waitFor(async () => expect(await rowTitles()).not.toContain("How We Use It"));
  });
});

describe("Privacy policy manager: preview and load failure (SPEC 2.15, 8)", () => {
  it("previews the published sections of the chosen language as the public page shows them", async () => {
    const { api } = policyApi({
      privacy: [
        ...PRIVACY.slice(0, 3),
        section(6, "en", 4, { title: "Markup", content: "First <b>line</b>.\n\nSecond." }),
        ...PRIVACY.slice(3),
      ],
    });
    const user = userEvent.setup();
    const { router } = await renderAdmin("/admin/privacy", { api });
    await table();

    await user.click(screen.getByRole("tab", { name: "Preview" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "preview" }));
    const preview = await screen.findByTestId("policy-preview");
    expect(within(preview).getByRole("heading", { name: "Privacy Policy" })).toBeInTheDocument();
    expect(within(preview).getByRole("heading", { name: "Information Collection" })).toBeVisible();
    expect(within(preview).getByRole("heading", { name: "How We Use It" })).toBeVisible();
    // Drafts are left out; content is text in paragraphs, never HTML.
    expect(within(preview).queryByText("Cookies")).not.toBeInTheDocument();
    expect(within(preview).getByText("First <b>line</b>.")).toBeInTheDocument();
    expect(within(preview).getByText("Second.")).toBeInTheDocument();
    expect(preview.querySelector("b")).toBeNull();
    expect(within(preview).getByText("Last updated: 15 May 2025")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the public page in English/ })).toHaveAttribute(
      "href",
      "/privacy?lang=en",
    );

    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Arabic", pressed: false }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ view: "preview", previewLanguage: "ar" }),
    );
    const arabic = await screen.findByTestId("policy-preview");
    expect(arabic).toHaveAttribute("dir", "rtl");
    expect(await within(arabic).findByRole("heading", { name: "سياسة الخصوصية" })).toBeVisible();
    expect(within(arabic).getByRole("heading", { name: "جمع المعلومات" })).toBeVisible();
    expect(within(arabic).queryByText("استخدامها")).not.toBeInTheDocument();
    expect(within(arabic).queryByText("Information Collection")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the public page in Arabic/ })).toHaveAttribute(
      "href",
      "/privacy?lang=ar",
    );
  });

  it("on a load failure says so, shows the default section, and tries again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { api, state } = policyApi({ privacy: PRIVACY }, { failLoad: true });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load privacy policy content");
    expect(screen.getByText("Default section")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Information Collection" })).toBeVisible();
    expect(screen.getByText(/Before launch we collect only what you give us/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add section" })).not.toBeInTheDocument();

    state.failLoad = false;
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByText("Default section")).not.toBeInTheDocument();
  });
});

describe("Terms of service manager (SPEC 2.15, 3)", () => {
  it("shows each category's label, adds with the usage category, and says the terms' texts", async () => {
    const { api } = policyApi({ terms: TERMS });
    const user = userEvent.setup();
    await renderAdmin("/admin/terms", { api });
    const grid = await table("Terms of service sections");
    expect(within(grid).getAllByText("Platform Usage").length).toBeGreaterThan(0);
    expect(within(grid).getByText("User Accounts")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add section" }));
    const dialog = await screen.findByRole("dialog", { name: "Add section" });
    expect(within(dialog).getByRole("combobox", { name: "Category" })).toHaveValue(
      "Platform Usage",
    );
    await user.type(within(dialog).getByRole("textbox", { name: /Title/ }), "Fair use");
    await user.type(within(dialog).getByRole("textbox", { name: /Content/ }), "Be kind.");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(saves(api)).toHaveLength(1));
    expect(saves(api)[0]).toMatchObject({ document: "terms-of-service" });
    expect(saves(api)[0]!.sections[2]).toEqual({
      title: "Fair use",
      content: "Be kind.",
      language: "en",
      status: "draft",
      order: 3,
      lastUpdated: todayIso(),
      category: "usage",
    });
    expect(await screen.findByText("Terms of Service updated successfully")).toBeInTheDocument();
  });

  it("previews the terms with their category icons", async () => {
    const { api } = policyApi({ terms: TERMS });
    await renderAdmin("/admin/terms?view=preview&previewLanguage=en", { api });
    const preview = await screen.findByTestId("policy-preview");
    expect(await within(preview).findByRole("img", { name: "Platform Usage" })).toBeInTheDocument();
    expect(within(preview).getByRole("img", { name: "User Accounts" })).toBeInTheDocument();
    // The label is written out unless the title already says it.
    expect(within(preview).getAllByText("Platform Usage")).toHaveLength(1);
  });

  it("has its own empty state and failure texts", async () => {
    const { api } = policyApi({ terms: [] });
    await renderAdmin("/admin/terms", { api });
    expect(await screen.findByText("No terms of service sections found")).toBeInTheDocument();
  });

  it("on a failed save says the terms' text in Arabic", async () => {
    const { api } = policyApi({ terms: TERMS }, { failSave: true });
    const user = userEvent.setup();
    await renderAdmin("/admin/terms", { api, language: "ar" });
    await table("أقسام شروط الخدمة");
    await user.click(screen.getByRole("button", { name: "نقل «Platform Usage» إلى الأسفل" }));
    expect(await screen.findByText("تعذّر حفظ محتوى شروط الخدمة")).toBeInTheDocument();
  });
});
