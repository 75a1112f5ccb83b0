import type { Language } from "@bayan/trpc/rules";
import type { PolicyVersionDto } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconClock, IconHistory } from "@tabler/icons-react";
import { useDayFormat } from "./useDayFormat";

/** A version as listed (`content.versions`): its number, state, days and summaries. */
export type PolicyVersion = PolicyVersionDto;

const ICON = { size: 14, "aria-hidden": true } as const;

/**
 * A version's change summary in the reader's language, else in the other one (a summary written
 * in one language only); null when it has none. Its language goes with it (`lang` and `dir`).
 */
export function versionSummary(
  version: Pick<PolicyVersion, "summaryEn" | "summaryAr">,
  reader: Language,
): { text: string; language: Language } | null {
  const en = version.summaryEn.trim();
  const ar = version.summaryAr.trim();
  const order: [Language, string][] =
    reader === "ar"
      ? [
          ["ar", ar],
          ["en", en],
        ]
      : [
          ["en", en],
          ["ar", ar],
        ];
  const found = order.find(([, text]) => text !== "");
  return found ? { language: found[0], text: found[1] } : null;
}

/** The state of a version in words: in effect, upcoming (with its day) or replaced. */
export function useVersionState() {
  const { t } = useLingui();
  const day = useDayFormat();
  return (version: Pick<PolicyVersion, "state" | "effectiveOn">) => {
    switch (version.state) {
      case "inEffect":
        return t`In effect`;
      case "upcoming": {
        const date = day(version.effectiveOn);
        return t`Upcoming (takes effect on ${date})`;
      }
      case "past":
        return t`Replaced`;
    }
  };
}

/** A version's state badge and, for a material change, its badge. */
export function VersionBadges({
  version,
}: {
  version: Pick<PolicyVersion, "state" | "effectiveOn" | "material">;
}) {
  const { t } = useLingui();
  const state = useVersionState();
  const look = {
    inEffect: { color: "teal", icon: <IconCircleCheck {...ICON} /> },
    upcoming: { color: "blue", icon: <IconClock {...ICON} /> },
    past: { color: "gray", icon: <IconHistory {...ICON} /> },
  }[version.state];
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={look.color}
        leftSection={look.icon}
        tt="none"
        styles={{ root: { maxWidth: "100%", height: "auto" }, label: { whiteSpace: "normal" } }}
      >
        {state(version)}
      </Badge>
      {version.material && (
        <Badge
          variant="light"
          color="orange"
          leftSection={<IconAlertTriangle {...ICON} />}
          tt="none"
        >
          {t`Material change`}
        </Badge>
      )}
    </Group>
  );
}
