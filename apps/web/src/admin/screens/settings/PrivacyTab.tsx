import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Select, SimpleGrid, Switch } from "@mantine/core";
import { useSettingsLabels } from "./labels";
import { SectionForm } from "./SectionForm";
import { useSectionForm } from "./useSectionForm";

/**
 * Privacy (SPEC 3 Settings): stored and shown. They take effect when the learners' side of the
 * platform, where profiles and messages between people exist, opens (docs/settings.md).
 */
export function PrivacyTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const { submit, saving, choice, checkbox } = useSectionForm("privacy", preferences);
  return (
    <SectionForm submit={submit} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t`Profile visibility`} {...choice("profileVisibility", labels.visibility)} />
        <Select label={t`Who can message me`} {...choice("allowMessages", labels.allowMessages)} />
      </SimpleGrid>
      <Switch label={t`Show when I am online`} {...checkbox("showOnlineStatus")} />
      <Switch label={t`Share my activity`} {...checkbox("shareActivity")} />
      <Switch label={t`Allow usage data to improve the platform`} {...checkbox("dataUsage")} />
    </SectionForm>
  );
}
