import type { Preferences, PreferenceSection } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useForm, type FormValidateInput } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useErrorText, useFieldErrors } from "../../lib/errorText";
import { usePreferences } from "../../lib/preferences";
import { optionsOf } from "./labels";

/** What a settings form's save answers: the values the server now holds, and what it said. */
export interface SettingsSaved<V> {
  values: V;
  /** The toast's words ("Settings saved" unless given). */
  message?: string;
}

/**
 * The form of a group of stored settings: its values, saved on submit by `save` (a toast says
 * how it went; a refused field shows the server's reason beside it). `save` is given the values
 * and those the form started from (to send only what changed); it answers the values saved, or
 * null when there was nothing to save. Values saved elsewhere meanwhile show up while the form
 * has no unsaved change.
 */
export function useSettingsForm<V extends Record<string, unknown>>(
  stored: V,
  save: (values: V, initial: V) => Promise<SettingsSaved<V> | null>,
  options: { validate?: FormValidateInput<V> } = {},
) {
  const { t } = useLingui();
  const fieldErrors = useFieldErrors();
  const errorText = useErrorText();
  const form = useForm<V>({
    mode: "controlled",
    initialValues: stored,
    validate: options.validate,
  });
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
      const saved = await save(values, form.getInitialValues());
      if (!saved) {
        notifications.show({ color: "blue", message: t`Nothing to save: no setting was changed.` });
        return;
      }
      form.setInitialValues(saved.values);
      form.setValues(saved.values);
      notifications.show({ color: "green", message: saved.message ?? t`Settings saved` });
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

/**
 * The form of one settings tab of the preferences: its section's stored values, saved whole on
 * submit (see useSettingsForm).
 */
export function useSectionForm<S extends PreferenceSection>(
  section: S,
  preferences: Preferences,
  onSaved?: (saved: Preferences) => void,
) {
  const { save } = usePreferences();
  return useSettingsForm<Preferences[S]>(preferences[section], async (values) => {
    const saved = await save(section, values);
    onSaved?.(saved);
    return { values: saved[section] };
  });
}
