import type { Language } from "@bayan/trpc/schemas";
import { useDirection } from "@mantine/core";
import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { activateLanguage } from "./i18n";
import { applyDocumentLanguage, directionOf, storeLanguage } from "./language";

/** The interface language and a switch that loads the catalog, mirrors the layout and remembers it. */
export function useLanguage() {
  const { i18n } = useLingui();
  const { setDirection } = useDirection();
  const language: Language = i18n.locale === "ar" ? "ar" : "en";

  const setLanguage = useCallback(
    async (next: Language) => {
      try {
        await activateLanguage(next);
      } catch (error) {
        // The catalog could not be fetched: stay in the current language.
        console.error("Could not load the language", next, error);
        return;
      }
      storeLanguage(next);
      applyDocumentLanguage(next);
      setDirection(directionOf(next));
    },
    [setDirection],
  );

  return { language, setLanguage };
}
