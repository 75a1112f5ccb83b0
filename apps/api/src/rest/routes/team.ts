import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, saying, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

/**
 * The team (docs/team.md): members invited by email, who accept by choosing a password; roles and
 * suspension; the owner (the administrator) cannot be removed, demoted or suspended.
 */
export const teamRoutes = [
  route({
    method: "get",
    path: "/team/members",
    tag: "Team",
    summary: "Team members, the owner (the administrator) first, with role and status",
    access: "admin",
    data: z.array(s.teamMemberOutput),
    errors: [403],
    handler: async (caller, req, reply) => ok(reply, (await caller(req).team.list()).items),
  }),
  route({
    method: "post",
    path: "/team/members",
    tag: "Team",
    summary:
      "Invite a member (role admin, editor, support or viewer): an email with a single-use " +
      "link to /admin/accept, working 7 days, in `language`; an email already in the team is 409",
    access: "admin",
    body: s.teamMemberAddInput,
    data: s.teamMemberOutput,
    status: 201,
    errors: [400, 403, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).team.add(unchecked(req.body)));
      return ok(reply, data.member, said);
    },
  }),
  route({
    method: "patch",
    path: "/team/members/:id",
    tag: "Team",
    summary:
      "Change a member's role, or their status (suspended: every session of theirs ends at " +
      "once; active: they sign in again), one at a time; the owner's cannot change (409)",
    access: "admin",
    body: s.teamMemberPatchBody,
    data: s.teamMemberOutput,
    errors: [400, 403, 404, 409],
    handler: async (caller, req, reply) => {
      const { data, said: changed } = saying(
        await caller(req).team.update(withFields(req.body, req.params)),
      );
      return ok(reply, data.member, changed);
    },
  }),
  route({
    method: "delete",
    path: "/team/members/:id",
    tag: "Team",
    summary: "Remove a member: their sessions end at once; the owner cannot be removed (409)",
    access: "admin",
    data: s.deletedOutput,
    errors: [403, 404, 409],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).team.delete(req.params), said("settings.teamMemberRemoved")),
  }),
  route({
    method: "post",
    path: "/team/members/:id/invite",
    tag: "Team",
    summary: "Send the invitation again to a member who has not accepted (409 once they have)",
    access: "admin",
    data: z.object({ delivery: z.string() }),
    errors: [403, 404, 409],
    handler: async (caller, req, reply) => {
      const { data, said: sent } = saying(await caller(req).team.resendInvite(req.params));
      return ok(reply, data, sent);
    },
  }),
  route({
    method: "get",
    path: "/team/members/:id/sessions",
    tag: "Team",
    summary: "A member's open sessions (the owner's view)",
    access: "admin",
    data: z.array(s.adminSessionOutput),
    errors: [403, 404],
    handler: async (caller, req, reply) =>
      ok(reply, (await caller(req).team.sessions(req.params)).items),
  }),
  route({
    method: "delete",
    path: "/team/members/:id/sessions",
    tag: "Team",
    summary: "Sign a member out everywhere: every session of theirs ends at once",
    access: "admin",
    data: s.sessionsEndedOutput,
    errors: [403, 404],
    handler: async (caller, req, reply) => {
      const { data, said: ended } = saying(await caller(req).team.endSessions(req.params));
      return ok(reply, data, ended);
    },
  }),
  route({
    method: "get",
    path: "/team/accept/:token",
    tag: "Team",
    summary:
      "What an invitation link is: valid (with the member's name, email and role), expired or " +
      "used; 404 for an unknown link. Reading it changes nothing",
    access: "public",
    personal: true,
    data: s.teamInviteCheckOutput,
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).team.inviteCheck(unchecked(req.params))),
  }),
  route({
    method: "post",
    path: "/team/accept",
    tag: "Team",
    summary:
      "Accept an invitation with the chosen password (the registration rule): the account is " +
      "active and signed in (the answer carries a token); used or expired 409, unknown 404",
    access: "public",
    personal: true,
    body: s.teamAcceptInput,
    data: s.loginOutput,
    errors: [400, 404, 409, 429],
    handler: async (caller, req, reply) => {
      const { data, said: accepted } = saying(await caller(req).team.accept(unchecked(req.body)));
      return ok(reply, data, accepted);
    },
  }),
];
