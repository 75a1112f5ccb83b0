/**
 * Every /api route, in the order the OpenAPI document lists them. This table is the only place a
 * route is written: `restApi` serves each entry and `openApiDocument` describes each entry.
 *
 * To add a route, add a `route({...})` to its feature's file (or a new file spread below), e.g.
 * for a `waitlist.get` procedure (written first, in @bayan/trpc):
 *   route({ method: "get", path: "/waitlist/:id", tag: "Waitlist", summary: "One entry",
 *     access: "admin", data: s.waitlistEntryOutput, errors: [404],
 *     handler: async (caller, req, reply) => ok(reply, await caller(req).waitlist.get(req.params)) }),
 * Schemas come from `@bayan/trpc/schemas`. The handler only calls the procedure and puts its
 * result in the envelope (`ok`, `list`, or its own answer): the procedure validates and decides.
 */
import { adminRoutes } from "./admin.js";
import { analyticsRoutes } from "./analytics.js";
import { auditRoutes } from "./audit.js";
import { authRoutes } from "./auth.js";
import { contactRoutes } from "./contact.js";
import { contentRoutes } from "./content.js";
import { courseRoutes } from "./courses.js";
import { emailRoutes } from "./email.js";
import { mailboxRoutes } from "./mailbox.js";
import { outboxRoutes } from "./outbox.js";
import { personalDataRoutes } from "./personal-data.js";
import { settingsRoutes } from "./settings.js";
import { suppressionRoutes } from "./suppressions.js";
import { systemRoutes } from "./system.js";
import { teamRoutes } from "./team.js";
import { userRoutes } from "./users.js";
import { waitlistRoutes } from "./waitlist.js";
import { webhookRoutes } from "./webhooks.js";
import { waveRoutes } from "./waves.js";

export const routes = [
  ...authRoutes,
  ...waitlistRoutes,
  ...waveRoutes,
  ...emailRoutes,
  ...contactRoutes,
  ...contentRoutes,
  ...systemRoutes,
  ...adminRoutes,
  ...outboxRoutes,
  ...suppressionRoutes,
  ...teamRoutes,
  ...auditRoutes,
  ...personalDataRoutes,
  ...analyticsRoutes,
  ...userRoutes,
  ...courseRoutes,
  ...mailboxRoutes,
  ...settingsRoutes,
  ...webhookRoutes,
];
