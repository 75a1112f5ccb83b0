import {
  courseCategories,
  courseStatuses,
  type CourseCategory,
  type CourseStatus,
  type courseSortFields,
} from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Collapse, Group, Select, Stack } from "@mantine/core";
import { useId, useState } from "react";
import { FiltersToggle, ResetFiltersButton } from "../../lib/FilterButtons";
import { SearchField, useDebouncedSearch } from "../../lib/SearchField";
import { useCourseLabels } from "./labels";

const ALL = "all";

/** The ways the grid may be ordered: the list call's sort field and direction together. */
export const COURSE_ORDERS = [
  "updatedAt-desc",
  "title-asc",
  "students-desc",
  "completion-desc",
  "completion-asc",
] as const;
export type CourseOrder = (typeof COURSE_ORDERS)[number];
export type CourseSortField = (typeof courseSortFields)[number];

/** What the screen asks the list for (kept in the screen, SPEC 2.11). */
export interface CourseFilterState {
  search?: string;
  status?: CourseStatus;
  category?: CourseCategory;
  order: CourseOrder;
}

export const DEFAULT_FILTERS: CourseFilterState = { order: "updatedAt-desc" };

export function isFiltered(filters: CourseFilterState) {
  return Boolean(filters.search || filters.status || filters.category);
}

export interface CourseFiltersProps {
  value: CourseFilterState;
  /** New filters (undefined drops one); the screen goes back to page 1. */
  onChange: (next: Partial<CourseFilterState>) => void;
  onReset: () => void;
}

/**
 * SPEC 2.11: the search on title, instructor or description (asked 300 ms after typing stops),
 * and behind a Filters button the status and category filters; the order of the cards; Reset.
 */
export function CourseFilters({ value, onChange, onReset }: CourseFiltersProps) {
  const { t } = useLingui();
  const labels = useCourseLabels();
  const panelId = useId();
  const query = useDebouncedSearch(value.search, (search) => onChange({ search }));
  const [open, setOpen] = useState(false);

  const filtered = isFiltered(value) || query.query !== "" || value.order !== DEFAULT_FILTERS.order;
  const chosen = (value.status ? 1 : 0) + (value.category ? 1 : 0);

  const orderLabels: Record<CourseOrder, string> = {
    "updatedAt-desc": t`Recently updated`,
    "title-asc": t`Title (A to Z)`,
    "students-desc": t`Most students`,
    "completion-desc": t`Highest completion`,
    "completion-asc": t`Lowest completion`,
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField search={query} placeholder={t`Title, instructor or description`} />
        <Select
          label={t`Sort by`}
          data={COURSE_ORDERS.map((order) => ({ value: order, label: orderLabels[order] }))}
          value={value.order}
          allowDeselect={false}
          onChange={(order) => order && onChange({ order })}
          w={{ base: "100%", xs: 200 }}
        />
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
            data={[
              { value: ALL, label: t`All statuses` },
              ...courseStatuses.map((status) => ({ value: status, label: labels.status[status] })),
            ]}
            value={value.status ?? ALL}
            allowDeselect={false}
            onChange={(status) =>
              onChange({
                status: status && status !== ALL ? status : undefined,
              })
            }
            w={{ base: "100%", xs: 200 }}
          />
          <Select
            label={t`Category`}
            data={[
              { value: ALL, label: t`All categories` },
              ...courseCategories.map((category) => ({
                value: category,
                label: labels.category[category],
              })),
            ]}
            value={value.category ?? ALL}
            allowDeselect={false}
            onChange={(category) =>
              onChange({
                category: category && category !== ALL ? category : undefined,
              })
            }
            w={{ base: "100%", xs: 200 }}
          />
        </Group>
      </Collapse>
    </Stack>
  );
}

/** The list call's sort for an order. */
export function orderInput(order: CourseOrder): {
  sortBy: CourseSortField;
  sortDir: "asc" | "desc";
} {
  const [sortBy, sortDir] = order.split("-") as [CourseSortField, "asc" | "desc"];
  return { sortBy, sortDir };
}
