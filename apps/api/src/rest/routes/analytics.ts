import * as s from "@bayan/trpc/schemas";
import { ok, unchecked } from "../caller.js";
import { route } from "../route.js";

/** The admin's reading of the first-party analytics (docs/analytics.md, The figures). */
export const analyticsRoutes = [
  route({
    method: "get",
    path: "/analytics",
    tag: "Analytics",
    summary: "The six figures of the last 7, 30, 90 or 365 UTC days (timeRange, default 30)",
    access: "admin",
    query: s.analyticsRangeQuery,
    data: s.analyticsMetrics,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).analytics.summary(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/analytics/comprehensive",
    tag: "Analytics",
    summary:
      "Figures, channels, events, pages, countries, daily series, devices, referrers, languages and the funnel",
    access: "admin",
    query: s.analyticsRangeQuery,
    data: s.analyticsComprehensiveOutput,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).analytics.comprehensive(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/analytics/live",
    tag: "Analytics",
    summary: "Visitors with an event in the last 5 minutes, and the pages they are on",
    access: "admin",
    data: s.analyticsLiveOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).analytics.live()),
  }),
  route({
    method: "get",
    path: "/analytics/weekly",
    tag: "Analytics",
    summary:
      "Visitors per day of the last 7 UTC days with their weekday (0 = Sunday), and their sum against the 7 days before",
    access: "admin",
    data: s.analyticsWeeklyOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).analytics.weekly()),
  }),
];
