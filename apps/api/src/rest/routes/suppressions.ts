import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, saying, unchecked } from "../caller.js";
import { route } from "../route.js";

/**
 * The suppression list (docs/email-delivery.md, "The suppression screen"): the addresses never
 * mailed, an address added (reason `manual`) or taken off; each add and removal is recorded.
 */
export const suppressionRoutes = [
  route({
    method: "get",
    path: "/suppressions",
    tag: "Email",
    summary: "The addresses never mailed, newest first, by a search on the address and by reason",
    access: "admin",
    query: s.suppressionListQuery,
    data: s.suppressionOutput,
    list: true,
    errors: [400],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).suppressions.list(unchecked(req.query))),
  }),
  route({
    method: "post",
    path: "/suppressions",
    tag: "Email",
    summary:
      "Add an address: it is never mailed again (reason manual, source admin), with an optional " +
      "note; recorded. An address already on the list is 409, naming the reason it keeps",
    access: "admin",
    body: s.suppressionAddInput,
    data: s.suppressionOutput,
    status: 201,
    errors: [400, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).suppressions.add(unchecked(req.body)));
      return ok(reply, data.item, said);
    },
  }),
  route({
    method: "get",
    path: "/suppressions/:keyHash",
    tag: "Email",
    summary: "One suppressed address, by its key (the SHA-256 of the normalized address)",
    access: "admin",
    data: s.suppressionOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).suppressions.get(req.params)),
  }),
  route({
    method: "get",
    path: "/suppressions/:keyHash/history",
    tag: "Email",
    summary: "The administrators' adds and removals of an address, newest first",
    access: "admin",
    data: z.array(s.suppressionChangeOutput),
    errors: [],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).suppressions.history(req.params)),
  }),
  route({
    method: "delete",
    path: "/suppressions/:keyHash",
    tag: "Email",
    summary:
      "Take an address off the list: it can be emailed again from now on (the sender checks " +
      "the list before every email); recorded with the reason it had",
    access: "admin",
    data: s.suppressionOutput,
    errors: [404],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).suppressions.remove(req.params));
      return ok(reply, data.item, said);
    },
  }),
];
