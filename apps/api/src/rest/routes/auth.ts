import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, saying, unchecked } from "../caller.js";
import { route } from "../route.js";

export const authRoutes = [
  route({
    method: "post",
    path: "/auth/login",
    tag: "Auth",
    summary:
      "Sign in: a team member's email and password, or the admin password alone (the owner), " +
      "and the code once two-factor sign-in is on (without it: 401 `OTP_REQUIRED`); anything " +
      "wrong is 401",
    access: "public",
    // The answer carries a token: never cached (no-store), same-origin only.
    personal: true,
    body: s.loginInput,
    raw: {
      contentType: "application/json",
      schema: s.loginOutput.extend({ success: z.literal(true) }),
    },
    errors: [400, 401, 429],
    // The one answer not wrapped in `data` (DESIGN section 4).
    handler: async (caller, req) => ({
      success: true,
      ...(await caller(req).auth.login(unchecked(req.body))),
    }),
  }),
  route({
    method: "get",
    path: "/auth/session",
    tag: "Auth",
    summary: "Who is signed in: the session's end, the member, their role and its permissions",
    access: "admin",
    data: s.sessionOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).auth.session()),
  }),
  route({
    method: "post",
    path: "/auth/logout",
    tag: "Auth",
    summary: "End the current token",
    access: "admin",
    data: s.loggedOutOutput,
    errors: [],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).auth.logout(), said("auth.loggedOut")),
  }),
  route({
    method: "get",
    path: "/auth/sessions",
    tag: "Auth",
    summary: "The caller's open sessions: browser, country, signed in, last seen, the current one",
    access: "admin",
    data: z.array(s.adminSessionOutput),
    errors: [],
    handler: async (caller, req, reply) => ok(reply, (await caller(req).auth.sessions()).items),
  }),
  route({
    method: "delete",
    path: "/auth/sessions/:id",
    tag: "Auth",
    summary:
      "End one of the caller's sessions (the owner: anyone's); another member's is 404 to others",
    access: "admin",
    data: z.null(),
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).auth.endSession(req.params)),
  }),
  route({
    method: "delete",
    path: "/auth/sessions",
    tag: "Auth",
    summary: "End every session of the caller but the current one",
    access: "admin",
    data: s.sessionsEndedOutput,
    errors: [],
    handler: async (caller, req, reply) => {
      const { data, said: ended } = saying(await caller(req).auth.endOtherSessions());
      return ok(reply, data, ended);
    },
  }),
  route({
    method: "post",
    path: "/auth/2fa/setup",
    tag: "Auth",
    summary:
      "Start two-factor sign-in: a new TOTP secret and its otpauth:// URL (for the QR code), " +
      "kept pending until a first code confirms it; 409 when it is on already",
    access: "admin",
    personal: true,
    data: s.twoFactorSetupOutput,
    errors: [409],
    handler: async (caller, req, reply) => ok(reply, await caller(req).auth.twoFactorSetup()),
  }),
  route({
    method: "post",
    path: "/auth/2fa/enable",
    tag: "Auth",
    summary:
      "Turn two-factor sign-in on with a first code from the app: answers 10 single-use " +
      "recovery codes, this once (only their hashes are kept); a wrong code is 400 on `otp`",
    access: "admin",
    personal: true,
    body: s.otpInput,
    data: s.twoFactorEnabledOutput,
    errors: [400, 409],
    handler: async (caller, req, reply) => {
      const { data, said: on } = saying(
        await caller(req).auth.twoFactorEnable(unchecked(req.body)),
      );
      return ok(reply, data, on);
    },
  }),
  route({
    method: "post",
    path: "/auth/2fa/disable",
    tag: "Auth",
    summary: "Turn two-factor sign-in off: the password and a code (or a recovery code)",
    access: "admin",
    body: s.twoFactorDisableInput,
    data: z.null(),
    errors: [400, 409, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).auth.twoFactorDisable(unchecked(req.body))),
  }),
  route({
    method: "put",
    path: "/auth/2fa/policy",
    tag: "Auth",
    summary:
      "The owner's switch: two-factor sign-in required of the owner and admins (until they " +
      "turn it on, only their session's own calls answer; the others are 403)",
    access: "admin",
    body: s.twoFactorPolicyInput,
    data: z.object({ required: z.boolean() }),
    errors: [400, 403],
    handler: async (caller, req, reply) => {
      const { data, said: set } = saying(
        await caller(req).auth.twoFactorPolicy(unchecked(req.body)),
      );
      return ok(reply, data, set);
    },
  }),
];
