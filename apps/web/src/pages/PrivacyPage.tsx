import { Anchor } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { PolicyPage } from "./policy/PolicyPage";
import { PRIVACY_LOOK } from "./policy/privacyLook";

export function PrivacyPage() {
  const { t } = useLingui();
  return (
    <PolicyPage
      document="privacy-policy"
      title={t`Privacy Policy`}
      description={t`What Bayan collects before launch, why, how long it is kept, and your rights over your data.`}
      errorText={t`Failed to load privacy policy content`}
      logMessage="Failed to load privacy policy content"
      fallback={{
        key: "fallback",
        category: null,
        title: t`Information Collection`,
        content: t`Before launch we collect only what you give us: the email address you enter to join the early-access waitlist, and the name, email address and message you send through the contact form. With it we store the language you used and the date. We do not ask for payment details, and we do not build advertising profiles.`,
      }}
      {...PRIVACY_LOOK}
      crossLinks={<Anchor href="/terms">{t`Terms of Service`}</Anchor>}
    />
  );
}
