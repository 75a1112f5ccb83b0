import type { Preferences } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { useMemo } from "react";
import { adminFormatter } from "../../lib/format";
import { optionsOf, useSettingsLabels } from "./labels";
import { SectionForm } from "./SectionForm";
import { useSectionForm } from "./useSectionForm";

/** The preview's sample number. */
const SAMPLE_NUMBER = 1234567.89;

/**
 * Language and region: the interface language, time zone, date, time and number formats and the
 * first day of the week, with a live preview of a date and a number as they will read. Saved, they
 * apply to every date and number in the panel (useAdminFormat) and to the date pickers.
 */
export function RegionTab({ preferences }: { preferences: Preferences }) {
  const { t } = useLingui();
  const labels = useSettingsLabels();
  const { form, submit, saving, choice } = useSectionForm("region", preferences);
  const values = form.values;
  const preview = useMemo(() => {
    const format = adminFormatter(values.language, values);
    const now = new Date();
    return { date: format.dateTime(now), number: format.number(SAMPLE_NUMBER) };
  }, [values]);
  return (
    <SectionForm submit={submit} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label={t`Language`} {...choice("language", labels.language)} />
        <Select label={t`Time zone`} searchable {...choice("timezone", labels.timeZone)} />
        <Select label={t`Date format`} {...choice("dateFormat", labels.dateFormat)} />
        <Select label={t`Number format`} {...choice("numberFormat", labels.numberFormat)} />
        <Select label={t`First day of the week`} {...choice("firstDayOfWeek", labels.firstDay)} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="time-format-label">
            {t`Time format`}
          </Text>
          <SegmentedControl
            data={optionsOf(labels.timeFormat)}
            aria-labelledby="time-format-label"
            {...form.getInputProps("timeFormat")}
          />
        </Stack>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md" aria-live="polite">
        <Text size="sm" fw={600}>{t`Preview`}</Text>
        <Text size="sm">
          {t`Now:`} <bdi data-testid="preview-date">{preview.date}</bdi>
        </Text>
        <Text size="sm">
          {t`A number:`} <bdi data-testid="preview-number">{preview.number}</bdi>
        </Text>
      </Paper>
    </SectionForm>
  );
}
