import { Center, Loader } from "@mantine/core";
import { lazy, Suspense } from "react";

/**
 * The admin panel as one lazily loaded chunk: the /admin route and every section's route take
 * their component from this module (`lazyRouteComponent(() => import("…/admin/panel"), "…")`), and
 * the router's own code splitting is off for them (vite.config.ts), so the shell and all the
 * screens arrive together. Split per route, every module the screens share with the public pages'
 * lazy chunks became a chunk of its own and the landing page's scripts grew by about 9 kB gzipped
 * (`pnpm size`: 174.1 kB against 164.7 kB); see docs/decisions.md, "One admin chunk".
 */
export { AdminRoot } from "./AdminRoot";
export { AcceptScreen } from "./auth/AcceptScreen";
export { AuditScreen } from "./screens/settings/audit/AuditScreen";
export { ContactScreen } from "./screens/contact/ContactScreen";
export { CoursesScreen } from "./screens/courses/CoursesScreen";
export { DashboardScreen } from "./screens/dashboard/DashboardScreen";
export { EmailsScreen } from "./screens/emails/EmailsScreen";
export { MessagesScreen } from "./screens/messages/MessagesScreen";
export { PrivacyManagerScreen } from "./screens/policy/PrivacyManagerScreen";
export { SettingsScreen } from "./screens/settings/SettingsScreen";
export { SuppressionsScreen } from "./screens/emails/SuppressionsScreen";
export { EmailTemplatesScreen } from "./screens/emails/EmailTemplatesScreen";
export { TermsManagerScreen } from "./screens/policy/TermsManagerScreen";
export { UsersScreen } from "./screens/users/UsersScreen";
export { WaitlistScreen } from "./screens/waitlist/WaitlistScreen";

/**
 * The analytics screen brings its charts (@mantine/charts, recharts), which no other section needs
 * at first: a chunk of its own, asked for from this one when the section is opened.
 */
const Analytics = lazy(() => import("./screens/analytics/AnalyticsScreen"));

export function AnalyticsScreen() {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <Analytics />
    </Suspense>
  );
}
