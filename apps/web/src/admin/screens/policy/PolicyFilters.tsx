import { languages, type SectionStatus } from "@bayan/trpc/rules";
import { useLingui } from "@lingui/react/macro";
import { Group } from "@mantine/core";
import type { ReactNode } from "react";
import { FilterSelect, useListSearchField, type FilterSelectProps } from "../../lib/ListFilters";
import { SearchField } from "../../lib/SearchField";
import type { ListControls } from "../../lib/useListState";
import { LANGUAGE_LABELS, STATUS_LABELS } from "./labels";

const PUBLISHED_FIRST: readonly SectionStatus[] = ["published", "draft"];

/** Half the row on a phone, so the two filters share a line under the search. */
const FILTER_WIDTH = { base: "calc(50% - var(--mantine-spacing-sm) / 2)", xs: 170 };

/**
 * The sections' search (title or content, asked once typing pauses), the language and status
 * filters, all in the address, and the Add section button at the end of the row.
 */
export function PolicyFilters({ list, add }: { list: ListControls; add: ReactNode }) {
  const { t, i18n } = useLingui();
  const query = useListSearchField(list);
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap" align="flex-end" style={{ flex: "1 1 32rem" }}>
        <SearchField
          search={query}
          aria-label={t`Search sections`}
          placeholder={t`Search title or content`}
        />
        <RowFilter
          list={list}
          name="language"
          values={languages}
          labels={(value) => i18n._(LANGUAGE_LABELS[value])}
        />
        <RowFilter
          list={list}
          name="status"
          values={PUBLISHED_FIRST}
          labels={(value) => i18n._(STATUS_LABELS[value])}
        />
      </Group>
      {add}
    </Group>
  );
}

/** A filter of the row: named for screen readers only, half the row on a phone. */
function RowFilter<V extends string>(props: Omit<FilterSelectProps<V>, "hideLabel" | "w">) {
  return <FilterSelect {...props} hideLabel w={FILTER_WIDTH} />;
}
