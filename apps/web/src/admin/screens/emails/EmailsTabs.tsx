import { useLingui } from "@lingui/react/macro";
import { Tabs } from "@mantine/core";
import { IconMailForward, IconMailOff, IconTemplate } from "@tabler/icons-react";
import { useNavigate } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { DirectionalIcon } from "../../lib/DirectionalIcon";

export type EmailsView = "outbox" | "suppressed" | "templates";

const PATHS = {
  outbox: "/admin/emails",
  suppressed: "/admin/emails/suppressed",
  templates: "/admin/emails/templates",
} as const;

/**
 * The Emails section's views, each a route of its own: the outbox (every email), the suppressed
 * addresses (never mailed) and the templates (each email previewed). The view shown is the panel
 * of its tab.
 */
export function EmailsTabs({ current, children }: { current: EmailsView; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const panel = (view: EmailsView) => (
    <Tabs.Panel value={view} pt="md">
      {view === current ? children : null}
    </Tabs.Panel>
  );
  return (
    <Tabs
      value={current}
      onChange={(value) => {
        if (value && value in PATHS) void navigate({ to: PATHS[value as EmailsView] });
      }}
      keepMounted={false}
    >
      <Tabs.List>
        <Tabs.Tab
          value="outbox"
          leftSection={<DirectionalIcon icon={IconMailForward} size={16} aria-hidden="true" />}
        >
          {t`Outbox`}
        </Tabs.Tab>
        <Tabs.Tab value="suppressed" leftSection={<IconMailOff size={16} aria-hidden="true" />}>
          {t`Suppressed addresses`}
        </Tabs.Tab>
        <Tabs.Tab value="templates" leftSection={<IconTemplate size={16} aria-hidden="true" />}>
          {t`Templates`}
        </Tabs.Tab>
      </Tabs.List>
      {panel("outbox")}
      {panel("suppressed")}
      {panel("templates")}
    </Tabs>
  );
}
