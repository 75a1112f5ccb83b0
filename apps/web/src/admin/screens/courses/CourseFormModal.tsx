import type { CourseDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Alert, Center, Loader, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { errorStatus, useErrorText, useFieldErrors } from "../../lib/errorText";
import { FormFooter } from "../../lib/FormFooter";
import { useMessageText, useReasonText } from "../../lib/messages";
import { CourseFields } from "./CourseFields";
import {
  changedFields,
  courseInput,
  NEW_COURSE,
  validateCourse,
  valuesOf,
  type CourseFormValues,
} from "./courseForm";
import type { ThumbnailDraft } from "./thumbnailDraft";
import { ThumbnailField } from "./ThumbnailField";
import type { CourseActions } from "./useCourseActions";

/** The course asked for is not there (any more). */
const NOT_FOUND = { message: "Course not found", messageKey: "courses.notFound" } as const;

export interface CourseFormModalProps {
  /** The course being edited, "new" to create one, or null while there is none to show. */
  state: CourseDto | "new" | null;
  /** A form is asked for (Add course, or the address's `selected`). */
  opened: boolean;
  /** The course asked for is still on its way. */
  loading: boolean;
  actions: CourseActions;
  onClose: () => void;
}

/** Create or edit a course (SPEC 2.11, 3 Course) in a modal (the whole screen on a phone). */
export function CourseFormModal({
  state,
  opened,
  loading,
  actions,
  onClose,
}: CourseFormModalProps) {
  const { t } = useLingui();
  const text = useMessageText();
  const phone = useMediaQuery("(max-width: 47.99em)");
  return (
    <Modal
      opened={opened}
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
      ) : loading ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t`Loading courses…`} />
        </Center>
      ) : (
        <Alert color="yellow" variant="light">
          {text(NOT_FOUND)}
        </Alert>
      )}
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
  const text = useMessageText();
  const reasonText = useReasonText();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  // The course as saved: after a create whose image was refused, the form edits the new course.
  const [course, setCourse] = useState(initial);
  const [thumbnail, setThumbnail] = useState<ThumbnailDraft>({ kind: "keep" });
  const [imageError, setImageError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const form = useForm<CourseFormValues>({
    mode: "controlled",
    initialValues: initial ? valuesOf(initial) : NEW_COURSE,
    validate: (values) => {
      const errors = validateCourse(values, course?.id);
      // "Nothing to change" is not a field's fault: Save just closes then.
      return Object.fromEntries(
        Object.entries(errors).map(([key, reason]) => [key, reasonText(reason)]),
      );
    },
  });

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
          Object.entries(fields).filter(([key]) => key in NEW_COURSE),
        );
        if (Object.keys(known).length > 0) form.setErrors(known);
        else if (errorStatus(error) === 404) setProblem(text(NOT_FOUND));
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

  return (
    <form onSubmit={form.onSubmit((v) => void save(v))} noValidate>
      <Stack gap="md">
        <CourseFields form={form} />
        <ThumbnailField
          course={course}
          thumbnail={thumbnail}
          onChange={(next: ThumbnailDraft) => {
            setImageError(null);
            setThumbnail(next);
          }}
          category={form.getValues().category}
          error={imageError}
        />

        <FormFooter
          problem={problem}
          saving={saving}
          onCancel={onDone}
          submit={course ? t`Save` : t`Create course`}
          icon={<IconDeviceFloppy size={16} aria-hidden="true" />}
        />
      </Stack>
    </form>
  );
}
