import {
  contactPriorities,
  contactStatuses,
  type ContactPriority,
  type ContactStatus,
} from "@bayan/trpc/rules";
import { Button, CloseButton, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useContactLabels } from "./labels";
import type { ContactSearch } from "./search";
import { SEARCH_DEBOUNCE_MS } from "../../search";

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
  const [query, setQuery] = useState(search.search ?? "");

  const pushQuery = useDebouncedCallback((value: string) => {
    onChange({ search: value.trim() || undefined }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  // The address changed by other means (Reset, the back button): show its search. (After the
  // debounced push lands, the address holds what is typed, trimmed: nothing to overwrite.)
  const fromAddress = search.search ?? "";
  const [seenAddress, setSeenAddress] = useState(fromAddress);
  if (seenAddress !== fromAddress) {
    setSeenAddress(fromAddress);
    if (fromAddress !== query.trim()) setQuery(fromAddress);
  }

  const filtered =
    Boolean(search.search || search.status || search.priority || search.sortBy) || query !== "";

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
      <TextInput
        label={t`Search`}
        placeholder={t`Name, email, subject or message`}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => {
          setQuery(event.currentTarget.value);
          pushQuery(event.currentTarget.value);
        }}
        rightSection={
          query ? (
            <CloseButton
              size="sm"
              aria-label={t`Clear the search`}
              onClick={() => {
                pushQuery.cancel();
                setQuery("");
                onChange({ search: undefined });
              }}
            />
          ) : null
        }
        style={{ flex: "1 1 240px" }}
        maw={{ base: "100%", sm: 360 }}
      />
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
          pushQuery.cancel();
          setQuery("");
          onReset();
        }}
      >
        {t`Reset`}
      </Button>
    </Group>
  );
}
