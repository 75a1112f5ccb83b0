import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, saying, unchecked } from "../caller.js";
import { route } from "../route.js";

/**
 * Data rights (docs/data-rights.md): everything kept about an address as JSON, and its erasure
 * (only the address's hash stays, on the suppression list); by the person with their status
 * link, or by an administrator for an address. POSTs, so a token or an address never sits in a
 * URL.
 */
export const personalDataRoutes = [
  route({
    method: "post",
    path: "/waitlist/status/data",
    tag: "Data rights",
    summary:
      "A person's data by their status link: waitlist entry with consent and referrals (other " +
      "people masked), account, invitations, contact messages, emails sent, suppression; 404 " +
      "for an unknown link",
    access: "public",
    personal: true,
    body: s.waitlistTokenInput,
    data: s.personalDataOutput,
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).waitlist.statusData(unchecked(req.body))),
  }),
  route({
    method: "post",
    path: "/waitlist/status/erase",
    tag: "Data rights",
    summary:
      'A person\'s click on "Erase my data" on their status page: the entry (and the credit its ' +
      "referral gave), the account, contact messages and emails go; the address's hash stays " +
      "suppressed (`erased`); the link then answers 404",
    access: "public",
    personal: true,
    body: s.waitlistTokenInput,
    data: z.null(),
    errors: [400, 404, 429],
    handler: async (caller, req, reply) =>
      ok(reply, null, await caller(req).waitlist.eraseData(unchecked(req.body))),
  }),
  route({
    method: "post",
    path: "/personal-data/export",
    tag: "Data rights",
    summary:
      "A data-subject request: everything kept about an address (every spelling of its inbox " +
      "on the waitlist), as the person would download it",
    access: "admin",
    personal: true,
    body: s.personalDataInput,
    data: s.personalDataOutput,
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).personalData.export(unchecked(req.body))),
  }),
  route({
    method: "post",
    path: "/personal-data/erase",
    tag: "Data rights",
    summary:
      "Erase everything kept about an address, in one transaction; only its hash stays, " +
      "suppressed as `erased`. Answers what was removed; 404 `privacy.nothingFound` when " +
      "nothing is kept",
    access: "admin",
    personal: true,
    body: s.personalDataInput,
    data: s.personalDataErasedOutput,
    errors: [400, 404],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(await caller(req).personalData.erase(unchecked(req.body)));
      return ok(reply, data.erased, said);
    },
  }),
];
