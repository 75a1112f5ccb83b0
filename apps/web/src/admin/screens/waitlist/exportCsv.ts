import { saveFile } from "../../../lib/saveFile";
import { restCall } from "../../lib/restCall";
import type { WaitlistSearch } from "./search";

/**
 * GET /api/waitlist/export.csv with the screen's filters (status, verification, search; the tab is
 * `sent`, with its "Invitation expired") and order.
 */
export function exportUrl(search: WaitlistSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set("status", search.status);
  if (search.verification) params.set("verification", search.verification);
  if (search.search) params.set("search", search.search);
  if (search.tab === "sent") params.set("sent", "true");
  if (search.tab === "sent" && search.invitation) params.set("invitation", search.invitation);
  if (search.sortBy) {
    params.set("sortBy", search.sortBy);
    params.set("sortDir", search.sortDir ?? "asc");
  }
  const query = params.toString();
  return `/api/waitlist/export.csv${query ? `?${query}` : ""}`;
}

/** Today in the browser's time zone, as YYYY-MM-DD (the file's name). */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Fetches the CSV of the current filters with the bearer token (a plain link could not carry it)
 * and hands it to the browser as waitlist-<date>.csv. A refusal is a RestCallError (a 401 ends the
 * session, like every other call).
 */
export async function downloadWaitlistCsv(search: WaitlistSearch): Promise<void> {
  const response = await restCall(exportUrl(search));
  saveFile(await response.blob(), `waitlist-${today()}.csv`);
}
