// Addresses that cannot hold a place (docs/waitlist-growth.md, Fraud rules): disposable domains
// are refused, from mailchecker's maintained list (updated with `pnpm update`, not written here);
// a domain without MX records is flagged for review, never refused (a lookup can fail).
import MailChecker from "mailchecker";
import { resolveMx } from "node:dns/promises";
import { emailDomain } from "../../rules/email-key.js";

const DISPOSABLE = MailChecker.blacklist();

/** Whether the address's domain, or a domain it is under, gives throwaway addresses. */
export function disposableDomain(email: string): string | null {
  const parts = emailDomain(email).split(".");
  for (let i = 0; i < parts.length - 1; i++) {
    const domain = parts.slice(i).join(".");
    if (DISPOSABLE.has(domain)) return emailDomain(email);
  }
  return null;
}

/** How long one MX lookup may take before the join goes on without its answer. */
export const MX_LOOKUP_MS = 1_500;
const mxCache = new Map<string, { missing: boolean; at: number }>();
const MX_CACHE_MS = 60 * 60_000;

/**
 * True only when DNS says the domain has no mail server (no MX record, or the domain does not
 * exist); a timeout or a resolver failure answers false: unknown is not flagged.
 */
export async function mxMissing(email: string, now = Date.now()): Promise<boolean> {
  const domain = emailDomain(email);
  const cached = mxCache.get(domain);
  if (cached && now - cached.at < MX_CACHE_MS) return cached.missing;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), MX_LOOKUP_MS);
  });
  try {
    const answer = await Promise.race([resolveMx(domain), timeout]);
    if (answer === "timeout") return false;
    const missing = answer.length === 0;
    mxCache.set(domain, { missing, at: now });
    return missing;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const missing = code === "ENOTFOUND" || code === "ENODATA";
    if (missing) mxCache.set(domain, { missing, at: now });
    return missing;
  } finally {
    clearTimeout(timer);
  }
}
