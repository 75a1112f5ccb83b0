import type { RouterOutputs } from "@bayan/trpc";
import { screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN_KEY } from "../../lib/adminSession";
import { FakeTrpcError, fakeApi, type FakeHandlers } from "../../test/fakeApi";
import { fakeAdminToken, renderAdmin } from "../../test/renderAdmin";
// Loaded with the file, not inside the first test (the routes load the panel lazily).
import "../AdminRoot";
import { callsTo } from "../screens/testSteps";

type Check = RouterOutputs["team"]["inviteCheck"];

const TOKEN = "team-invite-token-0123456789abcdef0123456789a";
const VALID: Check = {
  state: "valid",
  language: "en",
  name: "Lina Haddad",
  email: "lina@example.com",
  role: "editor",
};
const GOOD_PASSWORD = "Lina's key #2026";

/** The acceptance page signed out, its link checked as `check` says. */
async function openAccept(
  check: () => Check,
  handlers: FakeHandlers = {},
  {
    language = "en",
    path = `/admin/accept?token=${TOKEN}`,
  }: { language?: "en" | "ar"; path?: string } = {},
) {
  const api = fakeApi({
    "team.inviteCheck": check,
    "admin.notifications": () => ({ count: 0, items: [] }),
    "settings.get": () => {
      throw new FakeTrpcError("INTERNAL_SERVER_ERROR", 500, "boom");
    },
    ...handlers,
  });
  const view = await renderAdmin(path, { api, signedIn: false, language });
  return { api, ...view, user: userEvent.setup() };
}

describe("accepting a team invitation at /admin/accept (docs/team.md)", { timeout: 30_000 }, () => {
  it("works signed out: shows whose invitation it is, then accepts and signs in", async () => {
    const token = fakeAdminToken();
    const { api, router, user } = await openAccept(() => VALID, {
      "team.accept": () => ({
        access_token: token,
        token_type: "Bearer",
        expires_in: 43_200,
        message: "Welcome to the team: your account is active",
        messageKey: "team.accepted",
      }),
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Join the Bayan team" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/accept");
    expect(screen.getByText("Lina Haddad")).toBeInTheDocument();
    expect(screen.getByText("lina@example.com")).toBeInTheDocument();
    expect(screen.getByText("Editor")).toBeInTheDocument();
    // No sign-in screen, no shell.
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    expect(callsTo(api, "team.inviteCheck")).toEqual([{ token: TOKEN }]);

    // The rule is checked here first.
    const password = screen.getByLabelText(/^Password/, { selector: "input" });
    await user.type(password, "short");
    await user.click(screen.getByRole("button", { name: "Accept and sign in" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(callsTo(api, "team.accept")).toEqual([]);

    await user.clear(password);
    await user.type(password, GOOD_PASSWORD);
    await user.click(screen.getByRole("button", { name: "Accept and sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(callsTo(api, "team.accept")).toEqual([{ token: TOKEN, password: GOOD_PASSWORD }]);
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBe(token);
    expect(
      await screen.findByText("Welcome to the team: your account is active"),
    ).toBeInTheDocument();
    expect(await screen.findByRole("navigation", { name: "Admin sections" })).toBeInTheDocument();
  });

  it("shows the server's reason when it refuses the password (400)", async () => {
    const { user } = await openAccept(() => VALID, {
      "team.accept": () => {
        throw new FakeTrpcError("BAD_REQUEST", 400, "password.personal", [
          {
            path: "password",
            message: "This password is built on your name or email address: choose another",
            messageKey: "password.personal",
          },
        ]);
      },
    });
    await user.type(
      await screen.findByLabelText(/^Password/, { selector: "input" }),
      "Lina Haddad 1!",
    );
    await user.click(screen.getByRole("button", { name: "Accept and sign in" }));
    expect(
      await screen.findByText(
        "This password is built on your name or email address: choose another",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/, { selector: "input" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
  });

  it("says a used invitation is used, with the way to the sign-in page", async () => {
    await openAccept(() => ({ ...VALID, state: "used", name: null, email: null, role: null }));
    expect(
      await screen.findByRole("heading", { name: "This invitation has already been used" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the sign-in page" })).toHaveAttribute(
      "href",
      "/admin",
    );
    expect(screen.queryByLabelText(/^Password/, { selector: "input" })).toBeNull();
  });

  it("says an expired invitation has expired", async () => {
    await openAccept(() => ({ ...VALID, state: "expired", name: null, email: null, role: null }));
    expect(
      await screen.findByRole("heading", { name: "This invitation has expired" }),
    ).toBeInTheDocument();
  });

  it("turns to the expired view when the server says so on accepting", async () => {
    const { user } = await openAccept(() => VALID, {
      "team.accept": () => {
        throw new FakeTrpcError("CONFLICT", 409, "team.inviteExpired");
      },
    });
    await user.type(
      await screen.findByLabelText(/^Password/, { selector: "input" }),
      GOOD_PASSWORD,
    );
    await user.click(screen.getByRole("button", { name: "Accept and sign in" }));
    expect(
      await screen.findByRole("heading", { name: "This invitation has expired" }),
    ).toHaveFocus();
  });

  it("says an unknown link (404) or a missing token is not valid", async () => {
    await openAccept(() => {
      throw new FakeTrpcError("NOT_FOUND", 404, "team.inviteUnknown");
    });
    expect(
      await screen.findByRole("heading", { name: "This invitation link is not valid" }),
    ).toBeInTheDocument();
  });

  it("without a token says so without asking the server", async () => {
    const { api } = await openAccept(() => VALID, {}, { path: "/admin/accept" });
    expect(
      await screen.findByRole("heading", { name: "This invitation link is not valid" }),
    ).toBeInTheDocument();
    expect(callsTo(api, "team.inviteCheck")).toEqual([]);
  });

  it("speaks Arabic, right to left", async () => {
    await openAccept(() => ({ ...VALID, language: "ar" }), {}, { language: "ar" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "انضمّ إلى فريق بيان" }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(screen.getByRole("button", { name: "قبول الدعوة وتسجيل الدخول" })).toBeInTheDocument();
    expect(screen.getByText("محرّر")).toBeInTheDocument();
  });
});
