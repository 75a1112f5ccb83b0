import { waitlistStatuses, type WaitlistStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Group, Select } from "@mantine/core";
import { useWaitlistLabels } from "./labels";
import { ResetFiltersButton } from "../../lib/FilterButtons";
import { SearchField, useDebouncedSearch } from "../../lib/SearchField";

export interface WaitlistFiltersProps {
  search: string | undefined;
  status: WaitlistStatus | undefined;
  onSearchChange: (search: string | undefined) => void;
  onStatusChange: (status: WaitlistStatus | undefined) => void;
  onReset: () => void;
}

/** Search on the email, the status filter (all, pending, sent, completed) and a reset. */
export function WaitlistFilters({
  search,
  status,
  onSearchChange,
  onStatusChange,
  onReset,
}: WaitlistFiltersProps) {
  const { t } = useLingui();
  const labels = useWaitlistLabels();
  const query = useDebouncedSearch(search, (value) => onSearchChange(value));

  const options = [
    { value: "all", label: t`All statuses` },
    ...waitlistStatuses.map((value) => ({ value, label: labels.status[value] })),
  ];
  const filtered = Boolean(search || status || query.query.trim());

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField search={query} placeholder={t`Search by email`} />
      <Select
        label={t`Status`}
        data={options}
        value={status ?? "all"}
        onChange={(value) =>
          onStatusChange(value && value !== "all" ? (value as WaitlistStatus) : undefined)
        }
        allowDeselect={false}
        w={{ base: "100%", xs: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      <ResetFiltersButton
        disabled={!filtered}
        onClick={() => {
          query.reset();
          onReset();
        }}
      />
    </Group>
  );
}
