import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderAdmin } from "../../../test/renderAdmin";
import { PRIVACY, PRIVACY_VERSIONS, policyApi, setUpPolicyTests } from "./testData";

setUpPolicyTests();

/** Whether the button's icon is drawn mirrored, as DirectionalIcon draws it in right-to-left. */
const iconMirrored = (button: HTMLElement) => {
  const icon = button.querySelector("svg");
  return icon?.getAttribute("data-mirrored") === "true" && icon.style.transform === "scaleX(-1)";
};

describe("Policy history: the restore arrow points back the way Arabic reads", () => {
  it("mirrors the restore icon in the list and in the dialog in Arabic, not in English", async () => {
    const { api } = policyApi({ privacy: PRIVACY, versions: PRIVACY_VERSIONS });
    const user = userEvent.setup();
    await renderAdmin("/admin/privacy?view=history", { api, language: "ar" });
    const restore = await screen.findByRole("button", { name: "استعادة الإصدار ١" });
    expect(iconMirrored(restore)).toBe(true);

    await user.click(restore);
    const dialog = await screen.findByRole("dialog", { name: "استعادة الإصدار ١؟" });
    expect(iconMirrored(within(dialog).getByRole("button", { name: "استعادة الإصدار ١" }))).toBe(
      true,
    );
  });

  it("leaves it as drawn in English", async () => {
    const { api } = policyApi({ privacy: PRIVACY, versions: PRIVACY_VERSIONS });
    await renderAdmin("/admin/privacy?view=history", { api });
    const restore = await screen.findByRole("button", { name: "Restore version 1" });
    expect(iconMirrored(restore)).toBe(false);
  });
});
