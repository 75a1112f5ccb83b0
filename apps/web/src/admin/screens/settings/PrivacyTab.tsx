import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Select, SimpleGrid, Stack, Switch } from "@mantine/core";
import { optionsOf, useSettingsLabels } from "./labels";
import { SaveButton } from "./SaveButton";
import { useSectionForm } from "./useSectionForm";

/**
 * Privacy (SPEC 3 Settings): stored and shown. They take effect when the learners' side of the
 * platform, where profiles and messages between people exist, opens (docs/settings.md).
 */
export function PrivacyTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const { form, submit, saving } = useSectionForm("privacy", preferences);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`Profile visibility`}
            data={optionsOf(labels.visibility)}
            allowDeselect={false}
            {...form.getInputProps("profileVisibility")}
          />
          <Select
            label={t`Who can message me`}
            data={optionsOf(labels.allowMessages)}
            allowDeselect={false}
            {...form.getInputProps("allowMessages")}
          />
        </SimpleGrid>
        <Switch
          label={t`Show when I am online`}
          {...form.getInputProps("showOnlineStatus", { type: "checkbox" })}
        />
        <Switch
          label={t`Share my activity`}
          {...form.getInputProps("shareActivity", { type: "checkbox" })}
        />
        <Switch
          label={t`Allow usage data to improve the platform`}
          {...form.getInputProps("dataUsage", { type: "checkbox" })}
        />
        <SaveButton saving={saving} />
      </Stack>
    </form>
  );
}
