import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { ContactPage } from "../ContactPage";

describe("contact page", () => {
  it("shows the contact details and six social links that open in a new tab", async () => {
    await renderApp(<ContactPage />, { api: fakeApi({}) });
    expect(screen.getByRole("heading", { level: 1, name: "Contact us" })).toBeInTheDocument();
    expect(document.title).toBe("Contact us · Bayan");
    expect(screen.getByRole("link", { name: "contact@bayan.app" })).toHaveAttribute(
      "href",
      "mailto:contact@bayan.app",
    );
    expect(screen.getByRole("link", { name: "+962 6 500 0000" })).toHaveAttribute(
      "href",
      "tel:+96265000000",
    );
    expect(screen.getByText("Amman, Jordan")).toBeInTheDocument();
    const social = within(
      screen.getByRole("heading", { name: "Follow us" }).closest("section") as HTMLElement,
    ).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual(
      ["LinkedIn", "Instagram", "Facebook", "YouTube", "TikTok", "Snapchat"].map(
        (network) => `Bayan on ${network} (opens in a new tab)`,
      ),
    );
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
  });

  it("names the social links in Arabic", async () => {
    await renderApp(<ContactPage />, { api: fakeApi({}), language: "ar" });
    expect(
      screen.getByRole("link", { name: "بيان على يوتيوب (يفتح في علامة تبويب جديدة)" }),
    ).toBeVisible();
    expect(screen.getByText("عمّان، الأردن")).toBeInTheDocument();
  });
});
