import * as s from "@bayan/trpc/schemas";
import { ok, saying, unchecked } from "../caller.js";
import { route } from "../route.js";

export const systemRoutes = [
  route({
    method: "get",
    path: "/system/countdown",
    tag: "System",
    summary: "The launch countdown with the time remaining",
    access: "public",
    shared: true,
    data: s.countdownOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).system.countdown()),
  }),
  route({
    method: "post",
    path: "/system/countdown",
    tag: "System",
    summary: "Set the launch countdown",
    access: "admin",
    body: s.countdownUpdateInput,
    data: s.countdownOutput,
    errors: [400],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).system.setCountdown(unchecked(req.body)));
      return ok(reply, data.countdown, said);
    },
  }),
  route({
    method: "get",
    path: "/system/health",
    tag: "System",
    summary: "Server and database health (503 within 2 s when the database is down)",
    access: "public",
    data: s.healthOutput,
    errors: [503],
    handler: async (caller, req, reply) => ok(reply, await caller(req).system.health()),
  }),
  route({
    method: "get",
    path: "/system/time",
    tag: "System",
    summary: "The server time in UTC",
    access: "public",
    data: s.timeOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).system.time()),
  }),
  route({
    method: "get",
    path: "/system/stats",
    tag: "System",
    summary: "Uptime, memory, database kind and size, row counts",
    access: "admin",
    data: s.systemStatsOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).system.stats()),
  }),
];
