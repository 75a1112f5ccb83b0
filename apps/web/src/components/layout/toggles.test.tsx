import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { LanguageToggle, ThemeToggle } from "./toggles";

describe("language toggle", () => {
  it("switches the page to Arabic, right to left, and remembers it", async () => {
    await renderApp(<LanguageToggle />, { api: fakeApi({}) });
    const toggle = screen.getByRole("button", { name: /^العربية: switch the site language$/ });

    fireEvent.click(toggle);
    // The Arabic catalog is fetched first.
    await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", "ar"));
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(window.localStorage.getItem("language")).toBe("ar");
    const back = screen.getByRole("button", { name: "English: تغيير لغة الموقع" });

    fireEvent.click(back);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
    expect(window.localStorage.getItem("language")).toBe("en");
  });
});

describe("theme toggle", () => {
  it("switches between light and dark and stores the choice under 'theme'", async () => {
    await renderApp(<ThemeToggle />, { api: fakeApi({}) });

    fireEvent.click(screen.getByRole("button", { name: "Switch to dark theme" }));
    expect(window.localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "dark");

    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(window.localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement).toHaveAttribute("data-mantine-color-scheme", "light");
  });
});
