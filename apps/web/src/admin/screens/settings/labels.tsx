import { browserTimeZone } from "../../lib/format";
import type {
  DateFormat,
  FirstDayOfWeek,
  NumberFormat,
  ThemeChoice,
  TimeZone,
} from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { ROLE_LABELS } from "../../auth/member";

/** The words of the settings' value lists (SPEC 3, SPEC 9) in the interface language. */
export function useSettingsLabels() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const own = browserTimeZone();
    const timeZone: Record<TimeZone, string> = {
      browser: own ? t`This device's time zone (${own})` : t`This device's time zone`,
      "America/New_York": t`New York (Eastern Time)`,
      "America/Chicago": t`Chicago (Central Time)`,
      "America/Denver": t`Denver (Mountain Time)`,
      "America/Los_Angeles": t`Los Angeles (Pacific Time)`,
      "Europe/London": t`London`,
      "Europe/Paris": t`Paris`,
      "Asia/Dubai": t`Dubai`,
      "Asia/Riyadh": t`Riyadh`,
      "Asia/Amman": t`Amman`,
      "Asia/Tokyo": t`Tokyo`,
      "Australia/Sydney": t`Sydney`,
    };
    const dateFormat: Record<DateFormat, string> = {
      language: t`The language's own (Nov 24, 2026)`,
      "MM/DD/YYYY": t`MM/DD/YYYY (month first)`,
      "DD/MM/YYYY": t`DD/MM/YYYY (day first)`,
      "YYYY-MM-DD": t`YYYY-MM-DD (ISO)`,
      "YYYY/MM/DD": t`YYYY/MM/DD (year first)`,
      "DD-MMM-YYYY": t`DD-MMM-YYYY (month in words)`,
    };
    const numberFormat: Record<NumberFormat, string> = {
      "en-US": t`1,234.56 (United States)`,
      "en-GB": t`1,234.56 (United Kingdom)`,
      "de-DE": t`1.234,56 (Germany)`,
      "fr-FR": t`1 234,56 (France)`,
      "ar-SA": t`١٬٢٣٤٫٥٦ (Arabic digits)`,
    };
    const firstDay: Record<FirstDayOfWeek, string> = {
      sunday: t`Sunday`,
      monday: t`Monday`,
      saturday: t`Saturday`,
    };
    const timeFormat: Record<"12" | "24", string> = {
      "12": t`12-hour (2:30 PM)`,
      "24": t`24-hour (14:30)`,
    };
    const theme: Record<ThemeChoice, string> = {
      light: t`Light`,
      dark: t`Dark`,
      system: t`System`,
    };
    const language = { en: t`English`, ar: t`Arabic` } as const;
    const teamRole = {
      owner: i18n._(ROLE_LABELS.owner),
      admin: i18n._(ROLE_LABELS.admin),
      editor: i18n._(ROLE_LABELS.editor),
      support: i18n._(ROLE_LABELS.support),
      viewer: i18n._(ROLE_LABELS.viewer),
    };
    const visibility = {
      public: t`Public: anyone`,
      registered: t`Registered users`,
      connections: t`Connections only`,
      private: t`Private: only me`,
    };
    const allowMessages = { all: t`Everyone`, connections: t`Connections only`, none: t`No one` };
    const paymentMethod = { card: t`Card (Visa)`, mastercard: t`Mastercard` };
    const currency = {
      USD: t`US dollar (USD)`,
      EUR: t`Euro (EUR)`,
      GBP: t`Pound sterling (GBP)`,
      JOD: t`Jordanian dinar (JOD)`,
      SAR: t`Saudi riyal (SAR)`,
      AED: t`UAE dirham (AED)`,
    };
    return {
      timeZone,
      dateFormat,
      numberFormat,
      firstDay,
      timeFormat,
      theme,
      language,
      teamRole,
      visibility,
      allowMessages,
      paymentMethod,
      currency,
    };
  }, [t, i18n]);
}

/** Select options from a label table, in its order. */
export const optionsOf = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
