import { languages, sectionStatuses, termsCategories, type Language } from "@bayan/trpc/rules";
import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { CATEGORY_LABELS, LANGUAGE_LABELS, STATUS_LABELS } from "./labels";
import { DEFAULT_CATEGORY, isComplete, type Section, type SectionDraft } from "./sectionRules";

/** The server's limits (policySectionInput). */
const TITLE_MAX = 200;
const CONTENT_MAX = 20_000;

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
  onSave: (draft: SectionDraft) => void;
}

/** Adding or editing a section (SPEC 2.15, 5). Stays mounted so its closing animation has content. */
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
  onSave: (draft: SectionDraft) => void;
}) {
  const { t, i18n } = useLingui();
  const section = state.section;
  const form = useForm<SectionDraft>({
    initialValues: {
      title: section?.title ?? "",
      content: section?.content ?? "",
      language: section?.language ?? state.language,
      // SPEC 5: a new section is a draft unless published here.
      status: section?.status ?? "draft",
      category: withCategory ? (section?.category ?? DEFAULT_CATEGORY) : null,
    },
  });
  const values = form.getValues();
  // SPEC 5: a blank title or content saves nothing; the button says so by staying disabled.
  const complete = isComplete(values);
  const textDir = values.language === "ar" ? "rtl" : "ltr";

  return (
    <form
      onSubmit={form.onSubmit((draft) => {
        if (isComplete(draft)) onSave(draft);
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
