import {
  contactPriorities,
  contactStatuses,
  type ContactPriority,
  type ContactStatus,
} from "@bayan/trpc/rules";
import { Button, Group, Select } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { IconFilterOff } from "@tabler/icons-react";
import { useContactLabels } from "./labels";
import type { ContactSearch } from "./search";
import { SearchField, useDebouncedSearch } from "../../lib/SearchField";

const ALL = "all";

export interface ContactFiltersProps {
  search: ContactSearch;
  /** Puts new filters in the address (undefined drops one); the page goes back to 1. */
  onChange: (
    filters: Partial<Pick<ContactSearch, "search" | "status" | "priority">>,
    options?: { replace?: boolean },
  ) => void;
  onReset: () => void;
}

/**
 * Search, status (every status; "Spam" opens the spam folder), priority and Reset (SPEC 2.16).
 * Everything lives in the address, so a filtered view can be reloaded, shared and gone back to.
 */
export function ContactFilters({ search, onChange, onReset }: ContactFiltersProps) {
  const { t } = useLingui();
  const labels = useContactLabels();
  const query = useDebouncedSearch(search.search, (value, options) =>
    onChange({ search: value }, options),
  );

  const filtered =
    Boolean(search.search || search.status || search.priority || search.sortBy) ||
    query.query !== "";

  const statusOptions = [
    { value: ALL, label: t`All statuses` },
    ...contactStatuses.map((value) => ({
      value,
      label: value === "spam" ? t`Spam folder` : labels.status[value],
    })),
  ];
  const priorityOptions = [
    { value: ALL, label: t`All priorities` },
    ...contactPriorities.map((value) => ({ value, label: labels.priority[value] })),
  ];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchField search={query} placeholder={t`Name, email, subject or message`} />
      <Select
        label={t`Status`}
        data={statusOptions}
        value={search.status ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ status: value && value !== ALL ? (value as ContactStatus) : undefined })
        }
        w={{ base: "100%", xs: 180 }}
      />
      <Select
        label={t`Priority`}
        data={priorityOptions}
        value={search.priority ?? ALL}
        allowDeselect={false}
        onChange={(value) =>
          onChange({ priority: value && value !== ALL ? (value as ContactPriority) : undefined })
        }
        w={{ base: "100%", xs: 180 }}
      />
      <Button
        variant="default"
        leftSection={<IconFilterOff size={16} aria-hidden="true" />}
        disabled={!filtered}
        onClick={() => {
          query.reset();
          onReset();
        }}
      >
        {t`Reset`}
      </Button>
    </Group>
  );
}
