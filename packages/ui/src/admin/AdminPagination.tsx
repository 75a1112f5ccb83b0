import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Pagination.css";

import { Group, Pagination } from "@mantine/core";
import { paginationItems } from "./pagination.js";

/** The pagination bar's words, already translated by the app. */
export interface PaginationLabels {
  /** The navigation landmark's name ("Pagination", "Sections pages"). */
  navigation: string;
  previous: string;
  next: string;
  /** A page button's name ("Page 3"). */
  page: (page: number) => string;
  /** The digits on a page button; plain numbers when absent. */
  formatPage?: (page: number) => string;
}

export interface AdminPaginationProps {
  /** The current page, from 1. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  disabled?: boolean;
}

/**
 * Previous, the pages `paginationItems` picks (first, last, two neighbours each side of the current
 * page, ellipses for the gaps) and next, in a navigation landmark. Nothing at all for one page or
 * none (SPEC 9). The arrows turn round in right-to-left.
 */
export function AdminPagination({
  page,
  totalPages,
  onPageChange,
  labels,
  disabled,
}: AdminPaginationProps) {
  const items = paginationItems(page, totalPages);
  if (items.length === 0) return null;
  const format = labels.formatPage ?? String;
  return (
    <nav aria-label={labels.navigation}>
      <Pagination.Root
        total={totalPages}
        value={page}
        onChange={onPageChange}
        size="sm"
        disabled={disabled}
      >
        <Group gap={6} justify="center" wrap="wrap">
          <Pagination.Previous aria-label={labels.previous} />
          {items.map((item, index) =>
            item === "ellipsis" ? (
              <Pagination.Dots key={`ellipsis-${index}`} aria-hidden="true" />
            ) : (
              <Pagination.Control
                key={item}
                active={item === page}
                aria-current={item === page ? "page" : undefined}
                aria-label={labels.page(item)}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {format(item)}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label={labels.next} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
