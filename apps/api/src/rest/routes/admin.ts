import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok } from "../caller.js";
import { route } from "../route.js";

export const adminRoutes = [
  route({
    method: "get",
    path: "/admin/dashboard",
    tag: "Admin",
    summary: "The dashboard's numbers",
    access: "admin",
    data: s.dashboardOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).admin.dashboard()),
  }),
  route({
    method: "get",
    path: "/admin/recent-activity",
    tag: "Admin",
    summary: "The five newest sign-ups and contact messages",
    access: "admin",
    data: s.recentActivityOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).admin.recentActivity()),
  }),
  route({
    method: "get",
    path: "/admin/overview",
    tag: "Admin",
    summary: "Totals by status and 7- and 30-day growth",
    access: "admin",
    data: s.overviewOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).admin.overview()),
  }),
  route({
    method: "get",
    path: "/admin/notifications",
    tag: "Admin",
    summary:
      "The bell: unread contact messages, failed emails, waitlist sign-ups and registrations " +
      "since the last mark-all-as-read, of the kinds Settings > Notifications lets through: " +
      "the count and the newest ten",
    access: "admin",
    data: s.adminNotificationsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).admin.notifications()),
  }),
  route({
    method: "post",
    path: "/admin/notifications/seen",
    tag: "Admin",
    summary: "Mark all notifications as read (the bell's count starts again from now)",
    access: "admin",
    data: z.object({ seenAt: s.isoDateTime }),
    errors: [],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).admin.markNotificationsSeen()),
  }),
];
