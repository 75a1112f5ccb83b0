import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { PolicyManager } from "./PolicyManager";

/** /admin/privacy (SPEC 2.15): the privacy policy's sections. */
export function PrivacyManagerScreen() {
  const { t } = useLingui();
  return (
    <PolicyManager
      document="privacy-policy"
      withCategory={false}
      publicPath="/privacy"
      pageTitle={msg`Privacy Policy`}
      logMessage="Failed to load privacy policy content"
      texts={{
        loadError: t`Failed to load privacy policy content`,
        saveError: t`Failed to save privacy policy content`,
        empty: t`No sections found`,
        tableLabel: t`Privacy policy sections`,
        fallback: {
          title: t`Information Collection`,
          content: t`Before launch we collect only what you give us: the email address you enter to join the early-access waitlist, and the name, email address and message you send through the contact form. With it we store the language you used and the date. We do not ask for payment details, and we do not build advertising profiles.`,
          category: null,
        },
      }}
    />
  );
}
