import { auditFilters, auditListQuery } from "../schemas/audit.js";
import { exportAuditCsv, listAudit } from "../services/audit.js";
import { verifyAuditLog } from "../services/audit-retention.js";
import { adminProcedure, router } from "../trpc.js";

/** The audit log (docs/audit.md): read with filters, exported, its chain checked. */
export const auditRouter = router({
  list: adminProcedure.input(auditListQuery).query(({ ctx, input }) => listAudit(ctx.db, input)),
  /** The CSV file, streamed in chunks, oldest first, with the list's filters. */
  exportCsv: adminProcedure
    .input(auditFilters)
    .query(({ ctx, input }) => exportAuditCsv(ctx.db, input)),
  /** Checks the retention checkpoint and walks the chain: `{ valid, rows, firstBadId, checkpoint }`. */
  verify: adminProcedure.query(({ ctx }) => verifyAuditLog(ctx.db, ctx.jwtKey)),
});
