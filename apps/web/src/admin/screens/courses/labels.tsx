import type { CourseCategory, CourseStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
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
import { useLanguageNames } from "../../lib/sources";
import { StatusDot } from "../../lib/StatusDot";

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
  const language = useLanguageNames();
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
    return { status, category, language };
  }, [t, language]);
}

/** The status in words with a coloured dot. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return <StatusDot color={STATUS_COLOR[status]} label={useCourseLabels().status[status]} />;
}
