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
const MX_CACHE_MS = 60 * 60_000;
/** A domain that always has mail servers: if it has none, the resolver is what fails. */
const KNOWN_GOOD_DOMAIN = "gmail.com";

export type MxResolver = (domain: string) => Promise<Array<{ exchange: string }>>;

type Lookup = "found" | "none" | "unknown";
const cache = new Map<string, { answer: Lookup; at: number }>();

async function lookup(domain: string, resolve: MxResolver, now: number): Promise<Lookup> {
  const cached = cache.get(domain);
  if (cached && now - cached.at < MX_CACHE_MS) return cached.answer;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((done) => {
    timer = setTimeout(() => done("timeout"), MX_LOOKUP_MS);
  });
  let answer: Lookup;
  try {
    const records = await Promise.race([resolve(domain), timeout]);
    if (records === "timeout") return "unknown";
    // A "null MX" (RFC 7505: one record, exchange ".") says the domain accepts no mail.
    answer = records.some((r) => r.exchange !== "" && r.exchange !== ".") ? "found" : "none";
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    answer = code === "ENOTFOUND" || code === "ENODATA" ? "none" : "unknown";
  } finally {
    clearTimeout(timer);
  }
  cache.set(domain, { answer, at: now });
  return answer;
}

/**
 * True only when DNS says the domain takes no mail (no MX record, a null MX, or no such domain)
 * and the resolver does find a known domain's: a machine without DNS answers "no such domain" for
 * everything, and unknown is never flagged. A timeout answers false too.
 */
export async function mxMissing(
  email: string,
  resolve: MxResolver = resolveMx,
  now = Date.now(),
): Promise<boolean> {
  if ((await lookup(emailDomain(email), resolve, now)) !== "none") return false;
  return (await lookup(KNOWN_GOOD_DOMAIN, resolve, now)) === "found";
}

/** Forgets cached lookups (tests). */
export const clearMxCache = () => cache.clear();
