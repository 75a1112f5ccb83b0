import type { Preferences, PreferenceSection } from "@bayan/trpc/schemas";
import { THEME_STORAGE_KEY } from "@bayan/ui";
import { useMantineColorScheme } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { useLingui } from "@lingui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext, useEffect, useRef, type ReactNode } from "react";
import { LANGUAGE_STORAGE_KEY } from "../../i18n/language";
import { useLanguage } from "../../i18n/useLanguage";
import { useTRPC } from "../../lib/trpc";
import "./preferences.css";

type Section = PreferenceSection;
type SectionValues<S extends Section> = Partial<Preferences[S]>;

interface PreferencesState {
  /** Every setting, once loaded from the server. */
  preferences: Preferences | undefined;
  /** Loading them failed (the panel then keeps the interface language's own formats). */
  loadFailed: boolean;
  reload: () => void;
  /** Saves some fields of one section; resolves with every setting as stored. */
  save: <S extends Section>(section: S, values: SectionValues<S>) => Promise<Preferences>;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

/** The admin's settings, or undefined before they are loaded (or outside the signed-in panel). */
export function useOptionalPreferences(): Preferences | undefined {
  return useContext(PreferencesContext)?.preferences;
}

/** The settings and their saver (inside the signed-in panel only). */
export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error("usePreferences outside PreferencesProvider");
  return state;
}

const FIRST_DAY = { sunday: 0, monday: 1, saturday: 6 } as const;

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Loads the admin's settings when the panel starts and applies them (docs/settings.md): theme,
 * compact mode, animations, the interface language and the date pickers' first day of the week;
 * the numbers and dates follow through useAdminFormat. This browser's own stored choice of
 * language or theme (the sidebar's switches, the public site's) wins at start and is saved to the
 * server, so the two never disagree; a browser without one takes the server's.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const { setLanguage } = useLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const query = useQuery(
    trpc.settings.get.queryOptions(undefined, { staleTime: Infinity, retry: false }),
  );
  const preferences = query.data;
  const mutation = useMutation({
    mutationFn: ({ section, values }: { section: Section; values: SectionValues<Section> }) =>
      saveSection(section, values),
    onSuccess: (data) => queryClient.setQueryData(trpc.settings.get.queryKey(), data),
  });
  const client = trpc;
  // The procedures of each section (typed one by one: each takes its own section's fields).
  function saveSection(section: Section, values: SectionValues<Section>): Promise<Preferences> {
    const options = {
      profile: () => client.settings.updateProfile.mutationOptions(),
      notifications: () => client.settings.updateNotifications.mutationOptions(),
      appearance: () => client.settings.updateAppearance.mutationOptions(),
      region: () => client.settings.updateRegion.mutationOptions(),
      privacy: () => client.settings.updatePrivacy.mutationOptions(),
      payment: () => client.settings.updatePayment.mutationOptions(),
    }[section]();
    const run = options.mutationFn as (input: unknown) => Promise<Preferences>;
    return run(values);
  }
  const save = <S extends Section>(section: S, values: SectionValues<S>) =>
    mutation.mutateAsync({ section, values: values });

  // At start: this browser's own choice wins and is told to the server; else the server's applies.
  const started = useRef(false);
  const language = preferences?.region.language;
  const theme = preferences?.appearance.theme;
  useEffect(() => {
    if (!language || !theme) return;
    if (!started.current) {
      started.current = true;
      const localLanguage = stored(LANGUAGE_STORAGE_KEY);
      const localTheme = stored(THEME_STORAGE_KEY);
      const localThemeChoice =
        localTheme === "light" || localTheme === "dark"
          ? localTheme
          : localTheme === "auto"
            ? "system"
            : null;
      const saveLanguage =
        (localLanguage === "en" || localLanguage === "ar") && localLanguage !== language;
      if (!saveLanguage && language !== i18n.locale) void setLanguage(language);
      if (!localThemeChoice) setColorScheme(theme === "system" ? "auto" : theme);
      // One save after the other: each answers the whole document, and the later answer must
      // hold both changes (else it would carry the server's old language back to this page).
      void (async () => {
        if (saveLanguage) await save("region", { language: localLanguage });
        if (localThemeChoice && localThemeChoice !== theme) {
          await save("appearance", { theme: localThemeChoice });
        }
      })().catch(() => undefined);
      return;
    }
    // Saved since (in Settings, or by the sidebar's switches): applied at once.
    if (language !== i18n.locale) void setLanguage(language);
    setColorScheme(theme === "system" ? "auto" : theme);
    // Only a change of the stored values is applied; the current ones are read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, theme]);

  const compact = preferences?.appearance.compactMode ?? false;
  const animations = preferences?.appearance.animationsEnabled ?? true;
  useEffect(() => {
    const root = document.documentElement;
    root.toggleAttribute("data-admin-compact", compact);
    root.toggleAttribute("data-admin-still", !animations);
    return () => {
      root.removeAttribute("data-admin-compact");
      root.removeAttribute("data-admin-still");
    };
  }, [compact, animations]);

  const firstDayOfWeek = FIRST_DAY[preferences?.region.firstDayOfWeek ?? "monday"];
  return (
    <PreferencesContext.Provider
      value={{
        preferences,
        save,
        loadFailed: query.isError,
        reload: () => void query.refetch(),
      }}
    >
      <DatesProvider settings={{ locale: i18n.locale === "ar" ? "ar" : "en", firstDayOfWeek }}>
        {children}
      </DatesProvider>
    </PreferencesContext.Provider>
  );
}
