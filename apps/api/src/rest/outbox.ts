import type { FastifyInstance } from "fastify";
import { unchecked, type CallerFor } from "./caller.js";

export function outboxRoutes(app: FastifyInstance, caller: CallerFor) {
  app.get("/outbox", async (req, reply) => {
    const { items, pagination, smtpConfigured } = await caller(req).outbox.list(
      unchecked(req.query),
    );
    return reply.send({ success: true, data: items, pagination, smtpConfigured });
  });
}
