import { said } from "../rules/messages.js";
import { idInput } from "../schemas/common.js";
import {
  webhookCreateInput,
  webhookDeliveriesQuery,
  webhookUpdateInput,
} from "../schemas/webhooks.js";
import {
  createEndpoint,
  deleteEndpoint,
  getDelivery,
  listDeliveries,
  listEndpoints,
  queueTestEvent,
  redeliver,
  rotateEndpointSecret,
  updateEndpoint,
} from "../services/webhooks/endpoints.js";
import { adminProcedure, router } from "../trpc.js";

/**
 * Webhooks for the administrator (docs/email-delivery.md, "Webhooks"; Settings > Integrations):
 * the endpoints and the events each receives, their signing secrets (answered when made and when
 * rotated, never listed), the delivery log, a redelivery and a test event.
 */
export const webhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => listEndpoints(ctx.db)),
  /** A new endpoint: its URL is checked (https, not a private network) and its secret answered. */
  create: adminProcedure.input(webhookCreateInput).mutation(async ({ ctx, input }) => {
    const endpoint = await createEndpoint(ctx.db, input, ctx.webhooks, ctx.now(), ctx.audit);
    return { endpoint, ...said("webhooks.created") };
  }),
  update: adminProcedure.input(webhookUpdateInput).mutation(async ({ ctx, input }) => {
    const endpoint = await updateEndpoint(ctx.db, input, ctx.webhooks, ctx.now(), ctx.audit);
    return { endpoint, ...said("webhooks.updated") };
  }),
  delete: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const { id } = await deleteEndpoint(ctx.db, input.id, ctx.audit);
    return { id, ...said("webhooks.deleted") };
  }),
  /** A new secret, answered this once; the previous one signs beside it for 24 hours. */
  rotateSecret: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const endpoint = await rotateEndpointSecret(ctx.db, input.id, ctx.now(), ctx.audit);
    return { endpoint, ...said("webhooks.secretRotated") };
  }),
  /** The delivery log, newest first: of one endpoint or of all, by status. */
  deliveries: adminProcedure
    .input(webhookDeliveriesQuery)
    .query(({ ctx, input }) => listDeliveries(ctx.db, input)),
  /** Tries a delivery again now, with the same webhook-id; answers how the try went. */
  redeliver: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const id = await redeliver(ctx.db, input.id, ctx.now(), ctx.audit);
    await ctx.webhooks.deliverNow([id]);
    const delivery = await getDelivery(ctx.db, id);
    return {
      delivery,
      ...(delivery.status === "delivered"
        ? said("webhooks.redelivered", { code: delivery.lastStatusCode ?? 0 })
        : said("webhooks.redeliveryNotDelivered")),
    };
  }),
  /** Sends a `webhook.test` event to the endpoint now; answers how the try went. */
  sendTest: adminProcedure.input(idInput).mutation(async ({ ctx, input }) => {
    const id = await queueTestEvent(ctx.db, input.id, ctx.now());
    await ctx.webhooks.deliverNow([id]);
    const delivery = await getDelivery(ctx.db, id);
    return {
      delivery,
      ...(delivery.status === "delivered"
        ? said("webhooks.testSent", { code: delivery.lastStatusCode ?? 0 })
        : said("webhooks.testNotDelivered")),
    };
  }),
});
