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
    summary:
      "Join the early-access waitlist: one entry per address (compared normalized), and the same " +
      "answer for a new, a waiting and a confirmed address. A confirmation email goes to a new " +
      "or unconfirmed address (at most 3 a day), none to a confirmed or suppressed one. `ref` is " +
      "the referral code of the link the visitor came through; `formShownMs` and " +
      "`policyUpdated` come from the web form. A disposable domain is 400 " +
      "`waitlist.disposableEmail`",
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
    shared: true,
    data: s.waitlistStatsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.stats()),
  }),
  route({
    method: "get",
    path: "/waitlist/confirm/:token",
    tag: "Waitlist",
    summary:
      "What a confirmation link is (valid, confirmed or expired), with the entry's language and " +
      "its address masked; reading it changes nothing (mail scanners open every link)",
    access: "public",
    personal: true,
    data: s.waitlistConfirmCheckOutput,
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).waitlist.confirmCheck(unchecked(req.params))),
  }),
  route({
    method: "post",
    path: "/waitlist/confirm",
    tag: "Waitlist",
    summary:
      "Confirm the address of a confirmation link (a person's click): answers a status token " +
      "for the status page. Already confirmed is 409 `waitlist.alreadyConfirmed`, an expired " +
      "link 409 `waitlist.linkExpired`, an unknown one 404",
    access: "public",
    personal: true,
    body: s.waitlistTokenInput,
    data: s.waitlistConfirmOutput.omit({ message: true }),
    errors: [400, 404, 409, 429],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).waitlist.confirm(unchecked(req.body)));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "post",
    path: "/waitlist/confirm/resend",
    tag: "Waitlist",
    summary:
      "A new confirmation email for the entry of a confirmation link (an expired one, " +
      "typically); the answer is the same whether or not one was sent (at most 3 a day per " +
      "address, none once confirmed)",
    access: "public",
    personal: true,
    body: s.waitlistTokenInput,
    data: z.null(),
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).waitlist.resendConfirmation(unchecked(req.body))),
  }),
  route({
    method: "post",
    path: "/waitlist/not-me",
    tag: "Waitlist",
    summary:
      '"This wasn\'t me" from a confirmation link: the entry is removed and its address never ' +
      "emailed again; a confirmed entry is 409",
    access: "public",
    personal: true,
    body: s.waitlistTokenInput,
    data: z.null(),
    errors: [400, 404, 409, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).waitlist.notMe(unchecked(req.body))),
  }),
  route({
    method: "get",
    path: "/waitlist/status/:token",
    tag: "Waitlist",
    summary:
      "The status page of a status link: place in the queue (computed when read), referral " +
      "link and credited referrals; 404 for an unknown link",
    access: "public",
    personal: true,
    data: s.waitlistStatusOutput,
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).waitlist.status(unchecked(req.params))),
  }),
  route({
    method: "get",
    path: "/waitlist/leaderboard",
    tag: "Waitlist",
    summary:
      "The top 10 referrers, addresses masked; `enabled: false` and no entries while Settings > " +
      "Waitlist has it off",
    access: "public",
    data: s.waitlistLeaderboardOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.leaderboard()),
  }),
  route({
    method: "get",
    path: "/waitlist",
    tag: "Waitlist",
    summary:
      "List entries (newest first, or by sortBy/sortDir: also position in the queue, credited " +
      "referrals, referrer), by status, search, sent and verification (confirmed, unconfirmed, " +
      "flagged by a fraud rule, or a suspect referral in the review queue); `invitation=expired`: " +
      "invited more than 14 days ago and not registered (the link expired), to invite again",
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
    path: "/waitlist/settings",
    tag: "Waitlist",
    summary:
      "Settings > Waitlist: double opt-in for invitations, position rule, places per referral, " +
      "reminder delay, how long unconfirmed entries are kept, leaderboard",
    access: "admin",
    data: s.waitlistSettingsSchema,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.settings()),
  }),
  route({
    method: "put",
    path: "/waitlist/settings",
    tag: "Waitlist",
    summary: "Change any of the waitlist's settings (only the fields given); answers them all",
    access: "admin",
    body: s.waitlistSettingsUpdate,
    data: s.waitlistSettingsSchema,
    errors: [400],
    handler: async (caller, req, reply) => {
      const { settings, ...said } = await caller(req).waitlist.updateSettings(unchecked(req.body));
      return ok(reply, settings, said);
    },
  }),
  route({
    method: "post",
    path: "/waitlist/review",
    tag: "Waitlist",
    summary:
      "Approve (credit) or reject (take back) the referrals of the chosen referred entries, in " +
      "bulk; entries with nothing to decide are skipped. `changed` counts those that changed",
    access: "admin",
    body: s.waitlistReviewInput,
    data: s.waitlistReviewOutput.omit({ message: true }),
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).waitlist.review(unchecked(req.body)));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "get",
    path: "/waitlist/top-referrers",
    tag: "Waitlist",
    summary: "The 10 entries with the most credited referrals (the dashboard's panel)",
    access: "admin",
    data: s.topReferrersOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.topReferrers()),
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
      "Invite the first N pending entries by position in the queue, confirmed ones only unless " +
      "`includeUnconfirmed` (two admins at once never invite one twice); `delivery` counts the " +
      "emails delivered and still queued",
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
