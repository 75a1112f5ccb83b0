// Test support for the verified waitlist (docs/waitlist-growth.md): links as a person gets them.
import { outbox } from "@bayan/db";
import { and, desc, eq } from "drizzle-orm";
import type { setup } from "./caller.js";

type T = Awaited<ReturnType<typeof setup>>;
type Admin = Awaited<ReturnType<T["adminCaller"]>>;

/**
 * The token of a working `purpose` link of the `kind` email last queued to `email`, minted as the Emails screen's
 * "Copy a fresh link" does (the stored email holds only a slot, docs/links.md).
 */
export async function linkToken(
  t: T,
  admin: Admin,
  email: string,
  kind = "waitlist-confirm",
  purpose = "waitlist-confirm",
) {
  const [row] = await t.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no ${kind} email to ${email}`);
  const { links } = await admin.outbox.freshLink({ id: row.id });
  const link = links.find((l) => l.purpose === purpose) ?? links[0]!;
  const token = /token=([A-Za-z0-9_-]{43})/.exec(link.url)?.[1];
  if (!token) throw new Error(`no token in ${link.url}`);
  return token;
}
