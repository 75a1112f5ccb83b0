import { msg } from "@lingui/core/macro";
import { useServerText, type ServerTexts } from "../../../lib/serverText";

/** The server's answer to `system.setCountdown`. */
export const COUNTDOWN_UPDATED = "Countdown updated successfully";

/**
 * The countdown's English texts as the shared schema (`countdownUpdateInput`) and the server
 * write them, in the interface language.
 */
const DASHBOARD_TEXTS: ServerTexts = {
  [COUNTDOWN_UPDATED]: msg`Countdown updated successfully`,
  "targetDate is required": msg`Choose the launch date and time`,
  "targetDate must be a date and time, e.g. 2026-12-31T18:00:00Z": msg`Choose the launch date and time`,
  "title is required": msg`Enter a title`,
  "Failed to fetch admin data": msg`Failed to fetch admin data`,
  "Internal server error": msg`Internal server error`,
};

export function useDashboardText() {
  return useServerText(DASHBOARD_TEXTS);
}
