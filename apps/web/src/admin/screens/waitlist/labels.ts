import type { WaitlistStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useLanguageNames, useSourceLabel } from "../../lib/sources";

/** Badge colours; the badge always carries the status in words too (never colour alone). */
export const STATUS_COLOR: Record<WaitlistStatus, string> = {
  pending: "orange",
  notified: "blue",
  registered: "green",
};

/**
 * The words of the screen's stored values (SPEC 4): notified is shown as "Sent" (the dashboard
 * says the same) and registered as "Completed"; the sources the product's forms send.
 */
export function useWaitlistLabels() {
  const { t } = useLingui();
  const source = useSourceLabel();
  const language = useLanguageNames();
  return useMemo(() => {
    const status: Record<WaitlistStatus, string> = {
      pending: t`Pending`,
      notified: t`Sent`,
      registered: t`Completed`,
    };
    return { status, language, source };
  }, [t, source, language]);
}
