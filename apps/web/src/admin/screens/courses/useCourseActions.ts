import type { RouterOutputs } from "@bayan/trpc";
import { useLingui } from "@lingui/react/macro";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../../lib/trpc";
import { useAskToDelete, useFailureToast, useRefresh } from "../../lib/actions";
import { useErrorText } from "../../lib/errorText";
import { useMessageText } from "../../lib/messages";
import { RestCallError } from "../../lib/restCall";
import { uploadThumbnail } from "./uploadThumbnail";

export type Course = RouterOutputs["courses"]["list"]["items"][number];

const IMAGE_TOO_LARGE = {
  message: "The image is larger than 2 MB",
  messageKey: "courses.imageTooLarge",
} as const;
const NOT_AN_IMAGE = {
  message: "The file is not a PNG, JPEG or WebP image",
  messageKey: "courses.notAnImage",
} as const;

/**
 * The courses screen's changes, each saved on the server: create, edit, thumbnail upload and
 * removal, delete (asked first, SPEC 5). Afterwards the courses' list, figures and the dashboard's
 * completion bars are asked again. Create and edit leave their errors to the form (beside the
 * field); the others say how they went in a toast.
 */
export function useCourseActions({ onDeleted }: { onDeleted?: (id: string) => void } = {}) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const text = useMessageText();
  const errorText = useErrorText();
  const refresh = useRefresh((api) => [api.courses]);
  const failed = useFailureToast(errorText);

  const create = useMutation(trpc.courses.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(trpc.courses.update.mutationOptions({ onSuccess: refresh }));
  const removeThumbnail = useMutation(
    trpc.courses.removeThumbnail.mutationOptions({ onSuccess: refresh }),
  );
  const upload = useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadThumbnail(id, file),
    onSuccess: refresh,
  });
  const remove = useMutation(
    trpc.courses.delete.mutationOptions({
      onSuccess: ({ id }) => {
        notifications.show({ color: "green", message: t`Course deleted` });
        onDeleted?.(id);
        return refresh();
      },
      onError: failed(t`The course was not deleted`),
    }),
  );

  /**
   * Why an image was refused, in the interface language: 413 and 415 by their status (the body
   * limit and the content type are refused before the course's own check, in general words).
   */
  const uploadErrorText = useCallback(
    (error: unknown) => {
      const fallback = t`The image was not uploaded. Please try again.`;
      if (!(error instanceof RestCallError)) return fallback;
      if (error.status === 413) return text(IMAGE_TOO_LARGE);
      if (error.status === 415) return text(NOT_AN_IMAGE);
      return errorText(error, fallback);
    },
    [errorText, text, t],
  );

  const askToDelete = useAskToDelete<Course>(
    t`Delete course`,
    t`Are you sure you want to delete this course?`,
    remove,
  );

  return {
    create,
    update,
    upload,
    removeThumbnail,
    remove,
    uploadErrorText,
    askToDelete,
  };
}

export type CourseActions = ReturnType<typeof useCourseActions>;
