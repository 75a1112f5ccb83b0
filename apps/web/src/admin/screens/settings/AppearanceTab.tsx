import { themeChoices, type Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Group, Radio, SimpleGrid, Switch, Text } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { useSettingsLabels } from "./labels";
import { SectionForm } from "./SectionForm";
import { useSectionForm } from "./useSectionForm";

const THEME_ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

/**
 * Appearance: the theme (light, dark, or the system's), compact mode and animations, applied to
 * the whole panel once saved (docs/settings.md).
 */
export function AppearanceTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const { form, submit, saving, checkbox } = useSectionForm("appearance", preferences);
  const descriptions = {
    light: t`Light backgrounds`,
    dark: t`Dark backgrounds`,
    system: t`Follows this device's setting`,
  };
  return (
    <SectionForm submit={submit} saving={saving}>
      <Radio.Group label={t`Theme`} {...form.getInputProps("theme")}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} mt="xs">
          {themeChoices.map((choice) => {
            const ThemeIconOf = THEME_ICONS[choice];
            return (
              <Radio.Card key={choice} value={choice} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Group gap={6}>
                      <ThemeIconOf size={18} aria-hidden="true" />
                      <Text fw={600}>{labels.theme[choice]}</Text>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {descriptions[choice]}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      <Switch
        label={t`Compact mode`}
        description={t`Tighter spacing and table rows: more on the screen.`}
        {...checkbox("compactMode")}
      />
      <Switch
        label={t`Animations`}
        description={t`Off: panels, menus and toasts appear without motion.`}
        {...checkbox("animationsEnabled")}
      />
    </SectionForm>
  );
}
