import { ActionIcon, Button, type ButtonProps } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconLanguage, IconMoon, IconSun } from "@tabler/icons-react";
import { useThemeSwitch } from "../../components/layout/toggles";
import { useLanguage } from "../../i18n/useLanguage";
import { usePreferences } from "../lib/preferences";

/**
 * The sidebar's language switch (SPEC 2.8): as the public site's, and the choice is saved to the
 * admin's settings (Settings > Language and region shows the same).
 */
export function AdminLanguageToggle(props: ButtonProps) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const { save } = usePreferences();
  const next = language === "ar" ? "en" : "ar";
  const label = next === "ar" ? "العربية" : "English";
  return (
    <Button
      variant="default"
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      onClick={() => {
        void setLanguage(next);
        void save("region", { language: next }).catch(() => undefined);
      }}
      aria-label={`${label}: ${t`switch the site language`}`}
      {...props}
    >
      <span lang={next}>{label}</span>
    </Button>
  );
}

/** The sidebar's theme switch: light or dark, saved to Settings > Appearance too. */
export function AdminThemeToggle() {
  const { t } = useLingui();
  const { dark, toggle } = useThemeSwitch();
  const { save } = usePreferences();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={() => {
        toggle();
        void save("appearance", { theme: dark ? "light" : "dark" }).catch(() => undefined);
      }}
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
    >
      <IconSun size={18} aria-hidden="true" className="mantine-light-hidden" />
      <IconMoon size={18} aria-hidden="true" className="mantine-dark-hidden" />
    </ActionIcon>
  );
}
