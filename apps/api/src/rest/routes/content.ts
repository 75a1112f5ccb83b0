import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, saying, unchecked, withFields } from "../caller.js";
import { route } from "../route.js";

/** Admin saves carry whole documents: allow more than the public 16 KiB. */
const CONTENT_BODY_LIMIT = 1024 * 1024;

/**
 * Per policy document: the published sections, all of them, the save; and its published versions
 * (docs/policy-versions.md), each one, and a version's restore.
 */
const documentRoutes = s.policyDocuments.flatMap((document) => [
  route({
    method: "get",
    path: `/system/public/${document}`,
    tag: "Content",
    summary: `Published ${document} sections, English first then Arabic, by order`,
    access: "public",
    query: s.publicPolicyQuery.omit({ document: true }),
    data: z.array(s.policySectionOutput),
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).content.published(withFields(req.query, { document }))),
  }),
  route({
    method: "get",
    path: `/system/content/${document}`,
    tag: "Content",
    summary: `Every ${document} section, drafts included`,
    access: "admin",
    data: z.array(s.policySectionOutput),
    errors: [],
    handler: async (caller, req, reply) => ok(reply, await caller(req).content.all({ document })),
  }),
  route({
    method: "post",
    path: `/system/content/${document}`,
    tag: "Content",
    summary: `Replace the ${document} sections in one transaction`,
    access: "admin",
    body: s.policySaveInput.omit({ document: true }),
    data: z.array(s.policySectionOutput),
    errors: [400, 413],
    bodyLimit: CONTENT_BODY_LIMIT,
    handler: async (caller, req, reply) => {
      const { data, said } = saying(
        await caller(req).content.save(withFields(req.body, { document })),
      );
      return ok(reply, data.sections, said);
    },
  }),
  route({
    method: "get",
    path: `/system/content/${document}/versions`,
    tag: "Content",
    summary: `The ${document}'s published versions, newest first (English first), without their text`,
    access: "public",
    query: s.policyVersionsQuery.omit({ document: true }),
    data: z.array(s.policyVersionOutput),
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).content.versions(withFields(req.query, { document }))),
  }),
  route({
    method: "get",
    path: `/system/content/${document}/versions/:id`,
    tag: "Content",
    summary: `One published version of the ${document}, with its sections`,
    access: "public",
    data: s.policyVersionDetailOutput,
    errors: [404],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).content.version(withFields(req.params, { document }))),
  }),
  route({
    method: "post",
    path: `/system/content/${document}/versions/:id/restore`,
    tag: "Content",
    summary: `Publishes a version of the ${document} again, as a new version in effect today`,
    access: "admin",
    data: z.object({ number: z.number().int(), newNumber: z.number().int() }),
    errors: [403, 404, 409],
    handler: async (caller, req, reply) => {
      const { data, said } = saying(
        await caller(req).content.restoreVersion(withFields(req.params, { document })),
      );
      return ok(reply, data, said);
    },
  }),
]);

/** Every content path: each document's, and the site's banner of material changes ahead. */
export const contentRoutes = [
  ...documentRoutes,
  route({
    method: "get",
    path: "/system/public/policy-notices",
    tag: "Content",
    summary:
      "The material policy changes still ahead in a language (the site's banner until they take effect)",
    access: "public",
    query: s.policyNoticesQuery,
    data: z.array(s.policyNoticeOutput),
    errors: [400],
    handler: async (caller, req, reply) =>
      ok(reply, await caller(req).content.notices(unchecked(req.query))),
  }),
];
