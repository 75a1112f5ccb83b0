import { waitlistStatuses, type WaitlistStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Button, CloseButton, Group, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconFilterOff, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useWaitlistLabels } from "./labels";
import { SEARCH_DEBOUNCE_MS } from "../../search";

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
  const [text, setText] = useState(search ?? "");
  const commit = useDebouncedCallback((value: string) => {
    const trimmed = value.trim();
    onSearchChange(trimmed === "" ? undefined : trimmed);
  }, SEARCH_DEBOUNCE_MS);

  // The address changed other than by this box (reset, back button): the box follows it, unless
  // more typing is on its way.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (!commit.isPending() && (search ?? "") !== text.trim()) setText(search ?? "");
  }

  const options = [
    { value: "all", label: t`All statuses` },
    ...waitlistStatuses.map((value) => ({ value, label: labels.status[value] })),
  ];
  const filtered = Boolean(search || status || text.trim());

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="search"
        label={t`Search`}
        placeholder={t`Search by email`}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          commit(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit.flush();
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={
          text ? (
            <CloseButton
              size="sm"
              aria-label={t`Clear the search`}
              onClick={() => {
                commit.cancel();
                setText("");
                onSearchChange(undefined);
              }}
            />
          ) : null
        }
        w={{ base: "100%", xs: 280 }}
      />
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
      <Button
        variant="subtle"
        leftSection={<IconFilterOff size={16} aria-hidden="true" />}
        onClick={() => {
          commit.cancel();
          setText("");
          onReset();
        }}
        disabled={!filtered}
      >
        {t`Reset filters`}
      </Button>
    </Group>
  );
}
