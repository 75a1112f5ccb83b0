import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DASHBOARD_ADMIN } from "@bayan/trpc/rules/messages/dashboard";

/** The words of the dashboard keys (DASHBOARD_ADMIN): the launch countdown's editor. */
export const DASHBOARD_TEXTS = {
  "dashboard.countdownUpdated": msg`Countdown updated successfully`,
  "dashboard.countdownDateRequired": msg`Choose the launch date and time`,
  "dashboard.countdownDateInvalid": msg`Choose the launch date and time`,
  "dashboard.countdownDateOutOfRange": msg`Choose a launch date from the year 1900 to 9999`,
  "dashboard.countdownTitleRequired": msg`Enter a title`,
} satisfies Record<keyof typeof DASHBOARD_ADMIN, MessageDescriptor>;
