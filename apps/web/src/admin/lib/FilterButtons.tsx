import { useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconFilterOff } from "@tabler/icons-react";

export interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it opens (aria-controls). */
  panelId: string;
  /** How many filters are chosen: "Filters (2)". */
  chosen: number;
}

/** The Filters button that opens and closes a list's filter panel (SPEC 2.10's collapsible filters). */
export function FiltersToggle({ open, onToggle, panelId, chosen }: FiltersToggleProps) {
  const { t } = useLingui();
  return (
    <Button
      variant={open ? "light" : "default"}
      leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {chosen > 0 ? t`Filters (${chosen})` : t`Filters`}
    </Button>
  );
}

/** "Reset filters": enabled while anything filters the list. */
export function ResetFiltersButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useLingui();
  return (
    <Button
      variant="subtle"
      leftSection={<IconFilterOff size={16} aria-hidden="true" />}
      disabled={disabled}
      onClick={onClick}
    >
      {t`Reset filters`}
    </Button>
  );
}
