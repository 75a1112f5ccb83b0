import type { RouterInputs } from "@bayan/trpc";
import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { sessionOf, type FakeApi } from "../../../test/fakeApi";
import { renderAdmin } from "../../../test/renderAdmin";
import { choose } from "../testSteps";
import { PRIVACY, PRIVACY_VERSIONS, V, policyApi, setUpPolicyTests } from "./testData";

setUpPolicyTests();

type RestoreInput = RouterInputs["content"]["restoreVersion"];

/** The privacy manager's History tab, on PRIVACY and its versions. */
async function openHistory({
  language = "en",
  role,
  path = "",
}: { language?: "en" | "ar"; role?: "viewer"; path?: string } = {}) {
  const { api } = policyApi({ privacy: PRIVACY, versions: PRIVACY_VERSIONS });
  if (role) api.answer("auth.session", () => sessionOf(role));
  const user = userEvent.setup();
  const { router } = await renderAdmin(`/admin/privacy?view=history${path}`, { api, language });
  await screen.findByRole("heading", { name: language === "ar" ? "الإصدار ٣" : "Version 3" });
  return { api, user, router };
}

/** A listed version's item, by its heading ("Version 2"). */
const item = (name: string) => screen.getByRole("heading", { name }).closest("li")!;

const restores = (api: FakeApi) =>
  api.calls.filter((c) => c.path === "content.restoreVersion").map((c) => c.input as RestoreInput);

