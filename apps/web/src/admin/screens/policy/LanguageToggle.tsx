import { languages, type Language } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Box, Button } from "@mantine/core";
import { LANGUAGE_LABELS } from "./labels";

/**
 * English or Arabic, as two toggle buttons in a named group (the preview's and the history's
 * language).
 */
export function LanguageToggle({
  label,
  value,
  onChange,
}: {
  /** The group's accessible name ("Preview language"). */
  label: string;
  value: Language;
  onChange: (language: Language) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Box role="group" aria-label={label}>
      <Button.Group>
        {languages.map((language) => (
          <Button
            key={language}
            size="sm"
            variant={language === value ? "filled" : "default"}
            aria-pressed={language === value}
            onClick={() => onChange(language)}
          >
            {i18n._(LANGUAGE_LABELS[language])}
          </Button>
        ))}
      </Button.Group>
    </Box>
  );
}
