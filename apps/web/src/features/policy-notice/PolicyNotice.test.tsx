import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { shownNotice } from "./LivePolicyNotice";
import { PolicyNotice } from "./PolicyNotice";

const NOTICE = {
  id: "7f7c5e7e-3c55-4d2b-9a4f-0d6f4b8f1a01",
  document: "privacy-policy" as const,
  language: "en" as const,
  effectiveOn: "2026-12-17",
  summaryEn: "We say how long we keep your address.",
  summaryAr: "نوضّح المدة التي نحتفظ فيها بعنوانك.",
};

describe("the banner of a material policy change ahead (docs/policy-versions.md)", () => {
  beforeEach(() => localStorage.clear());

  it("says which policy changes, when and what, links to its versions, and closes for good", async () => {
    const api = fakeApi({ "content.notices": () => [NOTICE] });
    await renderApp(<PolicyNotice />, { api });
    const banner = await screen.findByRole("complementary", { name: "Policy change" });
    expect(banner).toHaveTextContent("Our Privacy Policy changes on 17 December 2026.");
    expect(banner).toHaveTextContent("We say how long we keep your address.");
    expect(screen.getByRole("link", { name: "Read what changes" })).toHaveAttribute(
      "href",
      "/privacy/versions",
    );
    expect(api.calls[0]).toMatchObject({ path: "content.notices", input: { language: "en" } });
    fireEvent.click(screen.getByRole("button", { name: "Close this notice" }));
    expect(screen.queryByRole("complementary", { name: "Policy change" })).toBeNull();
    expect(JSON.parse(localStorage.getItem("policy_notice_dismissed")!)).toEqual([NOTICE.id]);
  });

  it("does not show a version closed before in this browser, and shows the next one", () => {
    const next = { ...NOTICE, id: "0b2f4f8e-6a1d-4f4e-9d3c-2a7b1c9e5d10" };
    expect(shownNotice([NOTICE, next], [NOTICE.id])).toBe(next);
    expect(shownNotice([NOTICE], [NOTICE.id])).toBeUndefined();
    expect(shownNotice([NOTICE], [])).toBe(NOTICE);
  });

  it("in Arabic, with the Arabic summary; nothing when no change is ahead", async () => {
    const api = fakeApi({
      "content.notices": ({ language }) =>
        language === "ar" ? [{ ...NOTICE, language: "ar", document: "terms-of-service" }] : [],
    });
    await renderApp(<PolicyNotice />, { api, language: "ar" });
    const banner = await screen.findByTestId("policy-notice");
    expect(banner).toHaveTextContent("نوضّح المدة التي نحتفظ فيها بعنوانك.");
    expect(screen.getByRole("link")).toHaveAttribute("href", "/terms/versions");
  });
});
