import { ActionIcon, Group } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import {
  IconChevronLeft,
  IconChevronRight,
  IconPlayerPause,
  IconPlayerPlay,
} from "@tabler/icons-react";
import type { useRotation } from "./useRotation";

/** Pause or play, and while paused, previous and next: the rotating widgets' controls. */
export function RotationControls({
  rotation,
  name,
}: {
  rotation: ReturnType<typeof useRotation>;
  name: string;
}) {
  const { t, i18n } = useLingui();
  const rtl = i18n.locale === "ar";
  const Back = rtl ? IconChevronRight : IconChevronLeft;
  const Forward = rtl ? IconChevronLeft : IconChevronRight;
  return (
    <Group gap={6} justify="center">
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={t`Previous: ${name}`}
        disabled={rotation.playing}
        onClick={() => rotation.step(-1)}
      >
        <Back size={16} />
      </ActionIcon>
      <ActionIcon
        variant="light"
        radius="xl"
        aria-label={rotation.playing ? t`Pause: ${name}` : t`Play: ${name}`}
        onClick={() => rotation.setPlaying(!rotation.playing)}
      >
        {rotation.playing ? <IconPlayerPause size={16} /> : <IconPlayerPlay size={16} />}
      </ActionIcon>
      <ActionIcon
        variant="default"
        radius="xl"
        aria-label={t`Next: ${name}`}
        disabled={rotation.playing}
        onClick={() => rotation.step(1)}
      >
        <Forward size={16} />
      </ActionIcon>
    </Group>
  );
}
