import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../lib/adminSession";
import { FakeTrpcError, fakeApi } from "../../test/fakeApi";
import { fakeAdminToken, renderAdmin } from "../../test/renderAdmin";

const quiet = { "admin.notifications": () => ({ count: 0, items: [] }) };

describe("signing in with two-factor sign-in on (docs/team.md)", { timeout: 30_000 }, () => {
  it("asks for the code after auth.otpRequired, says a wrong one, and signs in with it", async () => {
    const token = fakeAdminToken();
    const api = fakeApi({
      ...quiet,
      "auth.login": (input) => {
        if (!input.otp) throw new FakeTrpcError("UNAUTHORIZED", 401, "auth.otpRequired");
        if (input.otp !== "123456") {
          throw new FakeTrpcError("UNAUTHORIZED", 401, "auth.otpInvalid");
        }
        return { access_token: token, token_type: "Bearer", expires_in: 43_200 };
      },
    });
    await renderAdmin("/admin", { api, signedIn: false });
    fireEvent.change(await screen.findByLabelText(/^Email/), {
      target: { value: "lina@example.com" },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

    const code = await screen.findByRole("textbox", { name: /^Code from your authenticator app/ });
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(screen.getByText("Or one of your recovery codes.")).toBeInTheDocument();
    // The email and password are kept; the button waits for a code.
    expect(screen.getByLabelText(/^Email/)).toHaveValue("lina@example.com");
    expect(screen.getByLabelText(/^Password/)).toHaveValue("secret");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();

    fireEvent.change(code, { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("The code is not right, or was used already"),
    ).toBeInTheDocument();
    expect(code).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(code, { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === "auth.login").map((c) => c.input)).toEqual([
      { email: "lina@example.com", password: "secret" },
      { email: "lina@example.com", password: "secret", otp: "000000" },
      { email: "lina@example.com", password: "secret", otp: "123456" },
    ]);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
  });
});
