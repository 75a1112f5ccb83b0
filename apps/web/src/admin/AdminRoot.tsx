import "./styles";

import { useDirection } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useLingui } from "@lingui/react";
import { useRouteContext } from "@tanstack/react-router";
import { ApiProviders } from "../lib/apiLayer";
import { SectionScreen } from "./SectionScreen";
import "dayjs/locale/ar";
import { useSession } from "./auth/useSession";
import { LoginScreen } from "./auth/LoginScreen";
import { PreferencesProvider } from "./lib/preferences";
import { AdminShell } from "./shell/AdminShell";

/**
 * Everything under /admin: the sign-in screen until there is a live session (SPEC 2.7), then the
 * shell with the chosen section (SPEC 2.8). Toasts, confirmation dialogs and date pickers are set
 * up here, for the admin only.
 */
export function AdminRoot() {
  const session = useSession();
  const { i18n } = useLingui();
  const { dir } = useDirection();
  const { apiLayer } = useRouteContext({ from: "/admin" });
  return (
    <ApiProviders layer={apiLayer}>
      <DatesProvider settings={{ locale: i18n.locale === "ar" ? "ar" : "en" }}>
        <ModalsProvider>
          <Notifications position={dir === "rtl" ? "bottom-left" : "bottom-right"} />
          {session.token ? (
            // The admin's settings: loaded once signed in, and applied (docs/settings.md).
            <PreferencesProvider>
              <AdminShell>
                <SectionScreen />
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
