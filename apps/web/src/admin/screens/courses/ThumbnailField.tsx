import type { CourseCategory, CourseDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Alert, Button, Center, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { IconPhoto, IconPhotoOff, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { CATEGORY_ICON } from "./labels";
import { usePreviewUrl, type ThumbnailDraft } from "./thumbnailDraft";

/** The image types the server takes (read from the bytes there; this only guides the picker). */
const IMAGE_TYPES = "image/png,image/jpeg,image/webp";

export interface ThumbnailFieldProps {
  /** The course as saved (its current image), if it exists yet. */
  course: CourseDto | undefined;
  /** What Save will do to the image. */
  thumbnail: ThumbnailDraft;
  onChange: (thumbnail: ThumbnailDraft) => void;
  /** Its icon stands in for a missing image. */
  category: CourseCategory;
  /** Why the image was not saved, if it was not. */
  error: string | null;
}

/**
 * The course's thumbnail: the image (or the category's icon), Choose/Replace and Remove; the
 * choice is uploaded or removed when the form is saved.
 */
export function ThumbnailField({
  course,
  thumbnail,
  onChange,
  category,
  error,
}: ThumbnailFieldProps) {
  const { t } = useLingui();
  const preview = usePreviewUrl(thumbnail.kind === "new" ? thumbnail.file : undefined);
  const shownImage =
    thumbnail.kind === "new"
      ? preview
      : thumbnail.kind === "remove"
        ? undefined
        : (course?.thumbnailUrl ?? undefined);
  // A chosen file the browser cannot show (not an image) gets the placeholder, not a broken image.
  const [unreadable, setUnreadable] = useState<string>();
  const CategoryIcon = CATEGORY_ICON[category];

  return (
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
                if (file) onChange({ kind: "new", file });
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
                  onChange(course?.thumbnailUrl ? { kind: "remove" } : { kind: "keep" });
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
      {error ? (
        <Alert color="red" variant="light" role="alert" title={t`The image was not saved`}>
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
