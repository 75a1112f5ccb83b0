import { ActionIcon, Stack, Text, UnstyledButton } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconHeart } from "@tabler/icons-react";
import { useState } from "react";
import styles from "./widgets.module.css";

/** A card that turns over on click (or Enter/Space) between an English greeting and its Arabic. */
export function FlipCard() {
  const { t } = useLingui();
  const [flipped, setFlipped] = useState(false);
  return (
    <Stack gap={6} align="center">
      <UnstyledButton
        className={styles.flip}
        data-flipped={flipped || undefined}
        aria-pressed={flipped}
        onClick={() => setFlipped(!flipped)}
        data-testid="flip-card"
      >
        {/* The name is the words on the card (WCAG 2.5.3), after a hidden "Flip card:". */}
        <span className={styles.srOnly}>{t`Flip card:`} </span>
        <span className={styles.flipInner}>
          <span className={styles.flipFace} lang="en">
            Hello
          </span>
          <span className={`${styles.flipFace} ${styles.flipBack}`} lang="ar">
            مرحبًا
          </span>
        </span>
      </UnstyledButton>
      <Text size="xs" c="dimmed">
        {t`Click the card to flip it`}
      </Text>
    </Stack>
  );
}

/** An icon that pulses while switched on; a click switches it. */
export function PulseIcon() {
  const { t } = useLingui();
  const [on, setOn] = useState(false);
  return (
    <Stack gap={6} align="center">
      <ActionIcon
        size={64}
        radius="xl"
        variant={on ? "filled" : "light"}
        color="sand"
        className={styles.pulse}
        data-on={on || undefined}
        aria-pressed={on}
        aria-label={t`Pulse the heart`}
        onClick={() => setOn(!on)}
      >
        <IconHeart size={30} />
      </ActionIcon>
      <Text size="xs" c="dimmed">
        {on ? t`Click to stop` : t`Click to start`}
      </Text>
    </Stack>
  );
}
