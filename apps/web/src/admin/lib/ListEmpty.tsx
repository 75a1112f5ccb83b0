import { EmptyState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";

export interface ListEmptyProps {
  icon: Icon;
  title: string;
  hint: string;
  /** The list's filters: while they narrow it, the empty state offers to reset them. */
  list: { filtered: boolean; reset: () => void };
  /** Its words ("Reset filters" unless the screen's spec says otherwise). */
  resetLabel?: string;
  /** What to offer when nothing filters the list (Create the first course). */
  action?: ReactNode;
}

/** A list with no rows to show: why, what to try, and Reset while filters narrow it. */
export function ListEmpty({
  icon: EmptyIcon,
  title,
  hint,
  list,
  resetLabel,
  action,
}: ListEmptyProps) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<EmptyIcon size={28} aria-hidden="true" />}
      title={title}
      hint={hint}
      action={
        list.filtered ? (
          <Button variant="default" onClick={list.reset}>
            {resetLabel ?? t`Reset filters`}
          </Button>
        ) : (
          action
        )
      }
    />
  );
}
