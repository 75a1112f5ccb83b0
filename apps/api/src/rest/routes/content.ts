import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { ok, saying, withFields } from "../caller.js";
import { route } from "../route.js";

/** Admin saves carry whole documents: allow more than the public 16 KiB. */
const CONTENT_BODY_LIMIT = 1024 * 1024;

/** Three paths per policy document: the published sections, all of them, and the save. */
export const contentRoutes = s.policyDocuments.flatMap((document) => [
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
]);
