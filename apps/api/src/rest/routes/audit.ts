import * as s from "@bayan/trpc/schemas";
import { z } from "zod";
import { list, ok, unchecked } from "../caller.js";
import { route } from "../route.js";
import { prefetchedStream } from "../stream.js";

/** The audit log (docs/audit.md): who did what, when, to what; its CSV; its chain's check. */
export const auditRoutes = [
  route({
    method: "get",
    path: "/audit",
    tag: "Audit",
    summary:
      "The audit log, newest first: by actor (a member's id), action, target (type and id) and " +
      "dates (`from`, `to`, ISO 8601); each row with the fields that changed, personal data masked",
    access: "admin",
    query: s.auditListQuery,
    data: s.auditEntryOutput,
    list: true,
    errors: [400, 403],
    handler: async (caller, req, reply) =>
      list(reply, await caller(req).audit.list(unchecked(req.query))),
  }),
  route({
    method: "get",
    path: "/audit/export.csv",
    tag: "Audit",
    summary: "The audit log as CSV (UTF-8 with BOM), oldest first, with the list's filters",
    access: "admin",
    query: s.auditFilters,
    raw: { contentType: "text/csv", schema: z.string() },
    errors: [400, 403],
    handler: async (caller, req, reply) => {
      const chunks = await caller(req).audit.exportCsv(unchecked(req.query));
      const body = await prefetchedStream(chunks, 2);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="audit-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  }),
  route({
    method: "get",
    path: "/audit/verify",
    tag: "Audit",
    summary:
      "Checks the retention checkpoint's signature and walks the hash chain from it: " +
      "`{ valid, rows, firstBadId, checkpoint }`; a row changed or removed around the table's " +
      "append-only trigger, or a forged checkpoint, shows as the first bad id",
    access: "admin",
    data: s.auditVerifyOutput,
    errors: [403],
    handler: async (caller, req, reply) => ok(reply, await caller(req).audit.verify()),
  }),
];
