import { defined, oneOf, type RawSearch } from "../../lib/listSearch";

/**
 * SPEC 2.14's nine sections, the waitlist's (docs/waitlist-growth.md) and the integrations'
 * (webhooks, docs/email-delivery.md), in their order; the first is shown unless the address names
 * one.
 */
export const SETTINGS_TABS = [
  "profile",
  "security",
  "notifications",
  "appearance",
  "region",
  "privacy",
  "billing",
  "team",
  "waitlist",
  "integrations",
  "help",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** /admin/settings?tab=security */
export function settingsSearch(raw: RawSearch): { tab?: SettingsTab } {
  return defined({ tab: oneOf(SETTINGS_TABS, raw.tab) });
}
