import type { CourseCategory, CourseStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import {
  IconAbc,
  IconBook,
  IconBriefcase,
  IconMessageCircle,
  IconPencil,
  IconTextGrammar,
  type Icon,
} from "@tabler/icons-react";
import { useMemo } from "react";

/** Badge colours; the badge always says the status in words too (never colour alone). */
const STATUS_COLOR: Record<CourseStatus, string> = {
  published: "green",
  draft: "yellow",
  archived: "gray",
};

/** The icon of a category: on its card's placeholder when the course has no thumbnail. */
export const CATEGORY_ICON: Record<CourseCategory, Icon> = {
  grammar: IconTextGrammar,
  vocabulary: IconAbc,
  speaking: IconMessageCircle,
  writing: IconPencil,
  reading: IconBook,
  business: IconBriefcase,
};

/** The words of a course's stored values (SPEC 3 Course, 9) in the interface language. */
export function useCourseLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const status: Record<CourseStatus, string> = {
      published: t`Published`,
      draft: t`Draft`,
      archived: t`Archived`,
    };
    const category: Record<CourseCategory, string> = {
      grammar: t`Grammar`,
      vocabulary: t`Vocabulary`,
      speaking: t`Speaking`,
      writing: t`Writing`,
      reading: t`Reading`,
      business: t`Business`,
    };
    const language = { en: t`English`, ar: t`Arabic` } as const;
    return { status, category, language };
  }, [t]);
}

/** The status in words with a coloured dot (the colour only echoes the words). */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const labels = useCourseLabels();
  return (
    <Badge variant="dot" color={STATUS_COLOR[status]} tt="none" size="md" miw="max-content">
      {labels.status[status]}
    </Badge>
  );
}