describe("Policy manager: History (docs/policy-versions.md)", () => {
  it("opens from its tab and lists a language's versions newest first with their state, days and summary", async () => {
    const { api } = policyApi({ privacy: PRIVACY, versions: PRIVACY_VERSIONS });
    const user = userEvent.setup();
    const { router } = await renderAdmin("/admin/privacy", { api });
    await user.click(await screen.findByRole("tab", { name: "History" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: "history" }));

    const list = within(await screen.findByRole("region", { name: "English versions" }));
    expect(list.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Version 3",
      "Version 2",
      "Version 1",
    ]);
    const third = within(item("Version 3"));
    expect(third.getByText("Upcoming (takes effect on Jan 1, 2099)")).toBeInTheDocument();
    expect(third.getByText("Material change")).toBeInTheDocument();
    expect(third.getByText("Effective date: Jan 1, 2099")).toBeInTheDocument();
    // Summarised in Arabic only: shown in Arabic, right to left.
    const arabicSummary = third.getByText("نضيف قسمًا عن ملفات تعريف الارتباط.");
    expect(arabicSummary).toHaveAttribute("lang", "ar");
    expect(arabicSummary).toHaveAttribute("dir", "rtl");

    const second = within(item("Version 2"));
    expect(second.getByText("In effect")).toBeInTheDocument();
    expect(second.queryByText("Material change")).not.toBeInTheDocument();
    expect(second.getByText("Effective date: Jan 10, 2026")).toBeInTheDocument();
    expect(second.getByText(/^Published: Jan 10, 2026/)).toBeInTheDocument();
    expect(second.getByText("Says which address we keep.")).toHaveAttribute("lang", "en");

    const first = within(item("Version 1"));
    expect(first.getByText("Replaced")).toBeInTheDocument();
    expect(first.getByText("No summary")).toBeInTheDocument();
    // Only a replaced version is restored.
    expect(first.getByRole("button", { name: "Restore version 1" })).toBeEnabled();
    expect(second.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();
    expect(third.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();

    // The Arabic versions, kept in the address.
    await user.click(screen.getByRole("button", { name: "Arabic", pressed: false }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ view: "history", historyLanguage: "ar" }),
    );
    const arabic = within(await screen.findByRole("region", { name: "Arabic versions" }));
    expect(arabic.getAllByRole("heading", { level: 3 })).toHaveLength(2);
    // An English reader, a summary written in English only.
    expect(within(item("Version 2")).getByText("Adds the name.")).toBeInTheDocument();
    expect(within(item("Version 2")).getByText("In effect")).toBeInTheDocument();
  });

  it("says the states, days and summaries in Arabic", async () => {
    // The Arabic interface shows the Arabic versions first; the English ones are a click away.
    await openHistory({ language: "ar", path: "&historyLanguage=en" });
    expect(screen.getByRole("tab", { name: "السجل" })).toHaveAttribute("aria-selected", "true");
    const list = within(screen.getByRole("region", { name: "إصدارات الإنجليزية" }));
    expect(list.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "الإصدار ٣",
      "الإصدار ٢",
      "الإصدار ١",
    ]);
    const third = within(item("الإصدار ٣"));
    expect(third.getByText(/^قادم \(يسري في /)).toBeInTheDocument();
    expect(third.getByText("تغيير جوهري")).toBeInTheDocument();
    // The Arabic reader reads the Arabic summary.
    expect(third.getByText("نضيف قسمًا عن ملفات تعريف الارتباط.")).toBeInTheDocument();
    const second = within(item("الإصدار ٢"));
    expect(second.getByText("ساري المفعول")).toBeInTheDocument();
    expect(second.getByText("نوضح العنوان الذي نحفظه.")).toBeInTheDocument();
    const first = within(item("الإصدار ١"));
    expect(first.getByText("مُستبدَل")).toBeInTheDocument();
    expect(first.getByText("لا يوجد ملخص")).toBeInTheDocument();
    expect(first.getByRole("button", { name: "استعادة الإصدار ١" })).toBeInTheDocument();
  });

  it("compares two versions side by side and marks the changed words, right to left for Arabic", async () => {
    const { user, router } = await openHistory();

    await user.click(
      within(item("Version 2")).getByRole("button", { name: "Compare with version 1" }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ view: "history", from: V.en1, to: V.en2 }),
    );
    const compare = await screen.findByTestId("version-compare");
    expect(within(compare).getByText("Sections that differ: 1 of 2.")).toBeInTheDocument();
    // The first column has the older text, the second the newer with the added word marked.
    const before = compare.querySelectorAll('[data-side="from"]');
    const after = compare.querySelectorAll('[data-side="to"]');
    expect(before[0]).toHaveTextContent("We collect your email.");
    expect(after[0]).toHaveTextContent("We collect your email address.");
    const added = after[0]!.querySelectorAll("ins");
    expect([...added].map((mark) => mark.textContent?.trim())).toEqual(["address"]);
    expect(before[0]!.querySelectorAll("del")).toHaveLength(0);
    // An unchanged section is a line, in full when asked for, without marks.
    expect(after).toHaveLength(1);
    const same = compare.querySelector('[data-kind="same"]')!;
    expect(same).toHaveTextContent("UnchangedHow We Use It");
    await user.click(
      within(compare).getByRole("checkbox", { name: "Show the unchanged sections in full" }),
    );
    expect(within(compare).getAllByRole("heading", { name: "How We Use It" })).toHaveLength(2);
    expect(
      compare.querySelectorAll('[data-side="to"]')[1]!.querySelectorAll("ins, del"),
    ).toHaveLength(0);

    // Any two versions of Arabic, chosen in the lists.
    await user.click(screen.getByRole("button", { name: "Arabic", pressed: false }));
    await screen.findByRole("region", { name: "Arabic versions" });
    await choose(user, "Compare version", "Version 1: Replaced");
    await choose(user, "With version", "Version 2: In effect");
    const arabic = await screen.findByTestId("version-compare");
    const old = arabic.querySelector('[data-side="from"] [lang="ar"]')!;
    const next = arabic.querySelector('[data-side="to"] [lang="ar"]')!;
    for (const column of [old, next]) expect(column).toHaveAttribute("dir", "rtl");
    expect(old.querySelector("del")?.textContent).toBe("فقط");
    expect(next.querySelector("ins")?.textContent).toBe("واسمك");
    expect(next).toHaveTextContent("نجمع بريدك الإلكتروني واسمك.");
  });

  it("restores a replaced version after asking, showing what changes, and says the server's message", async () => {
    const { api, user } = await openHistory();

    await user.click(within(item("Version 1")).getByRole("button", { name: "Restore version 1" }));
    let dialog = await screen.findByRole("dialog", { name: "Restore version 1?" });
    expect(dialog).toHaveTextContent(
      "Version 1 will be published again as version 4, in effect today",
    );
    expect(dialog).toHaveTextContent("The upcoming version will not take effect");
    // The English draft ("Cookies") goes with the restore: said before.
    expect(dialog).toHaveTextContent("The English draft sections (1) are removed");
    // Against the version in effect (2): its word that version 1 lacks is struck through.
    const compare = await within(dialog).findByTestId("version-compare");
    expect(compare.querySelector('[data-side="from"] del')?.textContent?.trim()).toBe("address");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(restores(api)).toEqual([]);

    await user.click(within(item("Version 1")).getByRole("button", { name: "Restore version 1" }));
    dialog = await screen.findByRole("dialog", { name: "Restore version 1?" });
    await user.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    await waitFor(() => expect(restores(api)).toEqual([{ document: "privacy-policy", id: V.en1 }]));
    expect(
      await screen.findByText("Version 1 was published again as version 4"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // What the server now holds is asked for again.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === "content.versions").length).toBeGreaterThan(1),
    );
  });

  it("shows a viewer the history and comparisons without Restore, and why", async () => {
    const { user } = await openHistory({ role: "viewer" });
    expect(
      screen.getByText("Your role (Viewer) can read this screen but not change it."),
    ).toBeInTheDocument();
    expect(within(item("Version 1")).getByText("Replaced")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();
    await user.click(
      within(item("Version 2")).getByRole("button", { name: "Compare with version 1" }),
    );
    expect(await screen.findByTestId("version-compare")).toBeInTheDocument();
  });
});

describe("Policy manager: publishing a section's change (docs/policy-versions.md)", () => {
  it("sends the version details with the save when a published section is edited", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });

    await user.click(await screen.findByRole("button", { name: "Edit “Information Collection”" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit section" });
    const toggle = within(dialog).getByRole("button", { name: "Version details" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");

    const content = within(dialog).getByRole("textbox", { name: /Content/ });
    await user.clear(content);
    await user.paste("We collect your email address.");
    await user.click(within(dialog).getByRole("textbox", { name: "Change summary (English)" }));
    await user.paste("Says which address we keep.");
    const arabic = within(dialog).getByRole("textbox", { name: "Change summary (Arabic)" });
    // Mantine puts `dir` on the field's box, which the text area inherits.
    expect(arabic.closest("[dir]")).toHaveAttribute("dir", "rtl");
    expect(arabic).toHaveAttribute("maxlength", "500");
    await user.click(arabic);
    await user.paste("نوضح العنوان.");
    await user.click(
      within(dialog).getByRole("checkbox", {
        name: "Material change (people are told by email before it takes effect)",
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls.filter((c) => c.path === "content.save")).toHaveLength(1));
    const input = api.calls.find((c) => c.path === "content.save")!
      .input as RouterInputs["content"]["save"];
    // In effect today: the day is the server's.
    expect(input.publish).toEqual({
      summaryEn: "Says which address we keep.",
      summaryAr: "نوضح العنوان.",
      material: true,
    });
    expect(input.sections[0]).toMatchObject({ content: "We collect your email address." });
  });

  it("sends a later effective day, and has no version details for a draft", async () => {
    const { api } = policyApi({ privacy: PRIVACY });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy", { api });

    // A draft stays out of the versions: nothing to say about one.
    await user.click(await screen.findByRole("button", { name: "Edit “Cookies”" }));
    let dialog = await screen.findByRole("dialog", { name: "Edit section" });
    expect(within(dialog).queryByRole("button", { name: "Version details" })).toBeNull();
    // ... until it is being published.
    await choose(user, "Status", "Published", dialog);
    await user.click(within(dialog).getByRole("button", { name: "Version details" }));
    const day = within(dialog).getByRole("textbox", { name: "Takes effect on" });
    await user.clear(day);
    await user.type(day, "2099-03-01");
    await user.click(within(dialog).getByRole("textbox", { name: "Change summary (English)" }));
    await user.click(within(dialog).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(api.calls.filter((c) => c.path === "content.save")).toHaveLength(1));
    const input = api.calls.find((c) => c.path === "content.save")!
      .input as RouterInputs["content"]["save"];
    expect(input.publish).toEqual({
      effectiveOn: "2099-03-01",
      summaryEn: "",
      summaryAr: "",
      material: false,
    });
    dialog = screen.queryByRole("dialog")!;
    expect(dialog).toBeNull();
  });
});
