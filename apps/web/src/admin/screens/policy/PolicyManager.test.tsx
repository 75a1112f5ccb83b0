import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { choose } from "../testSteps";
import {
  PRIVACY,
  openPrivacy,
  policyApi,
  rowTitles,
  section,
  setUpPolicyTests,
  table,
} from "./testData";

setUpPolicyTests();

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
    const { user, router } = await openPrivacy();

    await choose(user, "Language", "Arabic");
    await waitFor(() => expect(router.state.location.search).toEqual({ language: "ar" }));
    expect(await rowTitles()).toEqual(["جمع المعلومات", "استخدامها"]);

    await choose(user, "Status", "Draft");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ language: "ar", status: "draft" }),
    );
    expect(await rowTitles()).toEqual(["استخدامها"]);

    await choose(user, "Language", "All languages");
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
    const { user, router } = await openPrivacy();

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
