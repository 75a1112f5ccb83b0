import { Badge } from "@mantine/core";

/**
 * A status in words with a coloured dot (the colour only echoes the words), never cut short by
 * a narrow column: the words are the status.
 */
export function StatusDot({ color, label }: { color: string; label: string }) {
  return (
    <Badge variant="dot" color={color} tt="none" size="md" miw="max-content">
      {label}
    </Badge>
  );
}
