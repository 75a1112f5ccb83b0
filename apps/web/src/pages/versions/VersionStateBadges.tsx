import { Badge, Group, type BadgeProps } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconClock, IconHistory } from "@tabler/icons-react";
import type { ReactElement } from "react";

/** A version's state, as both the versions pages and the admin's history show it. */
export type VersionStateKind = "inEffect" | "upcoming" | "past";

const ICON = { size: 14, "aria-hidden": true } as const;
/** Badges whose words wrap on a narrow phone instead of being cut off. */
const WRAPPING = { root: { maxWidth: "100%", height: "auto" }, label: { whiteSpace: "normal" } };
const LOOK = {
  inEffect: { color: "teal", icon: <IconCircleCheck {...ICON} /> },
  upcoming: { color: "blue", icon: <IconClock {...ICON} /> },
  past: { color: "gray", icon: <IconHistory {...ICON} /> },
} satisfies Record<VersionStateKind, { color: string; icon: ReactElement }>;

/**
 * A version's state badge and, for a material change, its badge: one look for the public
 * versions pages and the admin's history. The words are the caller's (each says them in its own
 * catalog and its own way: "Replaced on 3 May 2026" to a visitor, "Replaced" in the admin).
 */
export function VersionStateBadges({
  kind,
  label,
  materialLabel,
  size,
}: {
  kind: VersionStateKind;
  label: string;
  /** The material change's words; null for a version that is not one. */
  materialLabel: string | null;
  size?: BadgeProps["size"];
}) {
  const look = LOOK[kind];
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={look.color}
        leftSection={look.icon}
        tt="none"
        size={size}
        styles={WRAPPING}
      >
        {label}
      </Badge>
      {materialLabel !== null && (
        <Badge
          variant="light"
          color="orange"
          leftSection={<IconAlertTriangle {...ICON} />}
          tt="none"
          size={size}
          styles={WRAPPING}
        >
          {materialLabel}
        </Badge>
      )}
    </Group>
  );
}
