import "@mantine/core/styles/Fieldset.css";
import "@mantine/core/styles/Switch.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/RadioCard.css";
import "@mantine/core/styles/RadioIndicator.css";
import type { Permission } from "@bayan/trpc/rules";
import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Center, Loader, Paper, Select, Stack, Tabs, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconBell,
  IconCreditCard,
  IconHelp,
  IconHistory,
  IconHourglass,
  IconLanguage,
  IconLock,
  IconPalette,
  IconShieldLock,
  IconUser,
  IconUsersGroup,
  IconWebhook,
  type Icon,
} from "@tabler/icons-react";
import { useMemo, type ComponentType } from "react";
import { useMayCall } from "../../auth/member";
import { usePreferences } from "../../lib/preferences";
import { RoleNote } from "../../lib/RoleNote";
import { useScreenParam } from "../../lib/useScreenParam";
import { AppearanceTab } from "./AppearanceTab";
import { BillingTab } from "./BillingTab";
import { HelpTab } from "./HelpTab";
import { IntegrationsTab } from "./IntegrationsTab";
import { NotificationsTab } from "./NotificationsTab";
import { PrivacyTab } from "./PrivacyTab";
import { ProfileTab } from "./ProfileTab";
import { RegionTab } from "./RegionTab";
import { SETTINGS_TABS, type SettingsTab } from "./search";
import { SecurityTab } from "./SecurityTab";
import { TeamTab } from "./TeamTab";
import { WaitlistTab } from "./WaitlistTab";

type Tab = SettingsTab;

/**
 * The tabs' labels start beside their icons, as the audit log's link under them does (Mantine
 * centres them in the tab).
 */
const START_ALIGNED_LABELS = { tabLabel: { textAlign: "start" } } as const;
const TABS = SETTINGS_TABS;

/**
 * Each tab's icon and panel; the tabs of stored settings show and save `preferences`. `needs`: the
 * permission its changes need (docs/team.md: settings are changed with `run`, the owner's
 * password and the team with `team`); without it the tab is read-only and says why.
 */
const PARTS: Record<
  Tab,
  { icon: Icon; Panel: ComponentType<{ preferences: Preferences }>; needs?: Permission }
> = {
  profile: { icon: IconUser, Panel: ProfileTab, needs: "run" },
  // Everyone's own two-factor sign-in and sessions; the owner's password is hidden from others.
  security: { icon: IconLock, Panel: SecurityTab },
  notifications: { icon: IconBell, Panel: NotificationsTab, needs: "run" },
  appearance: { icon: IconPalette, Panel: AppearanceTab, needs: "run" },
  region: { icon: IconLanguage, Panel: RegionTab, needs: "run" },
  privacy: { icon: IconShieldLock, Panel: PrivacyTab, needs: "run" },
  billing: { icon: IconCreditCard, Panel: BillingTab, needs: "run" },
  team: { icon: IconUsersGroup, Panel: TeamTab, needs: "team" },
  waitlist: { icon: IconHourglass, Panel: WaitlistTab, needs: "run" },
  integrations: { icon: IconWebhook, Panel: IntegrationsTab, needs: "run" },
  help: { icon: IconHelp, Panel: HelpTab },
};

/**
 * SPEC 2.14's settings: nine tabs and the waitlist's, vertical on a desktop and a section picker on a phone (the
 * chosen tab is kept in the address). Every tab saves to the server and is applied
 * (docs/settings.md).
 */
export function SettingsScreen() {
  const { t } = useLingui();
  const { preferences, loadFailed, reload } = usePreferences();
  const [tab, setTab] = useScreenParam<Tab>("tab", "profile");
  const phone = useMediaQuery("(max-width: 47.99em)");
  // The audit log is a view of its own (/admin/settings/audit), for the roles that may read it.
  const audit = useMayCall("audit.list") ? <AuditLogLink /> : null;
  const labels = useMemo<Record<Tab, string>>(
    () => ({
      profile: t`Profile`,
      security: t`Security`,
      notifications: t`Notifications`,
      appearance: t`Appearance`,
      region: t`Language and region`,
      privacy: t`Privacy`,
      billing: t`Billing`,
      team: t`Team members`,
      waitlist: t`Waitlist`,
      integrations: t`Integrations`,
      help: t`Help and support`,
    }),
    [t],
  );

  // Security needs no stored settings: it stays open while they cannot be read (a role that must
  // turn on two-factor sign-in first is refused everything but `auth.*`, docs/team.md).
  if (!preferences && loadFailed && tab === "security") {
    return (
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="h3">
            {labels.security}
          </Title>
          <SecurityTab />
        </Stack>
      </Paper>
    );
  }
  if (!preferences) {
    return loadFailed ? (
      <Alert color="red" title={t`Error:`}>
        <Stack gap="sm" align="flex-start">
          {t`Failed to load the settings.`}
          <Button variant="default" size="xs" onClick={reload}>
            {t`Try Again`}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Center py="xl">
        <Loader size="sm" aria-label={t`Loading the settings`} />
      </Center>
    );
  }

  const { Panel, needs } = PARTS[tab];
  const choose = (value: string | null) => {
    const chosen = TABS.find((known) => known === value);
    if (chosen) setTab(chosen);
  };
  const content = (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" style={{ flex: 1, minWidth: 0 }}>
      <Stack gap="md">
        <Title order={2} fz="h3">
          {labels[tab]}
        </Title>
        {needs ? <RoleNote needs={[needs]} /> : null}
        <Panel preferences={preferences} />
      </Stack>
    </Paper>
  );

  if (phone) {
    return (
      <Stack gap="md">
        <Select
          label={t`Settings section`}
          data={TABS.map((value) => ({ value, label: labels[value] }))}
          value={tab}
          onChange={choose}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {audit}
        {content}
      </Stack>
    );
  }
  return (
    <Tabs
      orientation="vertical"
      value={tab}
      onChange={choose}
      keepMounted={false}
      variant="pills"
      styles={START_ALIGNED_LABELS}
    >
      <Stack gap="sm" miw={220} pe="md">
        <Tabs.List aria-label={t`Settings sections`}>
          {TABS.map((value) => {
            const TabIcon = PARTS[value].icon;
            return (
              <Tabs.Tab
                key={value}
                value={value}
                leftSection={<TabIcon size={18} aria-hidden="true" />}
              >
                {labels[value]}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {audit}
      </Stack>
      {TABS.map((value) => (
        <Tabs.Panel key={value} value={value} style={{ flex: 1, minWidth: 0 }}>
          {value === tab ? content : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

/** The way to the audit log (docs/audit.md), under the sections: a page of its own, not a tab. */
function AuditLogLink() {
  const { t } = useLingui();
  return (
    <Button
      component={Link}
      to="/admin/settings/audit"
      variant="subtle"
      color="gray"
      justify="flex-start"
      leftSection={<IconHistory size={18} aria-hidden="true" />}
    >
      {t`Audit log`}
    </Button>
  );
}
