import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { withCatalog } from "../../i18n/i18n";
import { apiWidget } from "../../lib/ApiBoundary";
import { usePageMeta } from "../../lib/pageMeta";
import { RegisterFrame } from "../register/RegisterViews";
import { unsubscribeCatalog } from "./unsubscribeCatalog";
import { CheckingUnsubscribeLink } from "./UnsubscribeViews";

// The link is checked, and its button acts, through the data layer once the page is interactive.
const LiveUnsubscribe = apiWidget(() =>
  import("./LiveUnsubscribe").then((module) => module.LiveUnsubscribe),
);

/**
 * /unsubscribe?token=...: the page every email's unsubscribe link opens (docs/email-delivery.md).
 * It reads the link's state (`email.unsubscribeCheck`) and offers Unsubscribe; only a click
 * changes anything, so a mail scanner that opens the link does nothing. Prerendered without a
 * token: the first screen is the check's loading state.
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  usePageMeta(t`Unsubscribe`, t`Stop the emails Bayan sends to your address.`);
  return (
    <RegisterFrame>
      <LiveUnsubscribe placeholder={<CheckingUnsubscribeLink />} />
    </RegisterFrame>
  );
}

/** The page once its own catalog is in (i18n.ts). */
export const loadUnsubscribePage = (): Promise<ComponentType> =>
  withCatalog(unsubscribeCatalog, UnsubscribePage);
