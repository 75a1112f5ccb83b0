import type { RouterOutputs } from "@bayan/trpc";

type AuditPageFromServer = RouterOutputs["audit"]["list"];
type AuditEntry = AuditPageFromServer["items"][number];

/**
 * One row of the log as the screen holds it: the server's, with its id as text, as the lists'
 * scaffold keys its rows and the address names the open one (`selected`).
 */
export type AuditRow = Omit<AuditEntry, "id"> & { id: string };
export type AuditPage = Omit<AuditPageFromServer, "items"> & { items: AuditRow[] };

/** The server's page as the screen holds it (the list query's `select`: the cache keeps the server's). */
export function auditPage(page: AuditPageFromServer): AuditPage {
  return {
    ...page,
    items: page.items.map((item) => ({ ...item, id: String(item.id) })),
  };
}
