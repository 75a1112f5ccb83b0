import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Group.css";

import { Group, UnstyledButton } from "@mantine/core";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { ArrowDownIcon, ArrowUpIcon, SortableIcon } from "./icons.js";
import type { SortDirection } from "./sorting.js";

export interface SortHeaderProps {
  title: ReactNode;
  /** This column's direction when the table is sorted by it, else null. */
  direction: SortDirection | null;
  onSort: () => void;
}

const ARIA_SORT: Record<SortDirection, "ascending" | "descending"> = {
  asc: "ascending",
  desc: "descending",
};

/**
 * A sortable column's title: a real button (Enter and Space, visible focus) inside a plain column
 * header. The header carries `aria-sort` while the table is sorted by it, so screen readers
 * announce the order in their own language; the arrow is decorative.
 */
export function SortHeader({ title, direction, onSort }: SortHeaderProps) {
  const ref = useRef<HTMLButtonElement>(null);

  // The <th> belongs to mantine-datatable, which has no prop for its attributes.
  useLayoutEffect(() => {
    const header = ref.current?.closest("th");
    if (!header) return;
    if (direction) header.setAttribute("aria-sort", ARIA_SORT[direction]);
    else header.removeAttribute("aria-sort");
  }, [direction]);

  const Icon =
    direction === "asc" ? ArrowUpIcon : direction === "desc" ? ArrowDownIcon : SortableIcon;
  return (
    <UnstyledButton
      ref={ref}
      onClick={onSort}
      fw="inherit"
      fz="inherit"
      c="inherit"
      w="100%"
      // mantine-datatable clips the header title's box (overflow: hidden), so the focus ring is
      // drawn inside the button, with a little padding to keep it off the text.
      style={{
        borderRadius: "var(--mantine-radius-sm)",
        textAlign: "inherit",
        padding: "2px 4px",
        outlineOffset: "-2px",
      }}
    >
      <Group component="span" gap={6} wrap="nowrap" justify="space-between">
        <span>{title}</span>
        <Icon size={14} style={{ opacity: direction ? 1 : 0.6 }} />
      </Group>
    </UnstyledButton>
  );
}
