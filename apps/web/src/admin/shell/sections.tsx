import { ADMIN_SECTIONS, type AdminSection } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import {
  IconBook,
  IconChartBar,
  IconFileText,
  IconLayoutDashboard,
  IconMailForward,
  IconMessages,
  IconRocket,
  IconSettings,
  IconShieldLock,
  IconUsers,
  IconInbox,
  type Icon,
} from "@tabler/icons-react";
import { useMemo } from "react";

export interface SectionEntry {
  section: AdminSection;
  label: string;
  icon: Icon;
  /** The icon points along the reading direction (mirrored in right-to-left). */
  directional: boolean;
}

const ICONS: Record<AdminSection, Icon> = {
  dashboard: IconLayoutDashboard,
  users: IconUsers,
  courses: IconBook,
  messages: IconMessages,
  analytics: IconChartBar,
  privacy: IconShieldLock,
  terms: IconFileText,
  contact: IconInbox,
  waitlist: IconRocket,
  emails: IconMailForward,
  settings: IconSettings,
};

/** Icons that point along the reading direction: the Emails one sends its letter forwards. */
const DIRECTIONAL: ReadonlySet<AdminSection> = new Set(["emails"]);

/** The sidebar's entries, in the shared order (ADMIN_SECTIONS), with their icons and labels. */
export function useSections(): SectionEntry[] {
  const { t } = useLingui();
  return useMemo(() => {
    const labels: Record<AdminSection, string> = {
      dashboard: t`Dashboard`,
      users: t`Users`,
      courses: t`Courses`,
      messages: t`Messages`,
      analytics: t`Analytics`,
      privacy: t`Privacy Policy`,
      terms: t`Terms of Service`,
      contact: t`Contact Submissions`,
      waitlist: t`Early Access`,
      emails: t`Emails`,
      settings: t`Settings`,
    };
    return ADMIN_SECTIONS.map((section) => ({
      section,
      label: labels[section],
      icon: ICONS[section],
      directional: DIRECTIONAL.has(section),
    }));
  }, [t]);
}

/** The section a path shows: /admin is the dashboard. */
export function sectionOfPath(pathname: string): AdminSection {
  const segment = pathname.split("/")[2] ?? "";
  return (ADMIN_SECTIONS as readonly string[]).includes(segment)
    ? (segment as AdminSection)
    : "dashboard";
}
