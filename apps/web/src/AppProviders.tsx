import { Providers } from "@bayan/ui";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { i18n } from "./i18n/i18n";

export interface AppProvidersProps {
  children: ReactNode;
  /** Right-to-left for Arabic; by default read from `<html dir>` (there is none when prerendering). */
  direction?: "ltr" | "rtl";
  /** "test" turns off Mantine transitions and portals. */
  env?: "default" | "test";
}

/**
 * Theme and direction, then translations. The data layer is not here: the widgets that need it
 * load it through an `ApiBoundary` (lib/ApiBoundary.tsx), the admin panel through its route.
 */
export function AppProviders({ children, direction, env }: AppProvidersProps) {
  return (
    <Providers env={env ?? "default"} {...(direction ? { initialDirection: direction } : {})}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </Providers>
  );
}
