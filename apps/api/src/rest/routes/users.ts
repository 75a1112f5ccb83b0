import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

const DELIVERY =
  "`delivery` says whether the email was delivered within a few seconds (sent), is still " +
  "queued, or failed";

/** SPEC 2.10's users (admin) and the registration page's two calls (public): docs/users.md. */
export const userRoutes = [
  route({
    method: "get",
    path: "/users",
    tag: "Users",
    summary: "List users: search name or email, filter by status and role, sort; newest first",
    access: "admin",
    query: s.userListQuery,
    data: s.userOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).users.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/users/stats",
    tag: "Users",
    summary: "Users by status and role, and joins of the last 7 days against the 7 before",
    access: "admin",
    data: z.object({
      total: z.number().int(),
      byStatus: z.object({ active: z.number(), inactive: z.number(), suspended: z.number() }),
      byRole: z.object({ admin: z.number(), teacher: z.number(), student: z.number() }),
      joined: s.growthOutput,
    }),
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).users.stats()),
  }),
  route({
    method: "post",
    path: "/users/invite",
    tag: "Users",
    summary:
      "Add a user: email an invitation to register (single-use link, 14 days) with the chosen " +
      `name and role; a newer invitation replaces an unused one. ${DELIVERY}`,
    access: "admin",
    body: s.userInviteInput,
    data: s.invitationOutput,
    extra: s.userInviteOutput.pick({ delivery: true }),
    status: 201,
    errors: [400, 409],
    handler: async (caller, req, reply) => {
      const { invitation, ...answer } = await caller(req).users.invite(unchecked(req.body));
      return ok(reply, invitation, answer);
    },
  }),
  route({
    method: "get",
    path: "/users/:id",
    tag: "Users",
    summary: "One user",
    access: "admin",
    data: s.userOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).users.get(req.params)),
  }),
  route({
    method: "patch",
    path: "/users/:id",
    tag: "Users",
    summary: "Change a user's name, email, role, status or notes",
    access: "admin",
    body: s.userUpdateBody,
    data: s.userOutput,
    errors: [400, 404, 409],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).users.update(withFields(req.body, req.params)),
        said("users.updated"),
      ),
  }),
  route({
    method: "delete",
    path: "/users/:id",
    tag: "Users",
    summary: "Delete a user (their waitlist entry stays, registered)",
    access: "admin",
    data: s.deletedOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).users.delete(req.params), said("users.deleted")),
  }),
  route({
    method: "post",
    path: "/users/:id/message",
    tag: "Users",
    summary: `Email a user (their language's greeting and signature). ${DELIVERY}`,
    access: "admin",
    body: s.userMessageBody,
    data: z.null(),
    extra: s.userMessageOutput.pick({ delivery: true }),
    errors: [400, 404],
    handler: async (caller, req, reply) => {
      const answer = await caller(req).users.message(withFields(req.body, req.params));
      return ok(reply, null, answer);
    },
  }),
  route({
    method: "get",
    path: "/registration/:token",
    tag: "Registration",
    summary:
      "What a registration link is: valid (with the address it registers, the name and language " +
      "of the invitation), used, expired (or replaced by a newer one) or unknown",
    access: "public",
    personal: true,
    data: s.invitationCheckOutput,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).registration.check(unchecked(req.params))),
  }),
  route({
    method: "post",
    path: "/registration",
    tag: "Registration",
    summary:
      "Register from an invitation link: name and password (at least 8 characters with upper- " +
      "and lowercase letters, a number and a special character, and not too easy to guess)",
    access: "public",
    personal: true,
    body: s.registerInput,
    data: s.registerOutput.shape.user,
    status: 201,
    errors: [400, 404, 409, 429],
    handler: async (caller, req, reply) => {
      const { user, ...said } = await caller(req).registration.register(unchecked(req.body));
      return ok(reply, user, said);
    },
  }),
];
