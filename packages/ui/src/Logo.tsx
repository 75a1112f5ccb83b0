import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";

import { Group, Text } from "@mantine/core";

export interface BayanMarkProps {
  size?: number;
}

/** The Bayan mark: a speech bubble with two lines of text. Decorative; pair it with a text label. */
export function BayanMark({ size = 28 }: BayanMarkProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      style={{ flex: "none" }}
    >
      <path
        d="M9 2h14a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H15l-6 5v-5a7 7 0 0 1-7-7V9a7 7 0 0 1 7-7z"
        fill="var(--mantine-primary-color-filled)"
      />
      <path
        d="M9.5 11h13M9.5 17h8"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export interface BayanLogoProps {
  /** The product name in the current language ("Bayan" or "بيان"). */
  label: string;
  size?: number;
}

/** Mark and word mark side by side; mirrors with the page direction. */
export function BayanLogo({ label, size = 28 }: BayanLogoProps) {
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <BayanMark size={size} />
      <Text component="span" fw={800} fz={size * 0.75} lh={1} c="var(--mantine-color-bright)">
        {label}
      </Text>
    </Group>
  );
}
