import { linkTokens, outbox, type Database } from "@bayan/db";
import { asc, eq } from "drizzle-orm";
import { appError } from "../../errors.js";
import type { EmailLinkIssue, FreshLinks } from "../../schemas/outbox.js";
import { isUuid } from "../pagination.js";
import { issueLinks, linkUrl } from "./links.js";

export const FRESH_LINK_MESSAGES = {
  noLink: "This email carries no link",
  closed: "No new link can be made: the invitation was used, replaced or has expired",
  issued: "A fresh link was made: copy it and send it to the recipient yourself",
} as const;

/**
 * "Copy a fresh link" on the Emails screen (docs/links.md): for an email that carries links, a new
 * token per link, issued via "admin" and recorded against the email, answered once as the links'
 * addresses. The email's own link, if it was delivered, keeps working until its subject is used.
 */
export async function freshEmailLinks(
  db: Database,
  emailId: string,
  siteUrl: string,
  now: Date,
): Promise<FreshLinks> {
  const [email] = isUuid(emailId)
    ? await db.select({ links: outbox.links }).from(outbox).where(eq(outbox.id, emailId))
    : [];
  if (!email) throw appError("NOT_FOUND", "Email not found");
  if (email.links.length === 0) throw appError("CONFLICT", FRESH_LINK_MESSAGES.noLink);
  const issued = await issueLinks(db, email.links, { now, via: "admin", emailId });
  if (!issued) throw appError("CONFLICT", FRESH_LINK_MESSAGES.closed);
  return {
    links: issued.map((link) => ({
      purpose: link.purpose,
      url: linkUrl(siteUrl, link),
      expiresAt: link.expiresAt.toISOString(),
    })),
    message: FRESH_LINK_MESSAGES.issued,
  };
}

/** Every link issued for an email, oldest first: sent in it, or copied by an administrator. */
export async function emailLinkIssues(db: Database, emailId: string): Promise<EmailLinkIssue[]> {
  if (!isUuid(emailId)) throw appError("NOT_FOUND", "Email not found");
  const rows = await db
    .select({
      purpose: linkTokens.purpose,
      issuedVia: linkTokens.issuedVia,
      createdAt: linkTokens.createdAt,
      expiresAt: linkTokens.expiresAt,
    })
    .from(linkTokens)
    .where(eq(linkTokens.emailId, emailId))
    .orderBy(asc(linkTokens.createdAt));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}
