import type { PolicySectionDto } from "@bayan/trpc/schemas";
import { Anchor } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconBan,
  IconCopyright,
  IconDeviceLaptop,
  IconFileText,
  IconUserCircle,
} from "@tabler/icons-react";
import { PolicyPage, type SectionIcon } from "./policy/PolicyPage";

type Category = NonNullable<PolicySectionDto["category"]>;

/** SPEC 2.5: terms sections get their icon from their category. */
const ICONS: Record<Category, SectionIcon> = {
  usage: IconDeviceLaptop,
  accounts: IconUserCircle,
  intellectual: IconCopyright,
  termination: IconBan,
};

export function TermsPage() {
  const { t } = useLingui();
  const labels: Record<Category, string> = {
    usage: t`Platform Usage`,
    accounts: t`User Accounts`,
    intellectual: t`Intellectual Property`,
    termination: t`Service Termination`,
  };
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
      iconFor={(section) => (section.category ? ICONS[section.category] : IconFileText)}
      labelFor={(section) => (section.category ? labels[section.category] : null)}
      crossLinks={
        <>
          <Anchor href="/privacy">{t`Privacy Policy`}</Anchor>
          <Anchor href="/contact">{t`Contact us`}</Anchor>
        </>
      }
    />
  );
}
