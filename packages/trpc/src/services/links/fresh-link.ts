import { linkTokens, outbox, type Database } from "@bayan/db";
import { asc, eq } from "drizzle-orm";
import { appError } from "../../errors.js";
import { said, type Said } from "../../rules/messages.js";
import type { EmailLinkIssue, FreshLinks } from "../../schemas/outbox.js";
import type { AuditTrail } from "../audit.js";
import { emailTarget } from "../email/outbox/list.js";
import { isUuid } from "../pagination.js";
import { issueLinks, linkUrl } from "./links.js";

/**
 * "Copy a fresh link" on the Emails screen (docs/links.md): for an email that carries links, a new
 * token per link, issued via "admin" and recorded against the email, answered once as the links'
 * addresses. The email's own link, if it was delivered, keeps working until its subject is used.
 * A working way into someone's page: recorded (`outbox.freshLink`, the email; never the link).
 */
export async function freshEmailLinks(
  db: Database,
  emailId: string,
  siteUrl: string,
  now: Date,
  audit: AuditTrail,
): Promise<FreshLinks & Said> {
  const [email] = isUuid(emailId)
    ? await db
        .select({ id: outbox.id, to: outbox.to, links: outbox.links })
        .from(outbox)
        .where(eq(outbox.id, emailId))
    : [];
  if (!email) throw appError("NOT_FOUND", "outbox.notFound");
  if (email.links.length === 0) throw appError("CONFLICT", "outbox.noLink");
  const issued = await db.transaction(async (tx) => {
    const links = await issueLinks(tx, email.links, { now, via: "admin", emailId });
    if (!links) throw appError("CONFLICT", "outbox.linkUnavailable");
    await audit.record(tx, { action: "outbox.freshLink", target: emailTarget(email) });
    return links;
  });
  return {
    links: issued.map((link) => ({
      purpose: link.purpose,
      url: linkUrl(siteUrl, link),
      expiresAt: link.expiresAt.toISOString(),
    })),
    ...said("outbox.freshLinkMade"),
  };
}

/** Every link issued for an email, oldest first: sent in it, or copied by an administrator. */
export async function emailLinkIssues(db: Database, emailId: string): Promise<EmailLinkIssue[]> {
  if (!isUuid(emailId)) throw appError("NOT_FOUND", "outbox.notFound");
  const rows = await db
    .select({
      purpose: linkTokens.purpose,
      issuedVia: linkTokens.issuedVia,
      createdAt: linkTokens.createdAt,
      expiresAt: linkTokens.expiresAt,
    })
    .from(linkTokens)
    .where(eq(linkTokens.emailId, emailId))
    .orderBy(asc(linkTokens.createdAt), asc(linkTokens.purpose));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}
