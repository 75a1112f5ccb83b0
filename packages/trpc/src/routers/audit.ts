import { auditFilters, auditListQuery } from "../schemas/audit.js";
import { auditLog } from "@bayan/db";
import {
  auditChanges,
  auditWhere,
  exportAuditCsv,
  listAudit,
  type AuditFilters,
} from "../services/audit.js";
import { verifyAuditLog } from "../services/audit-retention.js";
import { adminProcedure, router } from "../trpc.js";

/** The filters an export was given, dates as ISO 8601. */
function givenFilters(filters: AuditFilters) {
  const given = auditChanges(
    null,
    { ...filters, from: filters.from?.toISOString(), to: filters.to?.toISOString() },
    ["actorId", "action", "targetType", "targetId", "from", "to"],
  );
  return Object.fromEntries(Object.entries(given ?? {}).map(([field, c]) => [field, c.after]));
}

/** The audit log (docs/audit.md): read with filters, exported, its chain checked. */
export const auditRouter = router({
  list: adminProcedure.input(auditListQuery).query(({ ctx, input }) => listAudit(ctx.db, input)),
  /**
   * The CSV file, streamed in chunks, oldest first, with the list's filters. Recorded as it
   * starts, with the rows it holds and the filters given (as `waitlist.export` is).
   */
  exportCsv: adminProcedure.input(auditFilters).query(async ({ ctx, input }) => {
    const rows = await ctx.db.$count(auditLog, auditWhere(input));
    await ctx.audit.record(ctx.db, {
      action: "audit.export",
      changes: {
        rows: { before: null, after: rows },
        filters: { before: null, after: givenFilters(input) },
      },
    });
    return exportAuditCsv(ctx.db, input);
  }),
  /** Checks the retention checkpoint and walks the chain: `{ valid, rows, firstBadId, checkpoint }`. */
  verify: adminProcedure.query(({ ctx }) => verifyAuditLog(ctx.db, ctx.jwtKey)),
});
