// The server as the policy content suites use it: the default content in place, a fixed clock and
// an administrator signed in.
import type { DatabaseKind } from "@bayan/db";
import { ensureDefaultContent } from "@bayan/trpc";
import { setupApp } from "./app.js";

/**
 * The whole server on a fresh database with the default policies published, its clock at
 * 2026-10-02 08:00 UTC; `auth` is the administrator's Authorization header.
 */
export async function setupContentApp(kind: DatabaseKind) {
  const t = await setupApp(kind, { deps: { now: () => new Date("2026-10-02T08:00:00Z") } });
  await ensureDefaultContent(t.db);
  return { ...t, auth: await t.adminAuth() };
}
