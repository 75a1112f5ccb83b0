import {
  ActionIcon,
  Button,
  useComputedColorScheme,
  useMantineColorScheme,
  type ButtonProps,
} from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { useMounted } from "@mantine/hooks";
import { IconLanguage, IconMoon, IconSun } from "@tabler/icons-react";
import { track } from "../../analytics";
import { useLanguage } from "../../i18n/useLanguage";

export function useThemeSwitch() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("light", { getInitialValueInEffect: false });
  // Light until mounted: the prerendered HTML cannot know the visitor's theme, and the first
  // render in the browser must match it (the label then follows at once).
  const mounted = useMounted();
  const dark = mounted && scheme === "dark";
  // The stored value is always an explicit "light" or "dark" once the visitor chooses.
  const toggle = () => {
    const to = dark ? "light" : "dark";
    setColorScheme(to);
    track("theme_switch", { to });
  };
  return { dark, toggle };
}

/** Icon button for the top bar. */
export function ThemeToggle() {
  const { t } = useLingui();
  const { dark, toggle } = useThemeSwitch();
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      onClick={toggle}
      aria-label={dark ? t`Switch to light theme` : t`Switch to dark theme`}
    >
      {/* Both icons, one hidden by the colour scheme on <html>: right from the first paint. */}
      <IconSun size={18} aria-hidden="true" className="mantine-light-hidden" />
      <IconMoon size={18} aria-hidden="true" className="mantine-dark-hidden" />
    </ActionIcon>
  );
}

/**
 * Shows the other language in its own script ("العربية" in English, "English" in Arabic). The
 * accessible name starts with that visible text, then says what the button does.
 */
export function LanguageToggle(props: ButtonProps) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  const next = language === "ar" ? "en" : "ar";
  const label = next === "ar" ? "العربية" : "English";
  return (
    <Button
      variant="default"
      leftSection={<IconLanguage size={18} aria-hidden="true" />}
      onClick={() => {
        track("language_switch", { to: next });
        void setLanguage(next);
      }}
      aria-label={`${label}: ${t`switch the site language`}`}
      {...props}
    >
      <span lang={next}>{label}</span>
    </Button>
  );
}
