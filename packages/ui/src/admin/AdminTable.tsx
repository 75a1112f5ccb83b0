import "@mantine/core/styles/ScrollArea.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Flex.css";
import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/Checkbox.css";
// The app loads Mantine's styles without CSS layers (apps/web/src/styles.ts), so the table's own
// non-layer file, after Mantine's, keeps its overrides on top.
import "mantine-datatable/styles.css";

import { Box, Group, Text, useDirection } from "@mantine/core";
import { DataTable, type DataTableColumn, type DataTableColumnTextAlign } from "mantine-datatable";
import type { CSSProperties, Key, KeyboardEvent, MouseEvent, ReactNode } from "react";
import { AdminPagination, type PaginationLabels } from "./AdminPagination.js";
import { SortHeader } from "./SortHeader.js";
import { pageCount } from "./pagination.js";
import { nextSort, type SortState } from "./sorting.js";

export interface AdminTableColumn<T> {
  /** The record field shown when there is no `render` (dot paths reach nested fields). */
  accessor: string;
  /** The header, already translated. */
  title: ReactNode;
  render?: (record: T, index: number) => ReactNode;
  /** A click on the header cycles ascending, descending, no sort (needs `onSortChange`). */
  sortable?: boolean;
  /** The `SortState.column` this column sorts by; the accessor by default. */
  sortKey?: string;
  /** Logical alignment: `start` (the default) and `end` follow the page direction. */
  textAlign?: "start" | "center" | "end";
  width?: number | string;
  /** Keeps the cell on one line (the table scrolls sideways instead). */
  noWrap?: boolean;
  hidden?: boolean;
}

/** The words of the selection checkboxes, already translated. */
export interface SelectionLabels<T> {
  /** The header checkbox ("Select all on this page"). */
  all: string;
  /** A row's checkbox ("Select Jane Doe"). */
  row: (record: T, index: number) => string;
}

/** "Showing 11 to 20 of 45", in the app's language. */
export type ShowingText = (from: number, to: number, total: number) => string;

type PaginationProps =
  | {
      /** The current page, from 1; `records` holds only this page. */
      page: number;
      pageSize: number;
      totalRecords: number;
      onPageChange: (page: number) => void;
      paginationLabels: PaginationLabels;
      showingText: ShowingText;
    }
  | {
      page?: undefined;
      pageSize?: undefined;
      totalRecords?: undefined;
      onPageChange?: undefined;
      paginationLabels?: undefined;
      showingText?: undefined;
    };

type SelectionProps<T> =
  | {
      selectedRecords: T[];
      onSelectedRecordsChange: (records: T[]) => void;
      selectionLabels: SelectionLabels<T>;
    }
  | {
      selectedRecords?: undefined;
      onSelectedRecordsChange?: undefined;
      selectionLabels?: undefined;
    };

export type AdminTableProps<T> = {
  /** The table's accessible name, already translated. */
  label: string;
  columns: AdminTableColumn<T>[];
  /** The records of the current page only. */
  records: T[];
  /** The field (or function) giving each record a unique key; `id` by default. */
  idAccessor?: string | ((record: T) => Key);
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  onRowClick?: (record: T, index: number) => void;
  /** Shows a loader over the table while a page is on its way. */
  fetching?: boolean;
  /** Shown in the table when there are no records (an `EmptyState`). */
  emptyState: ReactNode;
  /** The table's minimum width: narrower screens scroll it sideways instead of squeezing it. */
  minWidth?: number | string;
  /**
   * Keeps the last column (the row's actions) in view at the end side while the rest of the
   * table scrolls sideways beneath it, in both directions.
   */
  pinLastColumn?: boolean;
  /** Keeps the first column (what names the row) in view at the start side likewise. */
  pinFirstColumn?: boolean;
  /**
   * The space either side of each cell's content, in px; 10 by default (a table of many columns
   * may take less to fit a screen).
   */
  cellPadding?: number;
} & PaginationProps &
  SelectionProps<T>;

const EMPTY_MIN_HEIGHT = 260;

