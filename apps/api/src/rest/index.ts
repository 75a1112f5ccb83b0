import type { ServerDeps } from "@bayan/trpc";
import type { FastifyInstance } from "fastify";
import { sendError } from "../plugins/errors.js";
import { adminRoutes } from "./admin.js";
import { authRoutes } from "./auth.js";
import { callerFactory } from "./caller.js";
import { contactRoutes } from "./contact.js";
import { contentRoutes } from "./content.js";
import { outboxRoutes } from "./outbox.js";
import { systemRoutes } from "./system.js";
import { waitlistRoutes } from "./waitlist.js";

/**
 * The REST adapter under /api: each route maps one HTTP call onto one tRPC procedure. The
 * procedure validates its input and holds the rules; nothing here decides anything.
 */
export async function restApi(app: FastifyInstance, deps: ServerDeps) {
  const caller = callerFactory(deps);
  authRoutes(app, caller);
  adminRoutes(app, caller);
  waitlistRoutes(app, caller);
  systemRoutes(app, caller);
  contactRoutes(app, caller);
  contentRoutes(app, caller);
  outboxRoutes(app, caller);
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, {
      success: false,
      code: "NOT_FOUND",
      message: `No such API path: ${request.method} ${request.url.split("?")[0]}`,
    }),
  );
}
