import type { PaginationLabels, ShowingText } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { useAdminFormat } from "./format";

/** "Showing 1 to 10 of 14 emails": the figures come written in the interface's digits. */
export type ShowingWords = (first: string, last: string, all: string) => string;

/**
 * A paged list's words, in the interface language and its digits: the pagination's ("Previous
 * page", "Page 3") named `navigation` ("User pages"), and "Showing 1 to 10 of 14" (or the list's
 * own `showing` words).
 */
export function useTableLabels(
  navigation: string,
  showing?: ShowingWords,
): {
  paginationLabels: PaginationLabels;
  showingText: ShowingText;
} {
  const { t } = useLingui();
  const format = useAdminFormat();
  return {
    paginationLabels: {
      navigation,
      previous: t`Previous page`,
      next: t`Next page`,
      page: (n) => {
        const number = format.number(n);
        return t`Page ${number}`;
      },
      formatPage: format.number,
    },
    showingText: (from, to, total) => {
      const first = format.number(from);
      const last = format.number(to);
      const all = format.number(total);
      return showing ? showing(first, last, all) : t`Showing ${first} to ${last} of ${all}`;
    },
  };
}
