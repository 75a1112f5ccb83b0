import type { FastifyInstance } from "fastify";
import { ok, type CallerFor } from "./caller.js";

export function adminRoutes(app: FastifyInstance, caller: CallerFor) {
  app.get("/admin/dashboard", async (req, reply) => ok(reply, await caller(req).admin.dashboard()));
  app.get("/admin/recent-activity", async (req, reply) =>
    ok(reply, await caller(req).admin.recentActivity()),
  );
  app.get("/admin/overview", async (req, reply) => ok(reply, await caller(req).admin.overview()));
}
