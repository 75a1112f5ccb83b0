import { screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { todayIso } from "./sectionRules";
import { TERMS, policyApi, saves, setUpPolicyTests, table } from "./testData";

setUpPolicyTests();

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
