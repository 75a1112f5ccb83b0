import type { PolicySectionDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  IconBan,
  IconCopyright,
  IconDeviceLaptop,
  IconFileText,
  IconUserCircle,
} from "@tabler/icons-react";
import type { PolicyLook, SectionIcon } from "./sectionLook";

type Category = NonNullable<PolicySectionDto["category"]>;

/** SPEC 2.5: terms sections get their icon from their category. */
const TERMS_ICONS: Record<Category, SectionIcon> = {
  usage: IconDeviceLaptop,
  accounts: IconUserCircle,
  intellectual: IconCopyright,
  termination: IconBan,
};

/** The terms' look: each category's icon and its name in the interface language. */
export function useTermsLook(): PolicyLook {
  const { t } = useLingui();
  const labels: Record<Category, string> = {
    usage: t`Platform Usage`,
    accounts: t`User Accounts`,
    intellectual: t`Intellectual Property`,
    termination: t`Service Termination`,
  };
  return {
    iconFor: (section) => (section.category ? TERMS_ICONS[section.category] : IconFileText),
    labelFor: (section) => (section.category ? labels[section.category] : null),
  };
}
