import { userRoles, userStatuses, type UserRole, type UserStatus } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Collapse, Group, Select, Stack } from "@mantine/core";
import { useId, useState } from "react";
import { useUserLabels } from "./labels";
import type { UsersSearch } from "./search";
import { FiltersToggle, ResetFiltersButton } from "../../lib/FilterButtons";
import { SearchField, useDebouncedSearch } from "../../lib/SearchField";

const ALL = "all";

export interface UsersFiltersProps {
  search: UsersSearch;
  /** Puts new filters in the address (undefined drops one); the page goes back to 1. */
  onChange: (
    filters: Partial<Pick<UsersSearch, "search" | "status" | "role">>,
    options?: { replace?: boolean },
  ) => void;
  onReset: () => void;
}

/**
 * SPEC 2.10: the search on name or email (asked 300 ms after typing stops), and behind a Filters
 * button the status and role filters with Reset. Everything lives in the address.
 */
export function UsersFilters({ search, onChange, onReset }: UsersFiltersProps) {
  const { t } = useLingui();
  const labels = useUserLabels();
  const panelId = useId();
  const query = useDebouncedSearch(search.search, (value, options) =>
    onChange({ search: value }, options),
  );
  // Open from the start when the address already filters.
  const [open, setOpen] = useState(Boolean(search.status || search.role));

  const filtered = Boolean(search.search || search.status || search.role) || query.query !== "";
  const chosen = (search.status ? 1 : 0) + (search.role ? 1 : 0);

  const statusOptions = [
    { value: ALL, label: t`All statuses` },
    ...userStatuses.map((value) => ({ value, label: labels.status[value] })),
  ];
  const roleOptions = [
    { value: ALL, label: t`All roles` },
    ...userRoles.map((value) => ({ value, label: labels.role[value] })),
  ];

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField search={query} placeholder={t`Name or email`} />
        {/* The two buttons share a line, on a phone too. */}
        <Group gap="sm" wrap="nowrap">
          <FiltersToggle
            open={open}
            onToggle={() => setOpen((was) => !was)}
            panelId={panelId}
            chosen={chosen}
          />
          <ResetFiltersButton
            disabled={!filtered}
            onClick={() => {
              query.reset();
              onReset();
            }}
          />
        </Group>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t`Status`}
            data={statusOptions}
            value={search.status ?? ALL}
            allowDeselect={false}
            onChange={(value) =>
              onChange({ status: value && value !== ALL ? (value as UserStatus) : undefined })
            }
            w={{ base: "100%", xs: 200 }}
          />
          <Select
            label={t`Role`}
            data={roleOptions}
            value={search.role ?? ALL}
            allowDeselect={false}
            onChange={(value) =>
              onChange({ role: value && value !== ALL ? (value as UserRole) : undefined })
            }
            w={{ base: "100%", xs: 200 }}
          />
        </Group>
      </Collapse>
    </Stack>
  );
}
