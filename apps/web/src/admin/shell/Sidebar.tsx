import { BayanLogo } from "@bayan/ui";
import { Box, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconUserCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { AdminSection } from "@bayan/trpc/rules";
import { DirectionalIcon } from "../lib/DirectionalIcon";
import { AdminLanguageToggle, AdminThemeToggle } from "./PreferenceToggles";
import { useSections } from "./sections";
import classes from "./AdminShell.module.css";

/**
 * The ten-plus menu entries, and the footer with the language and theme switches (SPEC 2.8), which
 * save to the admin's settings.
 */
export function Sidebar({
  current,
  onNavigate,
}: {
  current: AdminSection;
  onNavigate: () => void;
}) {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <Stack h="100%" gap={0}>
      <Box p="md" className={classes.brand}>
        <Link
          to="/admin"
          onClick={onNavigate}
          aria-label={`${t`Bayan`}: ${t`Dashboard`}`}
          className={classes.brandLink}
        >
          <BayanLogo label={t`Bayan`} />
        </Link>
      </Box>
      <ScrollArea component="nav" aria-label={t`Admin sections`} className={classes.menu} p="xs">
        {sections.map(({ section, label, icon: Icon, directional }) => (
          <NavLink
            key={section}
            component={Link}
            to={section === "dashboard" ? "/admin" : `/admin/${section}`}
            label={label}
            leftSection={
              directional ? (
                <DirectionalIcon icon={Icon} size={18} aria-hidden="true" />
              ) : (
                <Icon size={18} aria-hidden="true" />
              )
            }
            active={section === current}
            activeOptions={{ exact: section === "dashboard" }}
            aria-current={section === current ? "page" : undefined}
            onClick={onNavigate}
          />
        ))}
      </ScrollArea>
      <Stack gap="xs" p="md" className={classes.footer}>
        <Group gap="xs" wrap="nowrap">
          <AdminLanguageToggle size="sm" flex={1} />
          <AdminThemeToggle />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconUserCircle size={20} aria-hidden="true" />
          <Text size="sm" fw={600}>{t`Administrator`}</Text>
        </Group>
      </Stack>
    </Stack>
  );
}
