import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, unchecked } from "../caller.js";
import { route } from "../route.js";

export const authRoutes = [
  route({
    method: "post",
    path: "/auth/login",
    tag: "Auth",
    summary:
      "Sign in: a team member's email and password, or the admin password alone (the owner); " +
      "anything wrong is 401",
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
];