// mantine-datatable 9.4's stylesheet draws a border between columns in right-to-left only
// (`[dir=rtl] td:not(:first-of-type) { border-right }`); this keeps both directions alike.
const NO_COLUMN_BORDER = { borderInlineStart: 0 };
const noColumnBorder = () => NO_COLUMN_BORDER;

// A table wider than its box must not look complete: its horizontal scrollbar stays in sight while
// there is more to scroll to (below the last row, not over it), and the shade at the edge where
// columns are hidden (and beside a pinned column) is darker than mantine-datatable's 5% (the
// colour follows the scheme: theme.ts).
const SCROLL_AREA = { type: "auto", offsetScrollbars: "present", scrollbars: "x" } as const;
const EDGE_SHADE = "var(--bayan-table-edge-shade, rgba(0, 0, 0, 0.16))";
const EDGE_SHADOWS = {
  "--mantine-datatable-shadow-background-left": `linear-gradient(90deg, ${EDGE_SHADE}, transparent)`,
  "--mantine-datatable-shadow-background-right": `linear-gradient(270deg, ${EDGE_SHADE}, transparent)`,
} as CSSProperties;

/**
 * The part of the table in sight (the scroll box) is a query container: a cell can be sized with
 * `cqi` to what shows on the screen, e.g. a column that should end where a pinned column starts
 * on a phone (its text otherwise runs under the pinned column). The box's width never depends on
 * the table's, so containing it changes nothing else.
 */
const VIEWPORT_STYLE = { containerType: "inline-size" } as const;

/**
 * The row checkboxes' column stays in sight at the start side (position: sticky). At fractional
 * row offsets Chromium draws that column's row dividers (each cell's bottom border) a pixel off,
 * where the next cell covers them: on a phone most rows had no divider there. Each row's cell draws
 * the divider above it instead, as a shadow (painted after the cell before, so never covered), in
 * place of the bottom borders. The header row keeps its own border (HEADER_STYLE): nothing is
 * above it, and the first row's shadow would be under the header.
 */
const SELECTION_COLUMN_STYLE = {
  borderBottomColor: "var(--admin-table-selection-border, transparent)",
  boxShadow:
    "var(--admin-table-selection-divider, 0 -1px 0 var(--mantine-datatable-row-border-color))",
} as CSSProperties;
const HEADER_STYLE = {
  "--admin-table-selection-border": "var(--mantine-datatable-border-color)",
  "--admin-table-selection-divider": "none",
} as CSSProperties;

const INTERACTIVE = "a, button, input, select, textarea, label, [role='button'], [role='checkbox']";

/** True when the click landed on a control inside the row (its own action wins). */
function fromControl(event: MouseEvent | KeyboardEvent) {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  const control = target.closest(INTERACTIVE);
  return (
    control !== null && control !== event.currentTarget && event.currentTarget.contains(control)
  );
}

/**
 * The admin screens' table (SPEC 2.10, 2.15-2.17): mantine-datatable with server-driven sorting
 * (ascending, descending, none), the SPEC 9 pagination bar under a "Showing X to Y of Z" line,
 * optional row selection and row click, a loader while fetching and an empty state. It scrolls
 * sideways inside its own box on narrow screens.
 */
