import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PolicyManager } from "./PolicyManager";

/** /admin/terms (SPEC 2.15): the terms of service's sections, each with a category. */
export function TermsManagerScreen() {
  const { t } = useLingui();
  return (
    <PolicyManager
      document="terms-of-service"
      withCategory
      publicPath="/terms"
      pageTitle={msg`Terms of Service`}
      logMessage="Failed to load terms of service content"
      texts={{
        loadError: t`Failed to load terms of service content`,
        saveError: t`Failed to save terms of service content`,
        empty: t`No terms of service sections found`,
        tableLabel: t`Terms of service sections`,
        fallback: {
          title: t`Platform Usage`,
          content: t`Bayan offers English lessons explained in Arabic for personal, non-commercial learning. Use the site lawfully and respectfully: do not disrupt it, try to reach parts of it not meant for you, or use it to send spam. Until launch, the site describes planned features that may change before they become available.`,
          category: "usage",
        },
      }}
    />
  );
}
