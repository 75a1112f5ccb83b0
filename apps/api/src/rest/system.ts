import type { FastifyInstance } from "fastify";
import { ok, type CallerFor } from "./caller.js";

export function systemRoutes(app: FastifyInstance, caller: CallerFor) {
  app.get("/system/health", async (req, reply) => ok(reply, await caller(req).system.health()));
  app.get("/system/time", async (req, reply) => ok(reply, await caller(req).system.time()));
  app.get("/system/countdown", async (req, reply) =>
    ok(reply, await caller(req).system.countdown()),
  );
}
