// The status page (docs/waitlist-growth.md) and the public leaderboard.
import { waitlistEntries, type Database } from "@bayan/db";
import { eq } from "drizzle-orm";
import { appError } from "../../errors.js";
import { maskedEmail } from "../../rules/email-key.js";
import type { WaitlistLeaderboard, WaitlistStatusDto } from "../../schemas/waitlist-growth.js";
import { findLinkToken } from "../links/links.js";
import { positionOf } from "./position.js";
import { topReferrers } from "./referrals.js";
import { readWaitlistSettings } from "./settings.js";

/** The landing page with a referral code: the link a person shares. */
export const referralLink = (siteUrl: string, code: string) =>
  `${siteUrl.replace(/\/+$/, "")}/?ref=${encodeURIComponent(code)}`;

/** What a status link shows; 404 for a token never issued or whose entry is gone. */
export async function waitlistStatus(
  db: Database,
  token: string,
  siteUrl: string,
): Promise<WaitlistStatusDto> {
  const link = await findLinkToken(db, "waitlist-status", token);
  if (!link) throw appError("NOT_FOUND", "waitlist.statusNotFound");
  const [entry] = await db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, link.subjectId));
  if (!entry) throw appError("NOT_FOUND", "waitlist.statusNotFound");
  const { position, total } = await positionOf(db, entry, await readWaitlistSettings(db));
  return {
    position,
    total,
    confirmed: entry.confirmedAt !== null,
    invited: entry.status !== "pending",
    referralCode: entry.referralCode,
    referralLink: entry.referralCode ? referralLink(siteUrl, entry.referralCode) : null,
    referrals: entry.referralCount,
    language: entry.language,
    email: maskedEmail(entry.email),
  };
}

/** The top 10 referrers, addresses masked; empty and `enabled: false` while it is switched off. */
export async function waitlistLeaderboard(db: Database): Promise<WaitlistLeaderboard> {
  const { leaderboard } = await readWaitlistSettings(db);
  if (!leaderboard) return { enabled: false, entries: [] };
  const top = await topReferrers(db, 10);
  return {
    enabled: true,
    entries: top.map((r) => ({ email: maskedEmail(r.email), referrals: r.referrals })),
  };
}
