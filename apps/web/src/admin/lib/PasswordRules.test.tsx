import { renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { AppProviders } from "../../AppProviders";
import { addCatalog } from "../../i18n/i18n";
import { fakeApi } from "../../test/fakeApi";
import { renderApp } from "../../test/render";
import { adminCatalog } from "../catalog";
import { PasswordRules, usePasswordHint } from "./PasswordRules";

beforeAll(() => addCatalog(adminCatalog));

const wrapper = ({ children }: { children: ReactNode }) => (
  <AppProviders env="test">{children}</AppProviders>
);

describe("the password's rules and hint", () => {
  it("write the length in Arabic-Indic digits in Arabic, as the admin's numbers are", async () => {
    await renderApp(<PasswordRules password="" />, { api: fakeApi({}), language: "ar" });
    const rules = screen.getByRole("list", { name: "شروط كلمة المرور" });
    expect(rules).toHaveTextContent("٨ أحرف على الأقل");
    expect(rules.textContent).not.toMatch(/[0-9]/);

    const { result } = renderHook(() => usePasswordHint(), { wrapper });
    expect(result.current).toBe("٨ أحرف على الأقل، منها حرف كبير وحرف صغير ورقم ورمز خاص.");
  });

  it("read as before in English", async () => {
    await renderApp(<PasswordRules password="Sample-pass1" />, { api: fakeApi({}) });
    expect(screen.getByText("At least 8 characters: met")).toBeInTheDocument();
    const { result } = renderHook(() => usePasswordHint(), { wrapper });
    expect(result.current).toBe(
      "At least 8 characters with uppercase, lowercase, a number and a special character.",
    );
  });
});
