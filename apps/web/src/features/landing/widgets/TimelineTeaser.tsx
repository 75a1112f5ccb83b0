import { Stack } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconAbc, IconMessages, IconTrophy, IconTypography } from "@tabler/icons-react";
import { RotationControls } from "./RotationControls";
import { useRotation } from "./useRotation";
import styles from "./widgets.module.css";

/** Vocabulary, Grammar, Conversation, Mastery: the current step moves every 2 s and loops. */
export function TimelineTeaser() {
  const { t } = useLingui();
  const steps = [
    { icon: IconAbc, label: t`Vocabulary` },
    { icon: IconTypography, label: t`Grammar` },
    { icon: IconMessages, label: t`Conversation` },
    { icon: IconTrophy, label: t`Mastery` },
  ];
  const rotation = useRotation(steps.length, 2000);
  return (
    <Stack gap="sm">
      <ol className={styles.timeline} aria-label={t`Learning path`}>
        {steps.map(({ icon: Icon, label }, index) => (
          <li
            key={label}
            className={styles.timelineStep}
            data-state={
              index < rotation.index ? "done" : index === rotation.index ? "active" : undefined
            }
            aria-current={index === rotation.index ? "step" : undefined}
            data-testid="timeline-step"
          >
            <span className={styles.timelineDot} aria-hidden="true">
              <Icon size={18} />
            </span>
            <span>{label}</span>
          </li>
        ))}
      </ol>
      <RotationControls rotation={rotation} name={t`learning path`} />
    </Stack>
  );
}
