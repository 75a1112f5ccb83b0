// The drawer's styles travel with it (this module is loaded on demand).
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Switch.css";

import { Button, Divider, Drawer, Stack, Switch, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconHome, IconMoon, IconSun } from "@tabler/icons-react";
import { BenefitsList } from "../../features/waitlist/BenefitsList";
import { QueueCount } from "./QueueCount";
import { LanguageToggle, useThemeSwitch } from "./toggles";

/** Labelled switch for the mobile menu. */
function ThemeSwitch() {
  const { t } = useLingui();
  const { dark, toggle } = useThemeSwitch();
  return (
    <Switch
      size="md"
      checked={dark}
      onChange={toggle}
      label={t`Dark theme`}
      thumbIcon={
        dark ? <IconMoon size={12} aria-hidden="true" /> : <IconSun size={12} aria-hidden="true" />
      }
    />
  );
}

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** Once the drawer has slid out and its content is gone. */
  onClosed: () => void;
  onJoin: () => void;
}

/**
 * Slides in from the inline end (right in English, left in Arabic). Loaded on demand: the drawer
 * machinery is a sizeable part of Mantine and only small screens ever open it.
 */
export default function MobileMenu({ opened, onClose, onClosed, onJoin }: MobileMenuProps) {
  const { t } = useLingui();
  return (
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      // The header puts focus back on the burger itself: the first time, the drawer mounts
      // already open (its code loads on that tap) and has no earlier focus to return to.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      position="right"
      size="min(20rem, 88vw)"
      title={t`Menu`}
      closeButtonProps={{ "aria-label": t`Close menu` }}
      hiddenFrom="sm"
    >
      <Stack gap="md">
        <Button
          component="a"
          href="/"
          variant="subtle"
          justify="flex-start"
          fullWidth
          leftSection={<IconHome size={18} aria-hidden="true" />}
          onClick={onClose}
        >
          {t`Home`}
        </Button>
        <QueueCount />
        <LanguageToggle fullWidth justify="flex-start" />
        <ThemeSwitch />
        <Divider />
        <Title order={2} size="h5">
          {t`Early-access benefits`}
        </Title>
        <BenefitsList />
        <Button size="md" fullWidth onClick={onJoin}>
          {t`Join Waitlist`}
        </Button>
      </Stack>
    </Drawer>
  );
}
