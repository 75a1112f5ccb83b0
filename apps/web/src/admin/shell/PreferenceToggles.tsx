import { Box, type ButtonProps } from "@mantine/core";
import { LanguageToggle, ThemeToggle, useThemeSwitch } from "../../components/layout/toggles";
import { useLanguage } from "../../i18n/useLanguage";
import { usePreferences } from "../lib/preferences";

// The sidebar's switches (SPEC 2.8) are the public site's own; a click is also saved to the admin's
// settings, so Settings > Language and region and Appearance show the same. (The wrapper takes no
// box of its own: the switch stays a child of the sidebar's row.)

export function AdminLanguageToggle(props: ButtonProps) {
  const { language } = useLanguage();
  const { save } = usePreferences();
  return (
    <Box
      display="contents"
      onClickCapture={() => {
        void save("region", { language: language === "ar" ? "en" : "ar" }).catch(() => undefined);
      }}
    >
      <LanguageToggle {...props} />
    </Box>
  );
}

export function AdminThemeToggle() {
  const { dark } = useThemeSwitch();
  const { save } = usePreferences();
  return (
    <Box
      display="contents"
      onClickCapture={() => {
        void save("appearance", { theme: dark ? "light" : "dark" }).catch(() => undefined);
      }}
    >
      <ThemeToggle />
    </Box>
  );
}
