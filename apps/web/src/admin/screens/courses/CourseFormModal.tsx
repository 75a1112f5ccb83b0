import {
  CURRENCY_DIGITS,
  courseCategories,
  courseLevels,
  courseStatuses,
  currencies,
  type CourseDto,
} from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy, IconPhoto, IconPhotoOff, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { errorStatus, fieldErrors } from "../../lib/errorText";
import {
  changedFields,
  courseInput,
  NEW_COURSE,
  validateCourse,
  valuesOf,
  type CourseFormValues,
} from "./courseForm";
import { CATEGORY_ICON, useCourseLabels } from "./labels";
import { COURSE_NOT_FOUND_TEXT, useCoursesServerText, useErrorText } from "./serverTexts";
import { usePreviewUrl, type ThumbnailDraft } from "./thumbnailDraft";
import type { CourseActions } from "./useCourseActions";

/** The image types the server takes (read from the bytes there; this only guides the picker). */
const IMAGE_TYPES = "image/png,image/jpeg,image/webp";
/** Free text takes the direction of what is typed. */
const OWN_DIRECTION = { input: { unicodeBidi: "plaintext" } } as const;

export interface CourseFormModalProps {
  /** The course being edited, "new" to create one, or null when closed. */
  state: CourseDto | "new" | null;
  actions: CourseActions;
  onClose: () => void;
}

/** Create or edit a course (SPEC 2.11, 3 Course) in a modal (the whole screen on a phone). */
export function CourseFormModal({ state, actions, onClose }: CourseFormModalProps) {
  const { t } = useLingui();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state === "new" ? t`New course` : t`Edit course`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t`Close` }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {state ? (
        <CourseForm
          // A fresh form for every opening.
          key={state === "new" ? "new" : state.id}
          course={state === "new" ? undefined : state}
          actions={actions}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CourseForm({
  course: initial,
  actions,
  onDone,
}: {
  course: CourseDto | undefined;
  actions: CourseActions;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const labels = useCourseLabels();
  const serverText = useCoursesServerText();
  const errorText = useErrorText();
  // The course as saved: after a create whose image was refused, the form edits the new course.
  const [course, setCourse] = useState(initial);
  const [thumbnail, setThumbnail] = useState<ThumbnailDraft>({ kind: "keep" });
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const preview = usePreviewUrl(thumbnail.kind === "new" ? thumbnail.file : undefined);

  const form = useForm<CourseFormValues>({
    mode: "controlled",
    initialValues: initial ? valuesOf(initial) : NEW_COURSE,
    validate: (values) => {
      const errors = validateCourse(values, course?.id);
      // "Nothing to change" is not a field's fault: Save just closes then.
      return Object.fromEntries(
        Object.entries(errors).map(([key, message]) => [key, serverText(message)]),
      );
    },
  });
  const values = form.getValues();
  const digits = CURRENCY_DIGITS[values.currency];

  const save = async (values: CourseFormValues) => {
    setProblem(null);
    setImageError(null);
    setSaving(true);
    try {
      let saved = course;
      let created = false;
      try {
        if (!saved) {
          saved = await actions.create.mutateAsync(courseInput(values));
          created = true;
          setCourse(saved);
        } else {
          const changes = changedFields(values, saved);
          if (Object.keys(changes).length > 0) {
            saved = await actions.update.mutateAsync({ id: saved.id, ...changes });
            setCourse(saved);
          }
        }
      } catch (error) {
        const fields = fieldErrors(error);
        const known = Object.fromEntries(
          Object.entries(fields)
            .filter(([key]) => key in NEW_COURSE)
            .map(([key, message]) => [key, serverText(message)]),
        );
        if (Object.keys(known).length > 0) form.setErrors(known);
        else if (errorStatus(error) === 404) setProblem(serverText(COURSE_NOT_FOUND_TEXT));
        else setProblem(errorText(error, t`The course was not saved. Please try again.`));
        return;
      }
      if (created) notifications.show({ color: "green", message: t`Course created` });

      if (thumbnail.kind === "new") {
        try {
          saved = await actions.upload.mutateAsync({ id: saved.id, file: thumbnail.file });
          setCourse(saved);
          setThumbnail({ kind: "keep" });
        } catch (error) {
          // The course is saved; the image stays chosen so another one can be picked.
          setImageError(actions.uploadErrorText(error));
          return;
        }
      } else if (thumbnail.kind === "remove" && saved.thumbnailUrl) {
        try {
          saved = await actions.removeThumbnail.mutateAsync({ id: saved.id });
          setCourse(saved);
          setThumbnail({ kind: "keep" });
        } catch (error) {
          setImageError(errorText(error, t`The image was not removed. Please try again.`));
          return;
        }
      }
      if (!created) notifications.show({ color: "green", message: t`Course saved` });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  const shownImage =
    thumbnail.kind === "new"
      ? preview
      : thumbnail.kind === "remove"
        ? undefined
        : (course?.thumbnailUrl ?? undefined);
  // A chosen file the browser cannot show (not an image) gets the placeholder, not a broken image.
  const [unreadable, setUnreadable] = useState<string>();
  const CategoryIcon = CATEGORY_ICON[values.category];

  return (
    <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
      <Stack gap="md">
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

        <Stack gap="xs">
          <Text size="sm" fw={500}>
            {t`Thumbnail`}
          </Text>
          <Group align="flex-start" gap="md" wrap="wrap">
            {shownImage && unreadable !== shownImage ? (
              <Image
                src={shownImage}
                onError={() => setUnreadable(shownImage)}
                alt={t`Thumbnail preview`}
                w={192}
                h={108}
                radius="sm"
                fit="cover"
              />
            ) : (
              <Center
                w={192}
                h={108}
                bg="var(--mantine-color-default-hover)"
                c="dimmed"
                style={{ borderRadius: "var(--mantine-radius-sm)" }}
              >
                <CategoryIcon size={40} stroke={1.5} aria-hidden="true" />
              </Center>
            )}
            <Stack gap="xs">
              <Text size="xs" c="dimmed" maw={280}>
                {t`PNG, JPEG or WebP, at most 2 MB. It is uploaded when you save.`}
              </Text>
              <Group gap="xs">
                <FileButton
                  accept={IMAGE_TYPES}
                  onChange={(file) => {
                    setImageError(null);
                    if (file) setThumbnail({ kind: "new", file });
                  }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="default"
                      size="xs"
                      leftSection={<IconUpload size={14} aria-hidden="true" />}
                    >
                      {shownImage ? t`Replace image` : t`Choose image`}
                    </Button>
                  )}
                </FileButton>
                {shownImage ? (
                  <Button
                    variant="subtle"
                    size="xs"
                    color="red"
                    leftSection={<IconPhotoOff size={14} aria-hidden="true" />}
                    onClick={() => {
                      setImageError(null);
                      setThumbnail(course?.thumbnailUrl ? { kind: "remove" } : { kind: "keep" });
                    }}
                  >
                    {t`Remove image`}
                  </Button>
                ) : null}
              </Group>
              {thumbnail.kind === "new" ? (
                <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: "anywhere" }}>
                  <IconPhoto size={12} aria-hidden="true" /> {thumbnail.file.name}
                </Text>
              ) : null}
            </Stack>
          </Group>
          {imageError ? (
            <Alert color="red" variant="light" role="alert" title={t`The image was not saved`}>
              {imageError}
            </Alert>
          ) : null}
        </Stack>

        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
            loading={saving}
          >
            {course ? t`Save` : t`Create course`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
