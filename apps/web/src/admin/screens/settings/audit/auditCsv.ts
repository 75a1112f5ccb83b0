import { saveFile } from "../../../../lib/saveFile";
import { restCall } from "../../../lib/restCall";
import { auditFilters, type AuditSearch } from "./auditSearch";

/** GET /api/audit/export.csv with the screen's filters (the days as instants in `timeZone`). */
export function auditExportUrl(search: AuditSearch, timeZone?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(auditFilters(search, timeZone))) {
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return `/api/audit/export.csv${query ? `?${query}` : ""}`;
}

/** Today in the browser's time zone, as YYYY-MM-DD (the file's name). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Fetches the log's CSV (oldest first, the filters of the screen) with the bearer token and hands
 * it to the browser as audit-<date>.csv. A refusal is a RestCallError (a 401 ends the session).
 */
export async function downloadAuditCsv(search: AuditSearch, timeZone?: string): Promise<void> {
  const response = await restCall(auditExportUrl(search, timeZone));
  saveFile(await response.blob(), `audit-${today()}.csv`);
}
