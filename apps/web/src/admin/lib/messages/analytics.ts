import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ANALYTICS_ADMIN } from "@bayan/trpc/rules/messages/analytics";

/** The words of the analytics keys (ANALYTICS_ADMIN). */
export const ANALYTICS_TEXTS = {
  "analytics.rangeInvalid": msg`The time range must be 7, 30, 90 or 365 days`,
} satisfies Record<keyof typeof ANALYTICS_ADMIN, MessageDescriptor>;
