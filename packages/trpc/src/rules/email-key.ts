// One waitlist entry per person (docs/waitlist-growth.md): addresses are compared by this key. The
// address as typed is kept for sending. Migration 0014 applies the same rule in SQL to old rows.

/** Domains whose mailboxes ignore dots and a +tag in the local part, and the one they share. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The normalized form of an address: lower case; for Gmail and Googlemail also without dots and
 * `+tag` in the local part, under gmail.com. Other providers treat those as different mailboxes,
 * so only the case is folded there.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return address;
  return `${local.split("+")[0]!.replaceAll(".", "")}@gmail.com`;
}

/** The domain of an address, lower case. */
export const emailDomain = (email: string) => email.trim().toLowerCase().split("@").pop() ?? "";

/**
 * An address masked for a public list (the leaderboard): the first letter of the local part and
 * the domain, `j***@gmail.com`.
 */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}
