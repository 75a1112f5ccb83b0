import { said } from "@bayan/trpc/rules/messages";
import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

export const contactRoutes = [
  route({
    method: "post",
    path: "/contact",
    tag: "Contact",
    summary: "Send a message",
    access: "public",
    body: s.contactInput,
    data: z.null(),
    status: 201,
    errors: [400, 409, 413, 415, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).contact.submit(unchecked(req.body))),
  }),
  route({
    method: "get",
    path: "/contact",
    tag: "Contact",
    summary: "List messages, newest first (spam only with status=spam)",
    access: "admin",
    query: s.contactListQuery,
    data: s.contactSubmissionOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).contact.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/contact/stats",
    tag: "Contact",
    summary: "Message counts by status",
    access: "admin",
    data: s.contactStatsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).contact.stats()),
  }),
  route({
    method: "get",
    path: "/contact/recent",
    tag: "Contact",
    summary: "Messages of the last N days",
    access: "admin",
    query: s.recentQuery,
    data: z.array(s.contactSubmissionOutput),
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).contact.recent(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/contact/:id",
    tag: "Contact",
    summary: "One message",
    access: "admin",
    data: s.contactSubmissionOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).contact.get(req.params)),
  }),
  route({
    method: "patch",
    path: "/contact/:id",
    tag: "Contact",
    summary: "Change a message's status or priority",
    access: "admin",
    body: s.contactUpdateBody,
    data: s.contactSubmissionOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).contact.update(withFields(req.body, req.params)),
        said("contact.updated"),
      ),
  }),
  route({
    method: "patch",
    path: "/contact/:id/reply",
    tag: "Contact",
    summary:
      "Reply by email (Re: subject, sender's language) and mark replied; `delivery` says " +
      "whether the email was delivered within a few seconds",
    access: "admin",
    body: s.contactReplyInput.omit({ id: true }),
    data: s.contactSubmissionOutput,
    extra: s.contactReplyOutput.pick({ delivery: true }),
    errors: [400, 404, 409],
    handler: async (caller, req, reply) => {
      const { submission, ...answer } = await caller(req).contact.reply(
        withFields(req.body, req.params),
      );
      return ok(reply, submission, answer);
    },
  }),
  route({
    method: "patch",
    path: "/contact/:id/priority",
    tag: "Contact",
    summary: "Set a message's priority",
    access: "admin",
    body: s.contactPriorityInput.omit({ id: true }),
    data: s.contactSubmissionOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(
        reply,
        await caller(req).contact.setPriority(withFields(req.body, req.params)),
        said("contact.priorityUpdated"),
      ),
  }),
  route({
    method: "delete",
    path: "/contact/:id",
    tag: "Contact",
    summary: "Delete a message",
    access: "admin",
    data: s.deletedOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).contact.delete(req.params), said("contact.deleted")),
  }),
];
