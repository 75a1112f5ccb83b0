// The audit log's reading (docs/audit.md): filters, a page of rows, the chain's check.
import { z } from "zod";
import { optionalQuery, paginationOutput, paginationQuery, safeText } from "./common.js";

const filterText = (label: string) => optionalQuery(safeText(label).trim().max(100));
const dateFilter = optionalQuery(z.iso.datetime({ offset: true }).transform((v) => new Date(v)));

/** Who (a member's id), what (an action), on what (a target's type and id), between which dates. */
export const auditFilters = z.object({
  actorId: optionalQuery(z.uuid()),
  action: filterText("Action"),
  targetType: filterText("Target type"),
  targetId: filterText("Target"),
  from: dateFilter,
  to: dateFilter,
});
export const auditListQuery = paginationQuery.extend(auditFilters.shape);
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntryOutput = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  /** `{ field: { before, after } }`, personal data masked. */
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  ip: z.string().nullable(),
  hash: z.string(),
});
export type AuditEntryDto = z.infer<typeof auditEntryOutput>;

export const auditListOutput = z.object({
  items: z.array(auditEntryOutput),
  pagination: paginationOutput,
});

export const auditVerifyOutput = z.object({
  valid: z.boolean(),
  rows: z.number().int(),
  firstBadId: z.number().int().nullable(),
  /** Where the kept chain starts once retention has removed older rows (docs/audit.md). */
  checkpoint: z
    .object({ throughId: z.number().int(), at: z.string(), removed: z.number().int() })
    .nullable(),
});
