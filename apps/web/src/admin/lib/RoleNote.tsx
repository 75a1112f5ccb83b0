import type { Permission } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Group, Text, type GroupProps } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { ROLE_LABELS, useMember } from "../auth/member";

/**
 * Why a screen's buttons are not there (docs/team.md): said once, where a person would look for
 * them, when the signed-in member's role lacks what they need. `needs` are the permissions of the
 * screen's hidden controls: missing all of them, the screen is read-only; some, some buttons are
 * hidden. Nothing is said while the member loads, nor to a role that has them all.
 */
export function RoleNote({ needs, ...props }: { needs: readonly Permission[] } & GroupProps) {
  const { t, i18n } = useLingui();
  const member = useMember();
  if (!member) return null;
  const missing = needs.filter((permission) => !member.permissions.includes(permission));
  if (missing.length === 0) return null;
  const role = i18n._(ROLE_LABELS[member.role]);
  return (
    <Group gap={6} wrap="nowrap" data-testid="role-note" {...props}>
      <IconLock size={14} aria-hidden="true" style={{ flexShrink: 0, opacity: 0.7 }} />
      <Text size="sm" c="dimmed">
        {missing.length === needs.length
          ? t`Your role (${role}) can read this screen but not change it.`
          : t`Some actions are hidden: your role (${role}) does not allow them.`}
      </Text>
    </Group>
  );
}
