import type { RouterInputs } from "@bayan/trpc";
import { languages, sectionStatuses, termsCategories, type Language } from "@bayan/trpc/rules";
import {
  Button,
  Checkbox,
  Collapse,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useId, useMediaQuery } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { CATEGORY_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "./labels";
import {
  DEFAULT_CATEGORY,
  isComplete,
  todayIso,
  type Section,
  type SectionDraft,
} from "./sectionRules";

/** The server's limits (policySectionInput, policyPublishOptions). */
const TITLE_MAX = 200;
const CONTENT_MAX = 20_000;
const SUMMARY_MAX = 500;

/** How a save publishes (`content.save`'s `publish`, docs/policy-versions.md). */
export type PublishOptions = NonNullable<RouterInputs["content"]["save"]["publish"]>;

/** The form's "Version details": the day it takes effect, what changed, whether it is material. */
interface VersionDetails {
  effectiveOn: string;
  summaryEn: string;
  summaryAr: string;
  material: boolean;
}

type FormValues = SectionDraft & VersionDetails;

/**
 * The version details as `content.save` takes them, or undefined when they say nothing beyond the
 * defaults (in effect today, no summary, not material). Today is left to the server's clock: a
 * browser behind it would otherwise send a day it takes for the past.
 */
export function publishOptions(details: VersionDetails, today: string): PublishOptions | undefined {
  const summaryEn = details.summaryEn.trim();
  const summaryAr = details.summaryAr.trim();
  const later = details.effectiveOn > today;
  if (!later && !summaryEn && !summaryAr && !details.material) return undefined;
  return {
    ...(later ? { effectiveOn: details.effectiveOn } : {}),
    summaryEn,
    summaryAr,
    material: details.material,
  };
}

export interface SectionFormState {
  /** The section being edited, or null to add one. */
  section: Section | null;
  /** The new section's language (the language filter, else the interface language). */
  language: Language;
}

export interface SectionFormModalProps {
  /** The form to show, or null when closed. */
  state: SectionFormState | null;
  withCategory: boolean;
  onClose: () => void;
  /** The draft, and how the save publishes when the section is or becomes published. */
  onSave: (draft: SectionDraft, publish?: PublishOptions) => void;
}

/**
 * Adding or editing a section (SPEC 2.15, 5). Stays mounted so its closing animation has content.
 * When the section is or becomes published, the save publishes a new version of its language:
 * "Version details" (folded) give its day, its change summary and whether it is material.
 */
export function SectionFormModal({ state, withCategory, onClose, onSave }: SectionFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  const editing = state?.section ?? null;
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={editing ? t`Edit section` : t`Add section`}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {state && (
        <SectionForm
          // A fresh form for every opening.
          key={editing?.id ?? "new"}
          state={state}
          withCategory={withCategory}
          onCancel={onClose}
          onSave={onSave}
        />
      )}
    </Modal>
  );
}

function SectionForm({
  state,
  withCategory,
  onCancel,
  onSave,
}: {
  state: SectionFormState;
  withCategory: boolean;
  onCancel: () => void;
  onSave: (draft: SectionDraft, publish?: PublishOptions) => void;
}) {
  const { t, i18n } = useLingui();
  const section = state.section;
  const [today] = useState(todayIso);
  const form = useForm<FormValues>({
    initialValues: {
      title: section?.title ?? "",
      content: section?.content ?? "",
      language: section?.language ?? state.language,
      // SPEC 5: a new section is a draft unless published here.
      status: section?.status ?? "draft",
      category: withCategory ? (section?.category ?? DEFAULT_CATEGORY) : null,
      effectiveOn: today,
      summaryEn: "",
      summaryAr: "",
      material: false,
    },
  });
  const values = form.getValues();
  // SPEC 5: a blank title or content saves nothing; the button says so by staying disabled.
  const complete = isComplete(values);
  const textDir = values.language === "ar" ? "rtl" : "ltr";
  // The save publishes a version when the section is published, or is made so, or unpublished.
  const publishing = values.status === "published" || section?.status === "published";

  return (
    <form
      onSubmit={form.onSubmit(({ effectiveOn, summaryEn, summaryAr, material, ...draft }) => {
        if (!isComplete(draft)) return;
        onSave(
          draft,
          publishing
            ? publishOptions({ effectiveOn, summaryEn, summaryAr, material }, today)
            : undefined,
        );
      })}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          required
          maxLength={TITLE_MAX}
          dir={textDir}
          lang={values.language}
          data-autofocus
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t`Content`}
          description={t`Plain text. Leave a blank line between paragraphs.`}
          required
          autosize
          minRows={6}
          maxRows={16}
          maxLength={CONTENT_MAX}
          dir={textDir}
          lang={values.language}
          {...form.getInputProps("content")}
        />
        <SimpleGrid cols={{ base: 1, xs: withCategory ? 3 : 2 }} spacing="md">
          <Select
            label={t`Language`}
            description={
              section && values.language !== section.language
                ? t`Moves to the end of this language.`
                : undefined
            }
            data={languages.map((value) => ({ value, label: i18n._(LANGUAGE_LABELS[value]) }))}
            allowDeselect={false}
            {...form.getInputProps("language")}
          />
          <Select
            label={t`Status`}
            data={sectionStatuses.map((value) => ({ value, label: i18n._(STATUS_LABELS[value]) }))}
            allowDeselect={false}
            {...form.getInputProps("status")}
          />
          {withCategory && (
            <Select
              label={t`Category`}
              data={termsCategories.map((value) => ({
                value,
                label: i18n._(CATEGORY_LABELS[value]),
              }))}
              allowDeselect={false}
              {...form.getInputProps("category")}
            />
          )}
        </SimpleGrid>
        {publishing && <VersionDetailsFields form={form} today={today} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" disabled={!complete}>
            {t`Save`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Version details", folded until asked for: the day, the two summaries, material or not. */
function VersionDetailsFields({
  form,
  today,
}: {
  form: UseFormReturnType<FormValues>;
  today: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // What changed, in each language of the page, written in its direction.
  const summaries = [
    { field: "summaryEn", label: t`Change summary (English)`, lang: "en", dir: "ltr" },
    { field: "summaryAr", label: t`Change summary (Arabic)`, lang: "ar", dir: "rtl" },
  ] as const;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant={open ? "light" : "default"}
          size="sm"
          rightSection={
            <IconChevronDown
              size={16}
              aria-hidden="true"
              style={{ transform: open ? "rotate(180deg)" : undefined }}
            />
          }
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {t`Version details`}
        </Button>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="md">
          <DateInput
            label={t`Takes effect on`}
            description={t`Until then the public page shows the version in effect now.`}
            valueFormat="YYYY-MM-DD"
            minDate={today}
            popoverProps={{ withinPortal: true }}
            w={{ base: "100%", xs: 220 }}
            {...form.getInputProps("effectiveOn")}
            onChange={(value) => form.setFieldValue("effectiveOn", value ?? today)}
          />
          {summaries.map(({ field, label, lang, dir }) => (
            <Textarea
              key={field}
              label={label}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={SUMMARY_MAX}
              lang={lang}
              dir={dir}
              {...form.getInputProps(field)}
            />
          ))}
          <Checkbox
            label={t`Material change (people are told by email before it takes effect)`}
            {...form.getInputProps("material", { type: "checkbox" })}
          />
        </Stack>
      </Collapse>
    </Stack>
  );
}
