import "@mantine/core/styles/EmptyState.css";

import { EmptyState as MantineEmptyState } from "@mantine/core";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  /** A decorative icon (hidden from assistive technology; the title says it all). */
  icon: ReactNode;
  /** What is missing, already translated ("No sections yet"). */
  title: ReactNode;
  /** What to do about it, already translated ("Try another search"). */
  hint?: ReactNode;
  /** An optional call to action (a button or link). */
  action?: ReactNode;
  /** Renders the title as a heading of this level; by default it is plain text. */
  titleOrder?: 2 | 3 | 4 | 5 | 6;
}

/** A centred "nothing here" block: in an empty table (AdminTable) and in empty lists and panels. */
export function EmptyState({ icon, title, hint, action, titleOrder }: EmptyStateProps) {
  return (
    <MantineEmptyState size="sm" py="xl" px="md" withIndicatorBackground>
      <MantineEmptyState.Indicator aria-hidden="true">{icon}</MantineEmptyState.Indicator>
      <MantineEmptyState.Title order={titleOrder}>{title}</MantineEmptyState.Title>
      {hint ? <MantineEmptyState.Description>{hint}</MantineEmptyState.Description> : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
