import { endSession, liveToken } from "../../../lib/adminSession";
import type { WaitlistSearch } from "./search";

/** Why an export failed: the server's message when it gave one, else its HTTP status. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** GET /api/waitlist/export.csv with the screen's filters and order (the tab is `sent`). */
export function exportUrl(search: WaitlistSearch): string {
  const params = new URLSearchParams();
  if (search.status) params.set("status", search.status);
  if (search.search) params.set("search", search.search);
  if (search.tab === "sent") params.set("sent", "true");
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
 * and hands it to the browser as waitlist-<date>.csv. A 401 ends the session, like every other call.
 */
export async function downloadWaitlistCsv(search: WaitlistSearch): Promise<void> {
  const token = liveToken();
  const response = await fetch(exportUrl(search), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) endSession("unauthorized");
    let message = "";
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === "string") message = body.message;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ExportError(message, response.status);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `waitlist-${today()}.csv`;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
