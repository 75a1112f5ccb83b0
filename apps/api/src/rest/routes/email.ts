import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

/**
 * Unsubscribing (docs/email-delivery.md): the unsubscribe page's two calls. The one-click POST of
 * RFC 8058 goes to the link itself (`POST /unsubscribe?token=...`, plugins/unsubscribe.ts).
 */
export const emailRoutes = [
  route({
    method: "get",
    path: "/unsubscribe/:token",
    tag: "Email",
    summary:
      "What an unsubscribe link is for (subscribed or already unsubscribed), with the email's " +
      "language and the address masked; reading it changes nothing (mail scanners open links)",
    access: "public",
    personal: true,
    data: s.unsubscribeCheckOutput,
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).email.unsubscribeCheck(unchecked(req.params))),
  }),
  route({
    method: "post",
    path: "/unsubscribe",
    tag: "Email",
    summary:
      "Unsubscribe the address an unsubscribe link's email went to (a person's click): it is " +
      "never emailed again. Doing it twice answers the same",
    access: "public",
    personal: true,
    body: s.unsubscribeTokenInput,
    data: z.null(),
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).email.unsubscribe(unchecked(req.body))),
  }),
  route({
    method: "get",
    path: "/email-templates",
    tag: "Email",
    summary:
      "Every email template (the outbox kind of the emails it writes), saying which carry the " +
      "unsubscribe footer and headers",
    access: "admin",
    data: z.array(s.emailTemplateOutput),
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).email.previews()),
  }),
  route({
    method: "get",
    path: "/email-templates/:name",
    tag: "Email",
    summary:
      "A template rendered with sample data in a language (en by default), as delivered: " +
      "subject, HTML and text part, with the unsubscribe footer when it carries one",
    access: "admin",
    query: s.emailPreviewQuery,
    data: s.emailPreviewOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).email.preview(withFields(req.query, { name: req.params.name }))),
  }),
];
