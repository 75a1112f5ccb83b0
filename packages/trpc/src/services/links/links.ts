// Links sent to people (docs/links.md): no working token is ever readable from the database or an
// API. An email is stored with a slot where each link's token goes and names the links it
// carries (`outbox.links`); the token is minted when the email is delivered, only its hash kept in
// `link_tokens`, and put in place of the slot in the copy that leaves for the SMTP server alone.
// An administrator without SMTP asks for a fresh link instead (issued via "admin", recorded).
import { linkTokens, type EmailLink, type LinkIssuedVia, type LinkPurpose } from "@bayan/db";
import { and, eq, lt } from "drizzle-orm";
import { openInvitation, type DbOrTx } from "../invitation-state.js";
import { unsubscribeLinkOpenUntil } from "../email/unsubscribe-link.js";
import { confirmLinkOpenUntil, statusLinkOpenUntil } from "../waitlist/link-rules.js";
import type { ScheduledJob } from "../jobs.js";
import { teamInviteOpenUntil } from "../team-link-rule.js";
import { newToken, tokenHash } from "./tokens.js";

/** Where a link's token goes in a stored email; delivery fills it. */
export const linkSlot = (purpose: LinkPurpose) => `{{link-token:${purpose}}}`;

/** The registration page's address for a token (or for the slot, in a stored email). */
export const registerUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}/register?token=${token}`;

interface PurposeRule {
  /** The page a token of this purpose opens. */
  url(siteUrl: string, token: string): string;
  /**
   * Until when a link to `subjectId` may work, or null when none may be issued any more (the
   * subject is used, replaced, expired or gone): its email is then not sent.
   */
  openUntil(db: DbOrTx, subjectId: string, now: Date): Promise<Date | null>;
}

const pageUrl = (page: string) => (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, "")}/${page}?token=${token}`;

/** The confirmation page's address for a token (or for the slot, in a stored email). */
export const confirmUrl = pageUrl("confirm");
/** The waitlist status page's address for a token (or for the slot, in a stored email). */
export const statusUrl = pageUrl("status");
/** The unsubscribe page's address for a token (also where a one-click unsubscribe is POSTed). */
export const unsubscribeUrl = pageUrl("unsubscribe");
/** Where an invited team member chooses their password (docs/team.md). */
export const teamAcceptUrl = pageUrl("admin/accept");

/** Each purpose's page and rule; a new kind of link adds its purpose here. */
const PURPOSES: Record<LinkPurpose, PurposeRule> = {
  registration: {
    url: registerUrl,
    openUntil: async (db, id, now) => (await openInvitation(db, id, now))?.expiresAt ?? null,
  },
  "waitlist-confirm": { url: confirmUrl, openUntil: confirmLinkOpenUntil },
  "waitlist-status": { url: statusUrl, openUntil: statusLinkOpenUntil },
  unsubscribe: { url: unsubscribeUrl, openUntil: unsubscribeLinkOpenUntil },
  "team-invite": { url: teamAcceptUrl, openUntil: teamInviteOpenUntil },
};

/** A token just minted for a link: to send, never to store. */
export interface IssuedLink extends EmailLink {
  token: string;
  expiresAt: Date;
}

/**
 * Mints one token per link (its hash stored with how it was issued and the email it is for), or
 * answers null when any of the links may no longer be issued.
 */
export async function issueLinks(
  db: DbOrTx,
  links: readonly EmailLink[],
  options: { now: Date; via: LinkIssuedVia; emailId: string | null },
): Promise<IssuedLink[] | null> {
  const issued: IssuedLink[] = [];
  for (const link of links) {
    const expiresAt = await PURPOSES[link.purpose].openUntil(db, link.subject, options.now);
    if (!expiresAt) return null;
    issued.push({ ...link, token: newToken(), expiresAt });
  }
  if (issued.length > 0) {
    await db.insert(linkTokens).values(
      issued.map((link) => ({
        tokenHash: tokenHash(link.token),
        purpose: link.purpose,
        subjectId: link.subject,
        emailId: options.emailId,
        issuedVia: options.via,
        expiresAt: link.expiresAt,
        createdAt: options.now,
      })),
    );
  }
  return issued;
}

/** The email's text or HTML with each issued link's token in place of its slot. */
export function fillLinks(content: string, issued: readonly IssuedLink[]): string {
  let filled = content;
  for (const link of issued) filled = filled.replaceAll(linkSlot(link.purpose), link.token);
  return filled;
}

/** The address a token opens. */
export const linkUrl = (siteUrl: string, link: IssuedLink) =>
  PURPOSES[link.purpose].url(siteUrl, link.token);

/**
 * The token's row (the subject it acts on and until when), if it was ever issued for this purpose.
 * Whether the link still works is the purpose's rule: its subject's state and `expiresAt`.
 */
export async function findLinkToken(db: DbOrTx, purpose: LinkPurpose, token: string) {
  const [row] = await db
    .select({ subjectId: linkTokens.subjectId, expiresAt: linkTokens.expiresAt })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash(token)), eq(linkTokens.purpose, purpose)));
  return row;
}

/** Tokens kept this long after they expire (so an old link says "expired" rather than "unknown"). */
export const EXPIRED_LINK_KEEP_MS = 90 * 86_400_000;

/** Removes the tokens that expired more than EXPIRED_LINK_KEEP_MS ago (a scheduled job). */
export async function pruneLinkTokens(db: DbOrTx, now: Date) {
  const removed = await db
    .delete(linkTokens)
    .where(lt(linkTokens.expiresAt, new Date(now.getTime() - EXPIRED_LINK_KEEP_MS)))
    .returning({ tokenHash: linkTokens.tokenHash });
  return { removed: removed.length };
}

/** The links' scheduled job: once a day, the long-expired tokens go. */
export const linkJobs = (): ScheduledJob[] => [
  { name: "link-tokens-prune", intervalMs: 86_400_000, run: pruneLinkTokens },
];
