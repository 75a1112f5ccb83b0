import type { AnalyticsComprehensive } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useAdminFormat } from "../../lib/format";
import { averageSession } from "./duration";

type Channel = AnalyticsComprehensive["channelData"][number]["channel"];
type Device = AnalyticsComprehensive["devices"][number]["device"];
type EventName = AnalyticsComprehensive["events"][number]["name"];

/**
 * The names the analytics answers carry as codes (channels, devices, events, countries,
 * languages), in the interface language. Countries and languages come from Intl.DisplayNames, so
 * every code has its name without a catalog entry; a code Intl does not know is shown as it came.
 */
export function useAnalyticsLabels() {
  const { t } = useLingui();
  const format = useAdminFormat();
  const { locale } = format;
  return useMemo(() => {
    const channels: Record<Channel, string> = {
      organic: t`Organic search`,
      direct: t`Direct`,
      social: t`Social`,
      referral: t`Referral`,
      email: t`Email`,
      paid: t`Paid`,
    };
    const devices: Record<Device, string> = {
      mobile: t`Mobile`,
      desktop: t`Desktop`,
      tablet: t`Tablet`,
    };
    const events: Record<EventName, string> = {
      pageview: t`Page view`,
      waitlist_join: t`Joined the waitlist`,
      contact_submit: t`Sent a contact message`,
      language_switch: t`Changed the language`,
      theme_switch: t`Changed the theme`,
      demo_tool: t`Used a demo tool`,
      faq_open: t`Opened an FAQ question`,
      engagement: t`Time on page recorded`,
    };
    const displayNames = (type: "region" | "language") => {
      try {
        return new Intl.DisplayNames(locale, { type, fallback: "code" });
      } catch {
        return null;
      }
    };
    const regions = displayNames("region");
    const languages = displayNames("language");
    const named = (names: Intl.DisplayNames | null, code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
    return {
      channel: (channel: Channel) => channels[channel] ?? channel,
      device: (device: Device) => devices[device] ?? device,
      event: (name: EventName) => events[name] ?? name,
      country: (code: string) => named(regions, code.toUpperCase()),
      language: (code: string) => named(languages, code),
      /** SPEC 9: "Xm Ys" (in the interface language's digits), or "0s" when it cannot be told. */
      duration: (engagementSeconds: number, sessions: number) => {
        const average = averageSession(engagementSeconds, sessions);
        if (!average) return t`0s`;
        const minutes = format.number(average.minutes);
        const seconds = format.number(average.seconds);
        return t`${minutes}m ${seconds}s`;
      },
    };
  }, [t, format, locale]);
}
