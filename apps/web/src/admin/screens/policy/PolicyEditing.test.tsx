import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FakeTrpcError, type FakeApi } from "../../../test/fakeApi";
import { todayIso } from "./sectionRules";
import { choose } from "../testSteps";
import { PRIVACY, openPrivacy, rowTitles, saves, setUpPolicyTests } from "./testData";

setUpPolicyTests();

/** The Arabic badge of the published “جمع المعلومات”: a click makes it a draft (a save). */
const PUBLISHED_BADGE_AR = "منشور: تحويل «جمع المعلومات» إلى مسودة";

/** The Arabic privacy manager, its first section made a draft; the save fails with `failSave`. */
async function draftInArabic(failSave?: boolean | FakeTrpcError) {
  const { user } = await openPrivacy({ failSave }, "ar");
  await user.click(screen.getByRole("button", { name: PUBLISHED_BADGE_AR }));
}

/** The one save's sections as [id, order], once it was sent. */
async function savedOrders(api: FakeApi) {
  await waitFor(() => expect(saves(api)).toHaveLength(1));
  return saves(api)[0]!.sections.map((s) => [s.id, s.order]);
}

describe("Privacy policy manager: changes save the whole list (SPEC 4, 5, 7, 8)", () => {
  it("adds a section through the form: the next order in its language, a draft, sent without id", async () => {
    const { api, user } = await openPrivacy();

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
    const { api, user } = await openPrivacy();

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
    const { api, user } = await openPrivacy();

    await user.click(screen.getByRole("button", { name: "Edit “Information Collection”" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit section" });
    expect(within(dialog).getByRole("textbox", { name: /Title/ })).toHaveValue(
      "Information Collection",
    );
    await choose(user, "Language", "Arabic", dialog);
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
    const { api, user } = await openPrivacy();

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
    const { api, user } = await openPrivacy();

    // The limits: up at order 1, down at the last of the language.
    expect(screen.getByRole("button", { name: "Move “Information Collection” up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “Cookies” down" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move “جمع المعلومات” up" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Move “Information Collection” down" }));
    expect(await savedOrders(api)).toEqual([
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
    const { api, user } = await openPrivacy({ failSave: true });

    await user.click(screen.getByRole("button", { name: "Move “Information Collection” down" }));
    expect(await screen.findByText("Failed to save privacy policy content")).toBeInTheDocument();
    await waitFor(async () => expect(await rowTitles()).toEqual(PRIVACY.map((s) => s.title)));
    expect(saves(api)).toHaveLength(1);
  });

  it("says it in Arabic too", async () => {
    await draftInArabic(true);
    expect(await screen.findByText("تعذّر حفظ محتوى سياسة الخصوصية")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: PUBLISHED_BADGE_AR })).toBeInTheDocument();
  });

  it("says the server's reason for a refused save, in Arabic", async () => {
    const refused = new FakeTrpcError("BAD_REQUEST", 400, "sections.0.title: Title is too long", [
      {
        path: "sections.0.title",
        message: "Title is too long",
        messageKey: "content.titleTooLong",
      },
    ]);
    await draftInArabic(refused);
    expect(await screen.findByText("تعذّر حفظ محتوى سياسة الخصوصية")).toBeInTheDocument();
    expect(screen.getByText("العنوان طويل جدًا")).toBeInTheDocument();
  });

  it("says a save in Arabic", async () => {
    await draftInArabic();
    expect(await screen.findByText("تم تحديث سياسة الخصوصية بنجاح")).toBeInTheDocument();
  });

  it("deletes only after the confirmation", async () => {
    const { api, user } = await openPrivacy();

    await user.click(screen.getByRole("button", { name: "Delete “How We Use It”" }));
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Are you sure you want to delete this section?")).toBeVisible();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(saves(api)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete “How We Use It”" }));
    dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    // The rest of English renumbered.
    expect(await savedOrders(api)).toEqual([
      ["1", 1],
      ["3", 2],
      ["4", 1],
      ["5", 2],
    ]);
    await waitFor(async () => expect(await rowTitles()).not.toContain("How We Use It"));
  });
});
