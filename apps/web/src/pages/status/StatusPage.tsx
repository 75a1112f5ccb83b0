import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { withCatalog } from "../../i18n/i18n";
import { apiWidget } from "../../lib/ApiBoundary";
import { usePageMeta } from "../../lib/pageMeta";
import { RegisterFrame } from "../register/RegisterViews";
import { statusCatalog } from "./statusCatalog";
import { CheckingStatus } from "./StatusViews";

// The place is read through the data layer once the page is interactive.
const LiveStatus = apiWidget(() => import("./LiveStatus").then((module) => module.LiveStatus));

/**
 * /status?token=...: a person's place on the waitlist, their referral link to copy and share, and
 * the leaderboard when it is public (docs/waitlist-growth.md). Reached from the confirmation page
 * and the "place confirmed" email. Prerendered without a token: the first screen is the loading
 * state.
 */
export function StatusPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Your place on the waitlist`,
    t`Your place on the Bayan waitlist and your referral link.`,
  );
  return (
    <RegisterFrame>
      <LiveStatus placeholder={<CheckingStatus />} />
    </RegisterFrame>
  );
}

/** The page once its own catalog is in (i18n.ts). */
export const loadStatusPage = (): Promise<ComponentType> => withCatalog(statusCatalog, StatusPage);
