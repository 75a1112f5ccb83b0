import "./styles";

import { useDirection } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useLingui } from "@lingui/react";
import { Outlet, useLocation, useRouteContext } from "@tanstack/react-router";
import { ApiProviders } from "../lib/apiLayer";
import "dayjs/locale/ar";
import { useSession } from "./auth/useSession";
import { LoginScreen } from "./auth/LoginScreen";
import { isAcceptPath } from "./auth/search";
import { PreferencesProvider } from "./lib/preferences";
import { AdminShell } from "./shell/AdminShell";

/**
 * Everything under /admin: the sign-in screen until there is a live session (SPEC 2.7), then the
 * shell around the section's route (SPEC 2.8; each route file under src/routes/admin names its
 * screen). A team invitation's page (/admin/accept) is neither: it works signed out. Toasts,
 * confirmation dialogs and date pickers are set up here, for the admin only.
 */
export function AdminRoot() {
  const session = useSession();
  const { i18n } = useLingui();
  const { dir } = useDirection();
  const { apiLayer } = useRouteContext({ from: "/admin" });
  const accepting = isAcceptPath(useLocation({ select: (location) => location.pathname }));
  return (
    <ApiProviders layer={apiLayer}>
      <DatesProvider settings={{ locale: i18n.locale === "ar" ? "ar" : "en" }}>
        <ModalsProvider>
          <Notifications position={dir === "rtl" ? "bottom-left" : "bottom-right"} />
          {accepting ? (
            // A team invitation's acceptance (docs/team.md): signed out, without the shell.
            <Outlet />
          ) : session.token ? (
            // The admin's settings: loaded once signed in, and applied (docs/settings.md).
            <PreferencesProvider>
              <AdminShell>
                <Outlet />
              </AdminShell>
            </PreferencesProvider>
          ) : (
            <LoginScreen endedBecause={session.endedBecause} />
          )}
        </ModalsProvider>
      </DatesProvider>
    </ApiProviders>
  );
}
