import type { Language, UserRole, UserStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";
import { useMemo } from "react";

/**
 * Free text takes the direction of what is typed (an English note in the Arabic interface reads
 * left to right, its full stop at its end); an empty field follows the page. For a field's `styles`.
 */
export const OWN_DIRECTION = { input: { unicodeBidi: "plaintext" } } as const;

/** Badge colours; the badge always carries the status in words too (never colour alone). */
const STATUS_COLOR: Record<UserStatus, string> = {
  active: "green",
  inactive: "gray",
  suspended: "red",
};

/** The words of a user's stored values (SPEC 3 User) in the interface language. */
export function useUserLabels() {
  const { t } = useLingui();
  return useMemo(() => {
    const role: Record<UserRole, string> = {
      admin: t({ message: "Admin", context: "user role" }),
      teacher: t`Teacher`,
      student: t`Student`,
    };
    const status: Record<UserStatus, string> = {
      active: t`Active`,
      inactive: t`Inactive`,
      suspended: t`Suspended`,
    };
    const language: Record<Language, string> = { en: t`English`, ar: t`Arabic` };
    return { role, status, language };
  }, [t]);
}

/** The status in words with a coloured dot (the colour only echoes the words). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const labels = useUserLabels();
  return (
    <Badge variant="dot" color={STATUS_COLOR[status]} tt="none" size="md" miw="max-content">
      {labels.status[status]}
    </Badge>
  );
}
