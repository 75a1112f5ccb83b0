import type { UserRole, UserStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { useLanguageNames } from "../../lib/sources";
import { StatusDot } from "../../lib/StatusDot";

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
  const language = useLanguageNames();
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
    return { role, status, language };
  }, [t, language]);
}

/** The status in words with a coloured dot. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusDot color={STATUS_COLOR[status]} label={useUserLabels().status[status]} />;
}
