import type { CSSProperties } from "react";

// Small decorative line icons drawn here (packages/ui has no icon library). Each is hidden from
// assistive technology: the text next to it carries the meaning.

interface IconProps {
  size?: number;
  style?: CSSProperties;
  className?: string;
}

function Svg({ size = 16, style, className, d }: IconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: "none", ...style }}
      className={className}
    >
      <path d={d} />
    </svg>
  );
}

/** An arrow pointing up (a rising trend, an ascending sort). */
export function ArrowUpIcon(props: IconProps) {
  return <Svg {...props} d="M12 19V5M6 11l6-6 6 6" />;
}

/** An arrow pointing down (a falling trend, a descending sort). */
export function ArrowDownIcon(props: IconProps) {
  return <Svg {...props} d="M12 5v14M18 13l-6 6-6-6" />;
}

/** A level line (a flat trend); symmetric, so it needs no mirroring in right-to-left. */
export function FlatIcon(props: IconProps) {
  return <Svg {...props} d="M5 12h14" />;
}

/** Two chevrons, up and down: a column that can be sorted but is not. */
export function SortableIcon(props: IconProps) {
  return <Svg {...props} d="M8 9l4-4 4 4M16 15l-4 4-4-4" />;
}