export function AdminTable<T>(props: AdminTableProps<T>) {
  const {
    label,
    columns,
    records,
    idAccessor = "id",
    sort = null,
    onSortChange,
    onRowClick,
    fetching = false,
    emptyState,
    minWidth,
    pinLastColumn = false,
    pinFirstColumn = false,
    cellPadding = 10,
  } = props;
  const { dir } = useDirection();
  const empty = records.length === 0;

  // mantine-datatable aligns by physical side; "start" needs nothing (Mantine's cells start-align).
  const physicalAlign = (
    align: AdminTableColumn<T>["textAlign"],
  ): DataTableColumnTextAlign | undefined => {
    if (align === "center") return "center";
    if (align === "end") return dir === "rtl" ? "left" : "right";
    return undefined;
  };

  const tableColumns: DataTableColumn<T>[] = columns.map((column) => {
    const key = column.sortKey ?? column.accessor;
    const direction = sort && sort.column === key ? sort.direction : null;
    return {
      accessor: column.accessor,
      title:
        column.sortable && onSortChange ? (
          <SortHeader
            title={column.title}
            direction={direction}
            onSort={() => onSortChange(nextSort(sort, key))}
          />
        ) : (
          column.title
        ),
      render: column.render,
      textAlign: physicalAlign(column.textAlign),
      width: column.width,
      noWrap: column.noWrap,
      hidden: column.hidden,
      titleStyle: NO_COLUMN_BORDER,
      cellsStyle: noColumnBorder,
    };
  });

  const selection = props.selectedRecords
    ? {
        selectedRecords: props.selectedRecords,
        onSelectedRecordsChange: props.onSelectedRecordsChange,
        selectionColumnStyle: SELECTION_COLUMN_STYLE,
        allRecordsSelectionCheckboxProps: { "aria-label": props.selectionLabels.all },
        getRecordSelectionCheckboxProps: (record: T, index: number) => ({
          "aria-label": props.selectionLabels.row(record, index),
        }),
      }
    : {};

  return (
    <Box miw={0} maw="100%" aria-busy={fetching || undefined}>
      <DataTable<T>
        aria-label={label}
        columns={tableColumns}
        records={records}
        idAccessor={idAccessor}
        fetching={fetching}
        minHeight={empty ? EMPTY_MIN_HEIGHT : undefined}
        withTableBorder
        borderRadius="md"
        verticalSpacing="sm"
        horizontalSpacing={cellPadding}
        highlightOnHover={Boolean(onRowClick)}
        styles={{
          header: HEADER_STYLE,
          ...(minWidth === undefined ? {} : { table: { minWidth } }),
        }}
        style={EDGE_SHADOWS}
        pinLastColumn={pinLastColumn}
        pinFirstColumn={pinFirstColumn}
        // The box scrolls sideways on narrow screens: keyboard users reach it with Tab and scroll
        // it with the arrow keys, even when no cell holds a control (WCAG 2.1.1).
        scrollAreaProps={{
          ...SCROLL_AREA,
          viewportProps: { tabIndex: 0, role: "group", "aria-label": label, style: VIEWPORT_STYLE },
        }}
        // The overlay ignores the pointer; the empty state's action must not.
        emptyState={
          empty && !fetching ? <Box style={{ pointerEvents: "auto" }}>{emptyState}</Box> : <></>
        }
        onRowClick={
          onRowClick
            ? ({ event, record, index }) => {
                if (!fromControl(event)) onRowClick(record, index);
              }
            : undefined
        }
        // Clickable rows are reachable by keyboard too: Tab to the row, Enter or Space.
        rowClassName={onRowClick ? "mantine-focus-auto" : undefined}
        rowStyle={onRowClick ? () => ({ outlineOffset: "-2px" }) : undefined}
        customRowAttributes={
          onRowClick
            ? (record, index) => ({
                tabIndex: 0,
                onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
                  if (event.target !== event.currentTarget) return;
                  if (event.key !== "Enter" && event.key !== " ") return;
                  event.preventDefault();
                  onRowClick(record, index);
                },
              })
            : undefined
        }
        {...selection}
      />
      {props.page !== undefined && !empty ? (
        <PaginationFooter
          page={props.page}
          pageSize={props.pageSize}
          totalRecords={props.totalRecords}
          onPageChange={props.onPageChange}
          labels={props.paginationLabels}
          showingText={props.showingText}
        />
      ) : null}
    </Box>
  );
}

interface PaginationFooterProps {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  showingText: ShowingText;
}

function PaginationFooter({
  page,
  pageSize,
  totalRecords,
  onPageChange,
  labels,
  showingText,
}: PaginationFooterProps) {
  const totalPages = pageCount(totalRecords, pageSize);
  if (totalPages === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalRecords);
  return (
    <Group justify="space-between" align="center" gap="sm" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {showingText(from, to, totalRecords)}
      </Text>
      <AdminPagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        labels={labels}
      />
    </Group>
  );
}
