import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { withCatalog } from "../../i18n/i18n";
import { apiWidget } from "../../lib/ApiBoundary";
import { usePageMeta } from "../../lib/pageMeta";
import { RegisterFrame } from "../register/RegisterViews";
import { confirmCatalog } from "./confirmCatalog";
import { CheckingConfirmLink } from "./ConfirmViews";

// The link is checked, and its buttons act, through the data layer once the page is interactive.
const LiveConfirm = apiWidget(() => import("./LiveConfirm").then((module) => module.LiveConfirm));

/**
 * /confirm?token=...: the page the waitlist's confirmation email links to
 * (docs/waitlist-growth.md). It reads the link's state (`waitlist.confirmCheck`) and offers
 * Confirm and "This wasn't me"; only a click changes anything, so a mail scanner that opens the
 * link does nothing. Prerendered without a token: the first screen is the check's loading state.
 */
export function ConfirmPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Confirm your place`,
    t`Confirm your address to secure your place on the Bayan waitlist.`,
  );
  return (
    <RegisterFrame>
      <LiveConfirm placeholder={<CheckingConfirmLink />} />
    </RegisterFrame>
  );
}

/** The page once its own catalog is in (i18n.ts). */
export const loadConfirmPage = (): Promise<ComponentType> =>
  withCatalog(confirmCatalog, ConfirmPage);
