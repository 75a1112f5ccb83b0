import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { activateLanguage } from "../../i18n/i18n";
import type { RouterOutputs } from "@bayan/trpc";
import { deferred, fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { PrivacyPage } from "../PrivacyPage";
import { TermsPage } from "../TermsPage";
import { formatPolicyDate, newestDate, paragraphs } from "./policyText";

type Section = RouterOutputs["content"]["published"][number];

interface Query {
  document: string;
  language?: string;
}

function section(
  id: string,
  language: "en" | "ar",
  title: string,
  content: string,
  extra: Partial<Pick<Section, "lastUpdated" | "category">> = {},
): Section {
  return {
    id,
    title,
    content,
    order: Number(id),
    lastUpdated: "2025-05-15",
    status: "published",
    language,
    category: null,
    ...extra,
  };
}

const PRIVACY = {
  en: [
    section("1", "en", "Information Collection", "We collect your email.\n\nNothing else."),
    section("2", "en", "Your Rights", "Ask us <b>anytime</b>.", { lastUpdated: "2026-02-03" }),
  ],
  ar: [section("3", "ar", "جمع المعلومات", "نجمع بريدك الإلكتروني فقط.")],
};

const TERMS = [
  section("1", "en", "Platform Usage", "Use it kindly.", { category: "usage" }),
  section("2", "en", "Your account", "Keep your password private.", { category: "accounts" }),
  section("3", "en", "Ownership", "The lessons are ours.", { category: "intellectual" }),
  section("4", "en", "Leaving", "You can leave at any time.", { category: "termination" }),
];

describe("policy text helpers", () => {
  it("splits content into paragraphs on blank lines only", () => {
    expect(paragraphs("One\ntwo\n\n  Three \r\n\r\nFour\n\n\n")).toEqual([
      "One\ntwo",
      "Three",
      "Four",
    ]);
  });

  it("takes the newest date, else 15 May 2025, and formats it for the language", () => {
    expect(newestDate([{ lastUpdated: "2025-05-15" }, { lastUpdated: "2026-01-02" }])).toBe(
      "2026-01-02",
    );
    expect(newestDate([])).toBe("2025-05-15");
    expect(formatPolicyDate("2025-05-15", "en")).toBe("15 May 2025");
    expect(formatPolicyDate("2025-05-15", "ar")).toMatch(/مايو/);
  });
});

describe("privacy page", () => {
  it("shows a loading state, then the sections in the interface language as plain text", async () => {
    const reply = deferred<Section[]>();
    const api = fakeApi({ "content.published": () => reply.promise });
    await renderApp(<PrivacyPage />, { api });

    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByTestId("policy-last-updated")).not.toBeInTheDocument();
    expect(document.title).toBe("Privacy Policy · Bayan");

    await act(async () => {
      reply.resolve(PRIVACY.en);
      await reply.promise;
    });
    expect(
      await screen.findByRole("heading", { level: 2, name: "Information Collection" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({
      path: "content.published",
      input: { document: "privacy-policy", language: "en" },
    });
    // Paragraphs split on blank lines; markup stays text.
    expect(screen.getByText("We collect your email.")).toBeInTheDocument();
    expect(screen.getByText("Nothing else.")).toBeInTheDocument();
    expect(screen.getByText("Ask us <b>anytime</b>.")).toBeInTheDocument();
    expect(document.querySelector("b")).toBeNull();
    // The newest date of the shown sections.
    expect(screen.getByTestId("policy-last-updated")).toHaveTextContent(
      "Last updated: 3 February 2026 · Earlier versions",
    );
    // The date line leads to the versions published before (docs/policy-versions.md).
    expect(
      within(screen.getByTestId("policy-last-updated")).getByRole("link", {
        name: "Earlier versions",
      }),
    ).toHaveAttribute("href", "/privacy/versions");
    // Cross-link to the terms.
    expect(screen.getByRole("link", { name: "Terms of Service" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(screen.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
  });

  it("loads the Arabic sections again when the language changes", async () => {
    const api = fakeApi({
      "content.published": (input) => PRIVACY[((input as Query).language ?? "en") as "en" | "ar"],
    });
    await renderApp(<PrivacyPage />, { api });
    expect(await screen.findByText("Information Collection")).toBeInTheDocument();

    await act(async () => activateLanguage("ar"));
    expect(await screen.findByRole("heading", { level: 2, name: "جمع المعلومات" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "سياسة الخصوصية" })).toBeInTheDocument();
    expect(screen.queryByText("Information Collection")).not.toBeInTheDocument();
    expect(api.calls.map((call) => (call.input as Query).language)).toEqual(["en", "ar"]);
    expect(screen.getByTestId("policy-last-updated")).toHaveTextContent(/آخر تحديث: .*مايو/);
    expect(screen.getByRole("link", { name: "الإصدارات السابقة" })).toHaveAttribute(
      "href",
      "/privacy/versions",
    );
    await waitFor(() => expect(document.title).toBe("سياسة الخصوصية · بيان"));
  });

  it("reports a failure, shows the fallback section, and tries again", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const api = fakeApi({
      "content.published": () => {
        if (fail) throw new Error("database down");
        return PRIVACY.en;
      },
    });
    await renderApp(<PrivacyPage />, { api });

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to load privacy policy content");
    expect(screen.getByRole("heading", { level: 2, name: "Information Collection" })).toBeVisible();
    expect(screen.getByText(/Before launch we collect only what you give us/)).toBeVisible();
    expect(screen.getByTestId("policy-last-updated")).toHaveTextContent(
      "Last updated: 15 May 2025",
    );
    expect(logged).toHaveBeenCalledWith("Failed to load privacy policy content", expect.anything());

    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("Your Rights")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(2);
  });

  it("shows the Arabic error and fallback in Arabic", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi({
      "content.published": () => {
        throw new Error("down");
      },
    });
    await renderApp(<PrivacyPage />, { api, language: "ar" });
    expect(await screen.findByRole("alert")).toHaveTextContent("تعذّر تحميل محتوى سياسة الخصوصية");
    expect(screen.getByRole("button", { name: "حاول مرة أخرى" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "جمع المعلومات" })).toBeInTheDocument();
  });
});

describe("terms page", () => {
  it("gives each section its category's icon and label and links to privacy and contact", async () => {
    const api = fakeApi({ "content.published": () => TERMS });
    await renderApp(<TermsPage />, { api });

    expect(await screen.findByText("Use it kindly.")).toBeInTheDocument();
    expect(api.calls[0]?.input).toEqual({ document: "terms-of-service", language: "en" });
    expect(document.title).toBe("Terms of Service · Bayan");
    for (const label of [
      "Platform Usage",
      "User Accounts",
      "Intellectual Property",
      "Service Termination",
    ]) {
      expect(screen.getByRole("img", { name: label })).toBeInTheDocument();
    }
    // The label is written out unless the title already says it.
    expect(screen.getAllByText("Platform Usage")).toHaveLength(1);
    expect(screen.getByText("User Accounts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
    expect(screen.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: "Earlier versions" })).toHaveAttribute(
      "href",
      "/terms/versions",
    );
  });

  it("on failure shows the terms error text and the Platform Usage fallback", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const api = fakeApi({
      "content.published": () => {
        throw new Error("down");
      },
    });
    await renderApp(<TermsPage />, { api });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to load terms of service content",
    );
    expect(screen.getByRole("heading", { level: 2, name: "Platform Usage" })).toBeInTheDocument();
    expect(screen.getByText(/Bayan offers English lessons explained in Arabic/)).toBeVisible();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeEnabled();
  });
});
