import {
  CURRENCY_DIGITS,
  courseCategories,
  courseLevels,
  courseStatuses,
  currencies,
} from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { NumberInput, Select, SimpleGrid, TextInput, Textarea } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import type { UseFormReturnType } from "@mantine/form";
import type { CourseFormValues } from "./courseForm";
import { useCourseLabels } from "./labels";

/** Free text takes the direction of what is typed. */
const OWN_DIRECTION = { input: { unicodeBidi: "plaintext" } } as const;

/** Every field of a course (SPEC 3 Course) but its thumbnail, bound to the course form. */
export function CourseFields({ form }: { form: UseFormReturnType<CourseFormValues> }) {
  const { t } = useLingui();
  const labels = useCourseLabels();
  const values = form.getValues();
  const digits = CURRENCY_DIGITS[values.currency];
  return (
    <>
      <TextInput
        label={t`Title`}
        required
        maxLength={200}
        styles={OWN_DIRECTION}
        data-autofocus
        {...form.getInputProps("title")}
      />
      <Textarea
        label={t`Description`}
        rows={4}
        resize="vertical"
        maxLength={5000}
        styles={OWN_DIRECTION}
        {...form.getInputProps("description")}
      />
      <TextInput
        label={t`Instructor`}
        required
        maxLength={100}
        styles={OWN_DIRECTION}
        {...form.getInputProps("instructor")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="md">
        <Select
          label={t`Status`}
          data={courseStatuses.map((value) => ({ value, label: labels.status[value] }))}
          allowDeselect={false}
          {...form.getInputProps("status")}
        />
        <Select
          label={t`Category`}
          data={courseCategories.map((value) => ({ value, label: labels.category[value] }))}
          allowDeselect={false}
          {...form.getInputProps("category")}
        />
        <Select
          label={t`Level`}
          data={[...courseLevels]}
          allowDeselect={false}
          {...form.getInputProps("level")}
        />
        <Select
          label={t`Taught in`}
          data={(["ar", "en"] as const).map((value) => ({
            value,
            label: labels.language[value],
          }))}
          allowDeselect={false}
          {...form.getInputProps("language")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberInput
          label={t`Price`}
          description={t`0 makes the course free.`}
          min={0}
          max={100_000}
          decimalScale={digits}
          allowNegative={false}
          {...form.getInputProps("price")}
        />
        <Select
          label={t`Currency`}
          data={[...currencies]}
          allowDeselect={false}
          {...form.getInputProps("currency")}
        />
        <DateInput
          label={t`Start date`}
          valueFormat="YYYY-MM-DD"
          clearable
          clearButtonProps={{ "aria-label": t`Clear the start date` }}
          {...form.getInputProps("startDate")}
        />
        <DateInput
          label={t`End date`}
          valueFormat="YYYY-MM-DD"
          clearable
          minDate={values.startDate ?? undefined}
          clearButtonProps={{ "aria-label": t`Clear the end date` }}
          {...form.getInputProps("endDate")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <NumberInput
          label={t`Students`}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("students")}
        />
        <NumberInput
          label={t`Lessons`}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("lessons")}
        />
        <NumberInput
          label={t`Duration (hours)`}
          min={0}
          max={10_000}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("durationHours")}
        />
        <NumberInput
          label={t`Completion (%)`}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps("completion")}
        />
      </SimpleGrid>
    </>
  );
}
