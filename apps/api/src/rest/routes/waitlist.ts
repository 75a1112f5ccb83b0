import { INVITE_REPEAT_WINDOW_MS } from "@bayan/trpc/rules";
import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, saying, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";
import { prefetchedStream } from "../stream.js";

const REPEAT_WINDOW = `${INVITE_REPEAT_WINDOW_MS / 60_000} minutes`;

export const waitlistRoutes = [
  route({
    method: "post",
    path: "/waitlist",
    tag: "Waitlist",
    summary: "Join the early-access waitlist (idempotent per email)",
    access: "public",
    body: s.waitlistJoinInput,
    data: s.waitlistJoinOutput,
    status: 201,
    errors: [400, 413, 415, 429],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).waitlist.join(unchecked(req.body)));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "get",
    path: "/waitlist/stats",
    tag: "Waitlist",
    summary: "Queue counts by status",
    access: "public",
    data: s.waitlistStatsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.stats()),
  }),
  route({
    method: "get",
    path: "/waitlist",
    tag: "Waitlist",
    summary: "List entries (newest first, or by sortBy/sortDir), by status, search and sent",
    access: "admin",
    query: s.waitlistListQuery,
    data: s.waitlistEntryOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).waitlist.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/waitlist/recent",
    tag: "Waitlist",
    summary: "Entries of the last N days",
    access: "admin",
    query: s.recentQuery,
    data: z.array(s.waitlistEntryOutput),
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).waitlist.recent(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/waitlist/export.csv",
    tag: "Waitlist",
    summary: "Every matching entry as CSV (UTF-8 with BOM, formulas neutralised)",
    access: "admin",
    query: s.waitlistExportQuery,
    raw: { contentType: "text/csv", schema: z.string() },
    errors: [400],
    handler: async (caller, req, reply) => {
      const chunks = await caller(req).waitlist.exportCsv(unchecked(req.query));
      // The header row and the first page of rows are read before the 200 goes out.
      const body = await prefetchedStream(chunks, 2);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="waitlist-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  }),
  route({
    method: "get",
    path: "/waitlist/:id",
    tag: "Waitlist",
    summary: "One entry",
    access: "admin",
    data: s.waitlistEntryOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.get(req.params)),
  }),
  route({
    method: "patch",
    path: "/waitlist/:id",
    tag: "Waitlist",
    summary: "Change an entry's status or notes",
    access: "admin",
    body: s.waitlistUpdateBody,
    data: s.waitlistEntryOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).waitlist.update(withFields(req.body, req.params)),
        said("waitlist.updated"),
      ),
  }),
  route({
    method: "delete",
    path: "/waitlist/:id",
    tag: "Waitlist",
    summary: "Delete an entry",
    access: "admin",
    data: s.deletedOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).waitlist.delete(req.params), said("waitlist.deleted")),
  }),
  route({
    method: "post",
    path: "/waitlist/:id/invite",
    tag: "Waitlist",
    summary:
      "Email the invitation in the entry's language and mark it notified; `delivery` says whether " +
      "it was delivered within a few seconds. Within " +
      REPEAT_WINDOW +
      " of a queued or sent invitation, no second one is queued (`recentlyInvited`)",
    access: "admin",
    data: s.waitlistEntryOutput,
    extra: s.waitlistInviteOutput.pick({ delivery: true, recentlyInvited: true }),
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { entry, ...answer } = await caller(req).waitlist.invite(req.params);
      return ok(reply, entry, answer);
    },
  }),
  route({
    method: "post",
    path: "/waitlist/invite",
    tag: "Waitlist",
    summary:
      "Invite the chosen entries (registered ones and unknown ids are skipped, those invited in " +
      `the last ${REPEAT_WINDOW} counted apart); \`delivery\` counts the emails delivered and ` +
      "still queued",
    access: "admin",
    body: s.waitlistIdsInput,
    data: s.waitlistInviteManyOutput.omit({ message: true }),
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).waitlist.inviteMany(unchecked(req.body)));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "post",
    path: "/waitlist/invite-next",
    tag: "Waitlist",
    summary:
      "Invite the N oldest pending entries (two admins at once never invite one twice); " +
      "`delivery` counts the emails delivered and still queued",
    access: "admin",
    body: s.waitlistInviteNextInput,
    data: s.waitlistInviteNextOutput.omit({ message: true }),
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).waitlist.inviteNext(unchecked(req.body)));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "post",
    path: "/waitlist/delete",
    tag: "Waitlist",
    summary: "Delete the chosen entries",
    access: "admin",
    body: s.waitlistIdsInput,
    data: s.waitlistDeleteManyOutput,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).waitlist.deleteMany(unchecked(req.body)),
        said("waitlist.deletedMany"),
      ),
  }),
];
