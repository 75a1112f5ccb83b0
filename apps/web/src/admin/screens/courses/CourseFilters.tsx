import { courseCategories, courseStatuses } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import type { ListState } from "../../lib/useListState";
import { useCourseLabels } from "./labels";
import { COURSE_ORDERS, orderOf, orderSort, type CourseOrder, type CoursesSearch } from "./search";

/**
 * SPEC 2.11: the search on title, instructor or description (asked 300 ms after typing stops), the
 * order of the cards, and behind a Filters button the status and category filters; Reset.
 */
export function CourseFilters({ list }: { list: ListState<CoursesSearch> }) {
  const { t } = useLingui();
  const labels = useCourseLabels();
  const orderLabels: Record<CourseOrder, string> = {
    "updatedAt-desc": t`Recently updated`,
    "title-asc": t`Title (A to Z)`,
    "students-desc": t`Most students`,
    "completion-desc": t`Highest completion`,
    "completion-asc": t`Lowest completion`,
  };

  return (
    <ListFilters
      list={list}
      placeholder={t`Title, instructor or description`}
      collapsible
      extra={
        <Select
          label={t`Sort by`}
          data={COURSE_ORDERS.map((order) => ({ value: order, label: orderLabels[order] }))}
          value={orderOf(list.search)}
          allowDeselect={false}
          onChange={(order) => {
            const chosen = COURSE_ORDERS.find((known) => known === order);
            if (chosen) list.change(orderSort(chosen));
          }}
          w={{ base: "100%", xs: 200 }}
        />
      }
    >
      <FilterSelect list={list} name="status" values={courseStatuses} labels={labels.status} />
      <FilterSelect
        list={list}
        name="category"
        values={courseCategories}
        labels={labels.category}
      />
    </ListFilters>
  );
}
