import { auditFilters, auditListQuery } from "../schemas/audit.js";
import { exportAuditCsv, listAudit, verifyAuditChain } from "../services/audit.js";
import { adminProcedure, router } from "../trpc.js";

/** The audit log (docs/audit.md): read with filters, exported, its chain checked. */
export const auditRouter = router({
  list: adminProcedure.input(auditListQuery).query(({ ctx, input }) => listAudit(ctx.db, input)),
  /** The CSV file, streamed in chunks, oldest first, with the list's filters. */
  exportCsv: adminProcedure
    .input(auditFilters)
    .query(({ ctx, input }) => exportAuditCsv(ctx.db, input)),
  /** Walks the chain: `{ valid, rows, firstBadId }`. */
  verify: adminProcedure.query(({ ctx }) => verifyAuditChain(ctx.db)),
});
