import type { Preferences, PreferenceSection } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { usePreferences } from "../../lib/preferences";
import { optionsOf } from "./labels";

/**
 * The form of one settings tab: its section's stored values, saved on submit (a toast says how it
 * went; a refused field shows the server's reason beside it). Values saved elsewhere meanwhile
 * (the sidebar's switches) show up while the form has no unsaved change.
 */
export function useSectionForm<S extends PreferenceSection>(
  section: S,
  preferences: Preferences,
  onSaved?: (saved: Preferences) => void,
) {
  const { t } = useLingui();
  const { save } = usePreferences();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const stored = preferences[section];
  const form = useForm<Preferences[S]>({ mode: "controlled", initialValues: stored });
  const [saving, setSaving] = useState(false);

  const storedKey = JSON.stringify(stored);
  useEffect(() => {
    if (form.isDirty()) return;
    form.setInitialValues(stored);
    form.setValues(stored);
    // The stored values, compared by content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedKey]);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const saved = await save(section, values);
      form.setInitialValues(saved[section]);
      form.setValues(saved[section]);
      notifications.show({ color: "green", message: t`Settings saved` });
      onSaved?.(saved);
    } catch (error) {
      form.setErrors(fieldErrors(error));
      notifications.show({
        color: "red",
        title: t`The settings were not saved`,
        message: errorText(error, t`Please try again.`),
      });
    } finally {
      setSaving(false);
    }
  });

  type Path = Parameters<typeof form.getInputProps>[0];
  /** A Select's props for the value at `path`: the labels' choices, one always chosen. */
  const choice = <K extends string>(path: Path, labels: Record<K, string>) => ({
    data: optionsOf(labels),
    allowDeselect: false,
    ...form.getInputProps(path),
  });
  /** A Switch's props for the value at `path`. */
  const checkbox = (path: Path) => form.getInputProps(path, { type: "checkbox" });

  return { form, submit, saving, choice, checkbox };
}
