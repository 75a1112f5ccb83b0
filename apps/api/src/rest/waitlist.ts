import type { FastifyInstance } from "fastify";
import { ok, unchecked, type CallerFor } from "./caller.js";

export function waitlistRoutes(app: FastifyInstance, caller: CallerFor) {
  app.post("/waitlist", async (req, reply) => {
    const { message, ...data } = await caller(req).waitlist.join(unchecked(req.body));
    return ok(reply, data, { status: 201, message });
  });
  app.get("/waitlist/stats", async (req, reply) => ok(reply, await caller(req).waitlist.stats()));
}
