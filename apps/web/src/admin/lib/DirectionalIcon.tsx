import { useDirection } from "@mantine/core";
import type { Icon, IconProps } from "@tabler/icons-react";

export interface DirectionalIconProps extends IconProps {
  /**
   * A Tabler icon drawn for left-to-right: it points or moves towards the right (forward), or to
   * the left (back, undo).
   */
  icon: Icon;
}

/**
 * An icon that points along the reading direction (send, log out, forward) or against it (back,
 * undo, restore), mirrored in right-to-left so that it points as the text goes, as the rest of
 * the layout does.
 */
export function DirectionalIcon({ icon: TablerIcon, style, ...props }: DirectionalIconProps) {
  const { dir } = useDirection();
  const mirrored = dir === "rtl";
  return (
    <TablerIcon
      {...props}
      data-mirrored={mirrored || undefined}
      style={mirrored ? { ...style, transform: "scaleX(-1)" } : style}
    />
  );
}
