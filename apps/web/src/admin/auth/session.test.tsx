import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY, startSession } from "../../lib/adminSession";
import { FakeTrpcError, fakeApi } from "../../test/fakeApi";
import { fakeAdminToken, renderAdmin } from "../../test/renderAdmin";

const quiet = {
  "admin.notifications": () => ({ count: 0, items: [] }),
};

describe("signing in (SPEC 2.7, 8 Login)", () => {
  it("shows the gate, says Verifying... while busy, then opens the shell", async () => {
    let answer: (token: string) => void = () => {};
    const api = fakeApi({
      ...quiet,
      "auth.login": () =>
        new Promise((resolve) => {
          answer = (token) =>
            resolve({ access_token: token, token_type: "Bearer", expires_in: 43_200 });
        }),
    });
    await renderAdmin("/admin", { api, signedIn: false });
    const password = await screen.findByLabelText(/Password/);
    fireEvent.change(password, { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("button", { name: "Verifying..." })).toBeDisabled();
    expect(api.calls.find((c) => c.path === "auth.login")?.input).toEqual({ password: "secret" });
    const token = fakeAdminToken();
    answer(token);
    expect(await screen.findByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
  });

  it("says Incorrect password for 'Invalid password' and Connection error otherwise", async () => {
    let fail = () => new FakeTrpcError("UNAUTHORIZED", 401, "auth.invalidPassword");
    const api = fakeApi({
      "auth.login": () => {
        throw fail();
      },
    });
    await renderAdmin("/admin", { api, signedIn: false, language: "ar" });
    fireEvent.change(await screen.findByLabelText(/^كلمة المرور/), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("كلمة المرور غير صحيحة")).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    fail = () => new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "boom");
    fireEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("خطأ في الاتصال")).toBeInTheDocument();
  });

  it("treats an expired or unreadable token as signed out and sends sections to the gate", async () => {
    startSession(fakeAdminToken(-60));
    const { router } = await renderAdmin("/admin/waitlist", { api: fakeApi({}), signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(await screen.findByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("on a 401 from any admin call removes the token and returns to the gate with the spec's text", async () => {
    const api = fakeApi({
      "admin.notifications": () => {
        throw new FakeTrpcError("UNAUTHORIZED", 401, "auth.tokenRevoked");
      },
    });
    const { router } = await renderAdmin("/admin/emails", { api });
    expect(await screen.findByText("Unauthorized - please login again")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    // No bearer is sent any more.
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });
});
