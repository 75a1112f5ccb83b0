// The invitation waves' pace and self-pause thresholds (docs/email-delivery.md, "Invitation
// waves"): the server applies them (services/waitlist/wave-pace.ts, wave-release.ts) and the admin
// panel says them (Settings > Waitlist, a wave that paused itself).

/** A day's allowance goes out over at least this many hours (the hourly share). */
export const PACE_SPREAD_HOURS = 8;
/** Rates are judged once a wave (or its part since a resume) has sent this many. */
export const WAVE_MIN_SENDS = 200;
/** A wave pauses itself past these shares of its sent invitations. */
export const WAVE_BOUNCE_LIMIT = 0.04;
export const WAVE_COMPLAINT_LIMIT = 0.001;
