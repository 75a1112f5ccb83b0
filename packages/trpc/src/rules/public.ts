// The rules and constants the public pages' first script uses: the waitlist form's email check,
// the queue count's offset, the countdown. A module of its own, and imported as
// @bayan/trpc/rules/public by those pages: the bundler puts a module the first script imports in
// that script whole, with every export any lazy chunk uses, so the other rules (the stored value
// lists, the admin sections) stay out of the landing's critical path (apps/web/scripts/size.mjs).

/** The landing page shows the queue as the stored total plus this offset (SPEC 9). */
export const QUEUE_DISPLAY_OFFSET = 2500;

/** Days shown when no countdown could be loaded, and the default target of a fresh install. */
export const FALLBACK_COUNTDOWN_DAYS = 57;

/**
 * The spec's email shape (SPEC 5): non-space text, an at sign, non-space text, a dot, non-space
 * text. Used by the waitlist and contact forms in the browser and by the server.
 */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * Control and format characters (Unicode Cc and Cf: NUL, a right-to-left override U+202E, a
 * zero-width space U+200B...) and unpaired surrogates: never part of a real address, and they make
 * two addresses look alike. Emails holding one are refused.
 */
export const EMAIL_HIDDEN_CHARACTERS = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** The longest email the product stores. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The waitlist form's client check (SPEC 5): an empty field (after trimming) has no error;
 * otherwise the email must have the spec's shape, one at sign and no hidden characters. The
 * server's `emailSchema` applies the same rule.
 */
export function waitlistEmailError(value: string): "invalid" | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const valid =
    trimmed.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(trimmed) &&
    !EMAIL_HIDDEN_CHARACTERS.test(trimmed) &&
    trimmed.indexOf("@") === trimmed.lastIndexOf("@");
  return valid ? null : "invalid";
}

export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
}

/** Whole days, hours, minutes and seconds from `now` until `target`; all zero once it has passed. */
export function timeRemaining(target: Date | string | number, now: Date | number): TimeRemaining {
  const targetMs = new Date(target).getTime();
  const nowMs = new Date(now).getTime();
  const totalSeconds = Math.max(0, Math.floor((targetMs - nowMs) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}
