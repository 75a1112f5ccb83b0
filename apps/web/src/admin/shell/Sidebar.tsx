import { BayanLogo } from "@bayan/ui";
import { Box, Group, NavLink, ScrollArea, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconUserCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { AdminSection } from "@bayan/trpc/rules";
import { DirectionalIcon } from "../lib/DirectionalIcon";
import { AdminLanguageToggle, AdminThemeToggle } from "./PreferenceToggles";
import { ROLE_LABELS, useMember } from "../auth/member";
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
        <Account />
      </Stack>
    </Stack>
  );
}

/** The signed-in member (docs/team.md): their name and, under it, their role. */
function Account() {
  const { t, i18n } = useLingui();
  const member = useMember();
  return (
    <Group gap="xs" wrap="nowrap" data-testid="admin-account">
      <IconUserCircle size={20} aria-hidden="true" style={{ flexShrink: 0 }} />
      {/* Nothing while the member loads: never a name or a role that is not theirs. */}
      {member ? (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate="end">
            <bdi>{member.name || member.email || t`Administrator`}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            {i18n._(ROLE_LABELS[member.role])}
          </Text>
        </Stack>
      ) : null}
    </Group>
  );
}
