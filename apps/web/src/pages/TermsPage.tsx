import { Anchor } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { PolicyPage } from "./policy/PolicyPage";
import { useTermsLook } from "./policy/termsLook";

export function TermsPage() {
  const { t } = useLingui();
  // SPEC 2.5: each section's icon and label from its category.
  const look = useTermsLook();
  return (
    <PolicyPage
      document="terms-of-service"
      title={t`Terms of Service`}
      description={t`The terms for using the Bayan website, the early-access waitlist and the learning platform.`}
      errorText={t`Failed to load terms of service content`}
      logMessage="Failed to load terms of service content"
      fallback={{
        key: "fallback",
        category: "usage",
        title: t`Platform Usage`,
        content: t`Bayan offers English lessons explained in Arabic for personal, non-commercial learning. Use the site lawfully and respectfully: do not disrupt it, try to reach parts of it not meant for you, or use it to send spam. Until launch, the site describes planned features that may change before they become available.`,
      }}
      {...look}
      crossLinks={
        <>
          <Anchor href="/privacy">{t`Privacy Policy`}</Anchor>
          <Anchor href="/contact">{t`Contact us`}</Anchor>
        </>
      }
    />
  );
}
