import { useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { withCatalog } from "../../i18n/i18n";
import { apiWidget } from "../../lib/ApiBoundary";
import { usePageMeta } from "../../lib/pageMeta";
import { registerCatalog } from "./registerCatalog";
import { CheckingLink, RegisterFrame } from "./RegisterViews";

// The link is checked and the account made through the data layer, once the page is interactive.
const LiveRegistration = apiWidget(() =>
  import("./LiveRegistration").then((module) => module.LiveRegistration),
);

/**
 * /register?token=...: the page an invitation email links to. It checks the link
 * (`registration.check`), then shows the form (`registration.register`) or why the link cannot
 * be used. Prerendered without a token: the first screen is the check's loading state.
 */
export function RegisterPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Create your account`,
    t`Create your Bayan account with the link from your invitation email.`,
  );
  return (
    <RegisterFrame>
      <LiveRegistration placeholder={<CheckingLink />} />
    </RegisterFrame>
  );
}

/** The page once its own catalog is in (i18n.ts). */
export const loadRegisterPage = (): Promise<ComponentType> =>
  withCatalog(registerCatalog, RegisterPage);
