import type { FastifyInstance } from "fastify";
import { ok, unchecked, type CallerFor } from "./caller.js";

export function authRoutes(app: FastifyInstance, caller: CallerFor) {
  // The one answer not wrapped in `data` (DESIGN section 4).
  app.post("/auth/login", async (req) => ({
    success: true,
    ...(await caller(req).auth.login(unchecked(req.body))),
  }));
  app.post("/auth/logout", async (req, reply) =>
    ok(reply, await caller(req).auth.logout(), { message: "Logged out" }),
  );
}
