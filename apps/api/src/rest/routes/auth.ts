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
];
