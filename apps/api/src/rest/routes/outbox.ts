import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, saying, unchecked } from "../caller.js";
import { route } from "../route.js";

export const outboxRoutes = [
  route({
    method: "get",
    path: "/outbox",
    tag: "Email",
    summary: "Every email sent or waiting, with its delivery state, by status and search",
    access: "admin",
    query: s.outboxListQuery,
    data: s.outboxItemOutput,
    list: true,
    extra: z.object({
      smtpConfigured: z.boolean().describe("Whether an SMTP server is set up to deliver mail"),
      counts: s.outboxCountsOutput.describe("Emails of each state matching the search"),
    }),
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).outbox.list(unchecked(req.query))),
  }),
  route({
    method: "post",
    path: "/outbox/:id/retry",
    tag: "Email",
    summary: "Queue a failed (or queued) email again, due now; a sent one is 409",
    access: "admin",
    data: s.outboxItemOutput,
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).outbox.retry(req.params));
      return ok(reply, data.item, said);
    },
  }),
  route({
    method: "post",
    path: "/outbox/:id/fresh-link",
    tag: "Email",
    summary:
      "Make a fresh working link for each link the email carries (recorded; answered once, never stored)",
    access: "admin",
    data: s.freshLinksOutput.shape.links,
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).outbox.freshLink(req.params));
      return ok(reply, data.links, said);
    },
  }),
  route({
    method: "get",
    path: "/outbox/:id/links",
    tag: "Email",
    summary: "The links issued for an email: in it at delivery, and each one copied by an admin",
    access: "admin",
    data: z.array(s.emailLinkIssueOutput),
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).outbox.linkIssues(req.params)),
  }),
];
