import * as s from "@bayan/trpc/schemas";
import { ok } from "../caller.js";
import { route } from "../route.js";

/**
 * Invitation waves (docs/email-delivery.md): "POST /waitlist/invite" and "/waitlist/invite-next"
 * make them; here they are read live and paused, resumed or cancelled.
 */
const change = (action: "pause" | "resume" | "cancel", summary: string) =>
  route({
    method: "post",
    path: `/waves/:id/${action}`,
    tag: "Waitlist",
    summary,
    access: "admin",
    data: s.waveOutput,
    errors: [404, 409],
    handler: async (caller, req, reply) => {
      const { wave, ...said } = await caller(req).waves[action](req.params);
      return ok(reply, wave, said);
    },
  });

export const waveRoutes = [
  route({
    method: "get",
    path: "/waves",
    tag: "Waitlist",
    summary:
      "The 20 most recent invitation waves with their counts (queued, sent, bounced, complained, " +
      "registered...), and the sending pace now: today's and this hour's allowance and what went",
    access: "admin",
    data: s.wavesListOutput,
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waves.list()),
  }),
  route({
    method: "get",
    path: "/waves/:id",
    tag: "Waitlist",
    summary: "One invitation wave with its counts",
    access: "admin",
    data: s.waveOutput,
    errors: [404],
    handler: async (caller, req, reply) => ok(reply, await caller(req).waves.get(req.params)),
  }),
  change("pause", "Pause a sending wave: nothing more goes until it is resumed (409 otherwise)"),
  change(
    "resume",
    "Resume a paused wave; one that paused itself on a rate counts its rates afresh from now",
  ),
  change(
    "cancel",
    "Cancel a sending or paused wave: the members not invited yet go back to the queue",
  ),
];
