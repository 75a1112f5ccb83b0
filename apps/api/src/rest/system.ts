import type { FastifyInstance } from "fastify";
import { ok, unchecked, type CallerFor } from "./caller.js";

export function systemRoutes(app: FastifyInstance, caller: CallerFor) {
  app.get("/system/health", async (req, reply) => ok(reply, await caller(req).system.health()));
  app.get("/system/time", async (req, reply) => ok(reply, await caller(req).system.time()));
  app.get("/system/countdown", async (req, reply) =>
    ok(reply, await caller(req).system.countdown()),
  );
  app.post("/system/countdown", async (req, reply) => {
    const { countdown, message } = await caller(req).system.setCountdown(unchecked(req.body));
    return ok(reply, countdown, { message });
  });
  app.get("/system/stats", async (req, reply) => ok(reply, await caller(req).system.stats()));
}
