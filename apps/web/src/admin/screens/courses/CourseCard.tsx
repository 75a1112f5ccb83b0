import { Plural, useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { excerpt } from "./excerpt";
import { CATEGORY_ICON, CourseStatusBadge, useCourseLabels } from "./labels";
import { usePriceFormat } from "./price";
import type { Course } from "./useCourseActions";

/** The thumbnail's box: 16:9, the same for an image and the placeholder. */
const THUMB_RATIO = 16 / 9;

export interface CourseCardProps {
  course: Course;
  onEdit: (course: Course) => void;
  onDelete: (course: Course) => void;
  deleting: boolean;
}

/**
 * One course (SPEC 2.11): its thumbnail (or the category's icon on a neutral ground), title,
 * description cut at 100 characters, instructor, status, category, level, figures, last update,
 * completion as a bar and the price in its currency; Edit and Delete.
 */
export function CourseCard({ course, onEdit, onDelete, deleting }: CourseCardProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const price = usePriceFormat();
  const labels = useCourseLabels();
  const CategoryIcon = CATEGORY_ICON[course.category];
  const title = course.title;
  const hours = format.number(course.durationHours);
  const updated = format.date(course.lastUpdated);
  const figures: [string, ReactNode][] = [
    [t`Students`, format.number(course.students)],
    [t`Lessons`, format.number(course.lessons)],
    [
      t`Duration`,
      <Plural
        key="duration"
        value={course.durationHours}
        one={`${hours} hour`}
        other={`${hours} hours`}
      />,
    ],
  ];

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={title} h="100%">
      <Card.Section>
        {course.thumbnailUrl ? (
          <Image
            src={course.thumbnailUrl}
            alt={t`Thumbnail of ${title}`}
            w="100%"
            style={{ aspectRatio: THUMB_RATIO }}
            fit="cover"
          />
        ) : (
          <Center
            bg="var(--mantine-color-default-hover)"
            style={{ aspectRatio: THUMB_RATIO }}
            c="dimmed"
            data-testid="thumbnail-placeholder"
          >
            <CategoryIcon size={48} stroke={1.5} aria-hidden="true" />
          </Center>
        )}
      </Card.Section>

      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="md" lh={1.3} dir="auto" style={{ overflowWrap: "anywhere" }}>
            {title}
          </Title>
          <CourseStatusBadge status={course.status} />
        </Group>
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color="gray" tt="none">
            {labels.category[course.category]}
          </Badge>
          <Badge variant="outline" color="gray" tt="none" dir="ltr">
            {course.level}
          </Badge>
          <Badge variant="outline" color="gray" tt="none">
            {labels.language[course.language]}
          </Badge>
        </Group>
        {course.description ? (
          <Text size="sm" c="dimmed" dir="auto" style={{ overflowWrap: "anywhere" }}>
            {excerpt(course.description)}
          </Text>
        ) : null}
        <Text size="sm">
          {t`Instructor:`}{" "}
          <Text span fw={600} dir="auto">
            {course.instructor}
          </Text>
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          {figures.map(([label, value]) => (
            <Stack key={label} gap={0}>
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="xs" c="dimmed">
              {t`Completion`}
            </Text>
            <Text size="xs" fw={600}>
              {format.percent(course.completion)}
            </Text>
          </Group>
          <Progress value={course.completion} size="sm" aria-label={t`Completion of ${title}`} />
        </Stack>
        <Group justify="space-between" align="flex-end" gap="xs" mt="auto" wrap="nowrap">
          <Stack gap={0}>
            <Text size="md" fw={700}>
              {course.price === 0 ? t`Free` : price(course.price, course.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {t`Updated ${updated}`}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t`Edit`}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t`Edit ${title}`}
                onClick={() => onEdit(course)}
              >
                <IconPencil size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t`Delete`}>
              <ActionIcon
                variant="default"
                size="lg"
                c="var(--mantine-color-error)"
                aria-label={t`Delete ${title}`}
                loading={deleting}
                onClick={() => onDelete(course)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
