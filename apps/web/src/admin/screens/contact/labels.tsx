import type { ContactPriority, ContactStatus } from "@bayan/trpc/rules";
import { Badge } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconArchive,
  IconArrowDown,
  IconArrowUp,
  IconBan,
  IconCircleDot,
  IconMailOpened,
  IconMinus,
  IconSend,
  type Icon,
} from "@tabler/icons-react";
import { useMemo } from "react";
import { useLanguageNames, useSourceLabel } from "../../lib/sources";
import { DirectionalIcon, type DirectionalIconProps } from "../../lib/DirectionalIcon";
import classes from "./ContactScreen.module.css";

/** SPEC 3: the subject the server stores for a message sent without one. */
export const NO_SUBJECT = "No Subject";

/** The words for statuses, priorities, languages and sources, in the interface language. */
export function useContactLabels() {
  const { t } = useLingui();
  const sourceLabel = useSourceLabel();
  const language = useLanguageNames();
  return useMemo(() => {
    const status: Record<ContactStatus, string> = {
      new: t`New`,
      read: t`Read`,
      replied: t`Replied`,
      archived: t`Archived`,
      spam: t`Spam`,
    };
    const priority: Record<ContactPriority, string> = {
      high: t`High`,
      medium: t`Medium`,
      low: t`Low`,
    };
    return {
      status,
      priority,
      language,
      /** The subject; the server's default for a message without one in the interface language. */
      subject: (value: string) => (value === NO_SUBJECT ? t`No Subject` : value),
      /** A source the panel knows by name, else as stored. */
      source: sourceLabel,
    };
  }, [t, sourceLabel, language]);
}

/** The colour family of a badge; the shades are picked per scheme in ContactScreen.module.css. */
type Tone = "blue" | "gray" | "green" | "violet" | "red" | "orange";

const STATUS_TONE: Record<ContactStatus, { tone: Tone; icon: Icon; directional?: boolean }> = {
  new: { tone: "blue", icon: IconCircleDot },
  read: { tone: "gray", icon: IconMailOpened },
  replied: { tone: "green", icon: IconSend, directional: true },
  archived: { tone: "violet", icon: IconArchive },
  spam: { tone: "red", icon: IconBan },
};

const PRIORITY_TONE: Record<ContactPriority, { tone: Tone; icon: Icon }> = {
  high: { tone: "red", icon: IconArrowUp },
  medium: { tone: "orange", icon: IconMinus },
  low: { tone: "gray", icon: IconArrowDown },
};

function ToneBadge({
  tone,
  icon,
  directional = false,
  text,
}: {
  tone: Tone;
  icon: Icon;
  /** The icon points along the reading direction (mirrored in right-to-left). */
  directional?: boolean;
  text: string;
}) {
  return (
    <Badge
      variant="light"
      radius="sm"
      className={classes.badge}
      tt="none"
      data-tone={tone}
      leftSection={
        <ToneIcon
          icon={icon}
          directional={directional}
          size={12}
          stroke={2.25}
          aria-hidden="true"
        />
      }
    >
      {text}
    </Badge>
  );
}

/** A badge's icon, mirrored in right-to-left when it points along the reading direction. */
function ToneIcon({ directional, ...props }: DirectionalIconProps & { directional: boolean }) {
  const { icon: TablerIcon, ...rest } = props;
  return directional ? <DirectionalIcon {...props} /> : <TablerIcon {...rest} />;
}

/** A status in words with an icon; the colour only echoes it. */
export function StatusBadge({ status }: { status: ContactStatus }) {
  const labels = useContactLabels();
  return <ToneBadge {...STATUS_TONE[status]} text={labels.status[status]} />;
}

/** A priority in words with an arrow; the colour only echoes it. */
export function PriorityBadge({ priority }: { priority: ContactPriority }) {
  const labels = useContactLabels();
  return <ToneBadge {...PRIORITY_TONE[priority]} text={labels.priority[priority]} />;
}
