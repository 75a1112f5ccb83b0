import { Center, Loader } from "@mantine/core";
import { useLocation } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { ContactScreen } from "./screens/contact/ContactScreen";
import { CoursesScreen } from "./screens/courses/CoursesScreen";
import { DashboardScreen } from "./screens/dashboard/DashboardScreen";
import { EmailsScreen } from "./screens/emails/EmailsScreen";
import { MessagesScreen } from "./screens/messages/MessagesScreen";
import { PrivacyManagerScreen } from "./screens/policy/PrivacyManagerScreen";
import { SettingsScreen } from "./screens/settings/SettingsScreen";
import { TermsManagerScreen } from "./screens/policy/TermsManagerScreen";
import { UsersScreen } from "./screens/users/UsersScreen";
import { WaitlistScreen } from "./screens/waitlist/WaitlistScreen";

/**
 * The analytics screen brings its charts (@mantine/charts, recharts), which no other section needs
 * at first: it is a chunk of its own, loaded when the section is opened.
 */
const AnalyticsScreen = lazy(() => import("./screens/analytics/AnalyticsScreen"));
import { sectionOfPath } from "./shell/sections";

/**
 * The screen of the section in the address. The admin's section routes (src/routes/admin/*) hold
 * only their search params and loaders; their screens are drawn here, so the whole admin panel is
 * one lazily loaded chunk. Split per route, every module the screens share with the public pages'
 * lazy chunks became a chunk of its own and the landing page's scripts grew by about 9 kB gzipped
 * (`pnpm size`: 174.1 kB against 164.7 kB without the admin routes).
 */
export function SectionScreen() {
  const section = sectionOfPath(useLocation({ select: (location) => location.pathname }));
  switch (section) {
    case "dashboard":
      return <DashboardScreen />;
    case "users":
      return <UsersScreen />;
    case "courses":
      return <CoursesScreen />;
    case "waitlist":
      return <WaitlistScreen />;
    case "contact":
      return <ContactScreen />;
    case "privacy":
      return <PrivacyManagerScreen />;
    case "terms":
      return <TermsManagerScreen />;
    case "emails":
      return <EmailsScreen />;
    case "settings":
      return <SettingsScreen />;
    case "messages":
      return <MessagesScreen />;
    case "analytics":
      return (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader size="sm" />
            </Center>
          }
        >
          <AnalyticsScreen />
        </Suspense>
      );
  }
}
