// The referral code of the link a visitor came through (`?ref=CODE`, on any public page), kept
// for the waitlist form to send with the join (docs/waitlist-growth.md): in sessionStorage (this
// tab, until it is closed), else in memory. No cookie: the site sets none for this and
// fingerprints nobody. It is in the landing page's first script: keep it tiny.

const KEY = "ref";
/** The shape the API takes (referralCodeSchema); anything else is not kept. */
const CODE = /^[A-Za-z0-9]{4,32}$/;
let kept: string | undefined;

/** Keeps the address's `ref` code when it has one of the right shape (the latest link wins). */
export function keepReferral(search: string) {
  const code = new URLSearchParams(search).get("ref");
  if (!code || !CODE.test(code)) return;
  kept = code;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage off: the memory copy serves this page.
  }
}

/** The kept code, if any. */
export function referralCode(): string | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored && CODE.test(stored)) return stored;
  } catch {
    // Storage off: the memory copy.
  }
  return kept;
}
