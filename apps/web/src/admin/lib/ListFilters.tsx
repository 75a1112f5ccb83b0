import { useLingui } from "@lingui/react/macro";
import { Collapse, Group, Select, Stack } from "@mantine/core";
import { useId, useState, type ReactNode } from "react";
import { FiltersToggle, ResetFiltersButton } from "./FilterButtons";
import { SearchField, useDebouncedSearch } from "./SearchField";
import type { ListControls } from "./useListState";

const ALL = "all";

/** The list's search box, committed to the address once typing pauses (back to page 1). */
export function useListSearchField(list: Pick<ListControls, "search" | "change">) {
  return useDebouncedSearch(list.search.search, (search, options) =>
    list.change({ search }, options),
  );
}

/** The filters the lists share: the address's key each sets. */
export type FilterName = "status" | "role" | "category" | "priority" | "language" | "reason";

/** Each filter's words: its label and the choice that filters nothing ("All statuses"). */
function useFilterWords(): Record<FilterName, { label: string; all: string }> {
  const { t } = useLingui();
  return {
    status: { label: t`Status`, all: t`All statuses` },
    role: { label: t`Role`, all: t`All roles` },
    category: { label: t`Category`, all: t`All categories` },
    priority: { label: t`Priority`, all: t`All priorities` },
    language: { label: t`Language`, all: t`All languages` },
    reason: { label: t`Reason`, all: t`All reasons` },
  };
}

export interface FilterSelectProps<V extends string> {
  list: Pick<ListControls, "search" | "change">;
  /** The address's key it sets, which gives its words. */
  name: FilterName;
  /** Its values, in the order offered, and their words. */
  values: readonly V[];
  labels: Record<V, string> | ((value: V) => string);
  /** Said for no filter instead of the usual "All …". */
  all?: string;
  /** A name for screen readers only, no visible label (a row of filters without labels). */
  hideLabel?: boolean;
  w?: Parameters<typeof Select>[0]["w"];
}

/** One filter of a list: "All …" or a value, kept in the address (a change goes to page 1). */
export function FilterSelect<V extends string>({
  list,
  name,
  values,
  labels,
  all,
  hideLabel,
  w = { base: "100%", xs: 200 },
}: FilterSelectProps<V>) {
  const words = useFilterWords()[name];
  const label = words.label;
  const options = values.map((value) => ({
    value,
    label: typeof labels === "function" ? labels(value) : labels[value],
  }));
  const value = (list.search as Record<string, unknown>)[name];
  return (
    <Select
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      data={[{ value: ALL, label: all ?? words.all }, ...options]}
      value={typeof value === "string" ? value : ALL}
      allowDeselect={false}
      onChange={(next) => list.change({ [name]: next && next !== ALL ? next : undefined })}
      w={w}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export interface ListFiltersProps {
  list: ListControls;
  /** The search box's hint ("Name or email"); none: the list has no search (filters only). */
  placeholder?: string;
  /** The filters (FilterSelect), behind a Filters button when `collapsible`. */
  children: ReactNode;
  collapsible?: boolean;
  /** Beside the search, before the buttons (an order). */
  extra?: ReactNode;
}

/**
 * A list's search, filters and Reset (SPEC 2.10's collapsible filters where `collapsible`; the
 * search asked 300 ms after typing stops). Everything lives in the address.
 */
export function ListFilters({
  list,
  placeholder,
  children,
  collapsible = false,
  extra,
}: ListFiltersProps) {
  const panelId = useId();
  const query = useListSearchField(list);
  const chosen = list.filterKeys.filter(
    (key) => (list.search as Record<string, unknown>)[key] !== undefined,
  ).length;
  // Open from the start when the address already filters.
  const [open, setOpen] = useState(chosen > 0);
  const reset = (
    <ResetFiltersButton
      disabled={!list.resettable && query.query.trim() === ""}
      onClick={() => {
        query.reset();
        list.reset();
      }}
    />
  );
  const search =
    placeholder === undefined ? null : <SearchField search={query} placeholder={placeholder} />;

  if (!collapsible) {
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {search}
        {children}
        {extra}
        {reset}
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {search}
        {extra}
        {/* The two buttons share a line where it is wide enough (Arabic's words are longer). */}
        <Group gap="sm" wrap="wrap">
          <FiltersToggle
            open={open}
            onToggle={() => setOpen((was) => !was)}
            panelId={panelId}
            chosen={chosen}
          />
          {reset}
        </Group>
      </Group>
      <Collapse expanded={open} id={panelId}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          {children}
        </Group>
      </Collapse>
    </Stack>
  );
}
