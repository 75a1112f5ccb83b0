import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, saying, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

/**
 * Webhooks (docs/email-delivery.md, "Webhooks"; Settings > Integrations): endpoints and the events
 * they receive, signed as Standard Webhooks with a `whsec_` secret answered when the endpoint is
 * made and when its secret is rotated; the delivery log, a redelivery and a test event.
 */
export const webhookRoutes = [
  route({
    method: "get",
    path: "/webhooks",
    tag: "Webhooks",
    summary: "Every webhook endpoint with its events (never its secret)",
    access: "admin",
    data: z.array(s.webhookEndpointOutput),
    errors: [],
    handler: async (caller, req, reply) => ok(reply, (await caller(req).webhooks.list()).items),
  }),
  route({
    method: "post",
    path: "/webhooks",
    tag: "Webhooks",
    summary:
      "Add an endpoint: https to a public host (private, loopback and link-local addresses and " +
      "plain http only with WEBHOOKS_ALLOW_PRIVATE=true); answers its signing secret, this once",
    access: "admin",
    body: s.webhookCreateInput,
    data: s.webhookEndpointWithSecretOutput,
    status: 201,
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).webhooks.create(unchecked(req.body)));
      return ok(reply, data.endpoint, said);
    },
  }),
  route({
    method: "get",
    path: "/webhooks/deliveries",
    tag: "Webhooks",
    summary: "The delivery log of every endpoint, newest first, by status",
    access: "admin",
    query: s.webhookDeliveriesQuery.omit({ endpointId: true }),
    data: s.webhookDeliveryOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(
        reply,
        await caller(req).webhooks.deliveries(withFields(req.query, { endpointId: undefined })),
      ),
  }),
  route({
    method: "patch",
    path: "/webhooks/:id",
    tag: "Webhooks",
    summary: "Change an endpoint's address, description, events or whether it is enabled",
    access: "admin",
    body: s.webhookUpdateInput.omit({ id: true }),
    data: s.webhookEndpointOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(
        await caller(req).webhooks.update(withFields(req.body, { id: req.params.id })),
      );
      return ok(reply, data.endpoint, said);
    },
  }),
  route({
    method: "delete",
    path: "/webhooks/:id",
    tag: "Webhooks",
    summary: "Delete an endpoint with its delivery log (its pending deliveries are not sent)",
    access: "admin",
    data: s.idInput,
    errors: [404],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).webhooks.delete(req.params));
      return ok(reply, data, said);
    },
  }),
  route({
    method: "post",
    path: "/webhooks/:id/rotate-secret",
    tag: "Webhooks",
    summary:
      "Make a new signing secret, answered this once; the previous one still signs beside it " +
      "for 24 hours",
    access: "admin",
    data: s.webhookEndpointWithSecretOutput,
    errors: [404],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).webhooks.rotateSecret(req.params));
      return ok(reply, data.endpoint, said);
    },
  }),
  route({
    method: "get",
    path: "/webhooks/:id/deliveries",
    tag: "Webhooks",
    summary: "An endpoint's delivery log, newest first, by status",
    access: "admin",
    query: s.webhookDeliveriesQuery.omit({ endpointId: true }),
    data: s.webhookDeliveryOutput,
    list: true,
    errors: [400, 404],
    handler: async (caller, req, reply) =>
      list(
        reply,
        await caller(req).webhooks.deliveries(withFields(req.query, { endpointId: req.params.id })),
      ),
  }),
  route({
    method: "post",
    path: "/webhooks/:id/test",
    tag: "Webhooks",
    summary:
      "Send a webhook.test event to the endpoint now; answers the delivery as the try left it " +
      "(delivered, or pending with its answer's code for the next try)",
    access: "admin",
    data: s.webhookDeliveryOutput,
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).webhooks.sendTest(req.params));
      return ok(reply, data.delivery, said);
    },
  }),
  route({
    method: "post",
    path: "/webhooks/deliveries/:id/redeliver",
    tag: "Webhooks",
    summary:
      "Try a delivery again now, with the same webhook-id and a fresh run of retries; answers " +
      "it as the try left it. 409 while its endpoint is disabled or a sender is trying it",
    access: "admin",
    data: s.webhookDeliveryOutput,
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).webhooks.redeliver(req.params));
      return ok(reply, data.delivery, said);
    },
  }),
];
