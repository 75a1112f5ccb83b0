import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@fontsource-variable/inter/wght.css";
import "@fontsource-variable/cairo/wght.css";

import {
  DirectionProvider,
  MantineProvider,
  localStorageColorSchemeManager,
  useDirection,
} from "@mantine/core";
import type { ReactNode } from "react";
import { cssVariablesResolver, ltrTheme, rtlTheme, type Direction } from "./theme.js";

/** The stored choice lives under "theme" ("light" or "dark"); absent means follow the system. */
export const THEME_STORAGE_KEY = "theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });

export interface ProvidersProps {
  children: ReactNode;
  /** The direction to start with; by default the one on `<html dir>` is picked up. */
  initialDirection?: Direction;
  /** "test" turns off transitions and portals (Testing Library). */
  env?: "default" | "test";
}

function ThemedMantineProvider({ children, env }: Omit<ProvidersProps, "initialDirection">) {
  const { dir } = useDirection();
  return (
    <MantineProvider
      theme={dir === "rtl" ? rtlTheme : ltrTheme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      env={env ?? "default"}
    >
      {children}
    </MantineProvider>
  );
}

/** Direction and Mantine theme for every Bayan screen (public site and admin). */
export function Providers({ children, initialDirection, env }: ProvidersProps) {
  const start =
    initialDirection ??
    (typeof document !== "undefined" && document.documentElement.dir === "rtl" ? "rtl" : "ltr");
  return (
    <DirectionProvider initialDirection={start} detectDirection>
      <ThemedMantineProvider env={env ?? "default"}>{children}</ThemedMantineProvider>
    </DirectionProvider>
  );
}
