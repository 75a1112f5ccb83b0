import { screen, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUi } from "../test/render.js";
import { AdminTable, type AdminTableColumn } from "./AdminTable.js";
import type { PaginationLabels } from "./AdminPagination.js";
import { EmptyState } from "./EmptyState.js";
import type { SortState } from "./sorting.js";

interface Section {
  id: number;
  title: string;
  status: string;
}

const sections = (from: number, count: number): Section[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `Section ${from + i}`,
    status: i % 2 ? "draft" : "published",
  }));

const columns: AdminTableColumn<Section>[] = [
  { accessor: "title", title: "Title", sortable: true },
  { accessor: "status", title: "Status", sortable: true },
  { accessor: "id", title: "Number" },
];

const labels: PaginationLabels = {
  navigation: "Section pages",
  previous: "Previous page",
  next: "Next page",
  page: (page) => `Page ${page}`,
};

const showing = (from: number, to: number, total: number) =>
  `Showing ${from} to ${to} of ${total} sections`;

const empty = <EmptyState icon={<svg />} title="No sections yet" hint="Add the first one" />;

/** The table with its sort held in state, as a screen would. */
function SortableTable({ onSortChange }: { onSortChange: (sort: SortState | null) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <AdminTable
      label="Sections"
      columns={columns}
      records={sections(1, 3)}
      emptyState={empty}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe("AdminTable sorting", () => {
  it("cycles a header ascending, descending, none, and says so on the column header", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderUi(<SortableTable onSortChange={onSortChange} />);
    const titleHeader = screen.getByRole("columnheader", { name: "Title" });
    const button = within(titleHeader).getByRole("button", { name: "Title" });
    expect(titleHeader).not.toHaveAttribute("aria-sort");

    await user.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "title", direction: "asc" });
    expect(titleHeader).toHaveAttribute("aria-sort", "ascending");

    await user.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "title", direction: "desc" });
    expect(titleHeader).toHaveAttribute("aria-sort", "descending");

    await user.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(titleHeader).not.toHaveAttribute("aria-sort");
    expect(onSortChange).toHaveBeenCalledTimes(3);
  });

  it("starts another column ascending, and works from the keyboard", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderUi(<SortableTable onSortChange={onSortChange} />);
    await user.click(screen.getByRole("button", { name: "Title" }));
    await user.click(screen.getByRole("button", { name: "Title" }));

    screen.getByRole("button", { name: "Status" }).focus();
    await user.keyboard("{Enter}");
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "status", direction: "asc" });
    expect(screen.getByRole("columnheader", { name: "Status" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    expect(screen.getByRole("columnheader", { name: "Title" })).not.toHaveAttribute("aria-sort");

    await user.keyboard(" ");
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "status", direction: "desc" });
  });

  it("leaves a column without `sortable` as plain text", () => {
    renderUi(<SortableTable onSortChange={vi.fn()} />);
    const header = screen.getByRole("columnheader", { name: "Number" });
    expect(within(header).queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("AdminTable scrolling", () => {
  it("puts its sideways-scrolling box in the Tab order, named after the table", async () => {
    const user = userEvent.setup();
    renderUi(
      <AdminTable label="Sections" columns={columns} records={sections(1, 2)} emptyState={empty} />,
    );
    await user.tab();
    const box = screen.getByRole("group", { name: "Sections" });
    expect(box).toHaveFocus();
    expect(box).toContainElement(screen.getByRole("table", { name: "Sections" }));
  });
});

describe("AdminTable pagination", () => {
  it("shows the app's 'Showing' line and the pages around the current one", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(
      <AdminTable
        label="Sections"
        columns={columns}
        records={sections(11, 10)}
        emptyState={empty}
        page={2}
        pageSize={10}
        totalRecords={45}
        onPageChange={onPageChange}
        paginationLabels={labels}
        showingText={showing}
      />,
    );
    expect(screen.getByText("Showing 11 to 20 of 45 sections")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Section pages" });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(["1", "2", "3", "4", "5"]);
    expect(within(nav).getByRole("button", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await user.click(within(nav).getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await user.click(within(nav).getByRole("button", { name: "Page 5" }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    await user.click(within(nav).getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it("shows the last page's real end and ellipses on long lists", () => {
    renderUi(
      <AdminTable
        label="Sections"
        columns={columns}
        records={sections(191, 5)}
        emptyState={empty}
        page={20}
        pageSize={10}
        totalRecords={195}
        onPageChange={vi.fn()}
        paginationLabels={labels}
        showingText={showing}
      />,
    );
    expect(screen.getByText("Showing 191 to 195 of 195 sections")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Section pages" });
    const pages = within(nav)
      .getAllByRole("button", { name: /^Page / })
      .map((button) => button.textContent);
    expect(pages).toEqual(["1", "18", "19", "20"]);
    expect(within(nav).getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("hides the page controls when everything fits on one page", () => {
    renderUi(
      <AdminTable
        label="Sections"
        columns={columns}
        records={sections(1, 8)}
        emptyState={empty}
        page={1}
        pageSize={10}
        totalRecords={8}
        onPageChange={vi.fn()}
        paginationLabels={labels}
        showingText={showing}
      />,
    );
    expect(screen.getAllByRole("row")).toHaveLength(9);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Next page" })).not.toBeInTheDocument();
  });
});

describe("AdminTable states", () => {
  it("shows the empty state, with a working action, and no pagination when there are no records", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    renderUi(
      <AdminTable
        label="Sections"
        columns={columns}
        records={[]}
        emptyState={
          <EmptyState
            icon={<svg />}
            title="No sections yet"
            hint="Add the first one"
            action={<button onClick={onAdd}>Add section</button>}
          />
        }
        page={1}
        pageSize={10}
        totalRecords={0}
        onPageChange={vi.fn()}
        paginationLabels={labels}
        showingText={showing}
      />,
    );
    expect(screen.getByText("No sections yet")).toBeVisible();
    expect(screen.getByText("Add the first one")).toBeVisible();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add section" }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it("keeps the empty state out of a table that has records", () => {
    renderUi(
      <AdminTable label="Sections" columns={columns} records={sections(1, 2)} emptyState={empty} />,
    );
    expect(screen.getByRole("table", { name: "Sections" })).toBeInTheDocument();
    expect(screen.getByText("Section 2")).toBeInTheDocument();
    expect(screen.queryByText("No sections yet")).not.toBeInTheDocument();
  });

  it("marks itself busy while fetching, without showing the empty state", () => {
    const { container } = renderUi(
      <AdminTable label="Sections" columns={columns} records={[]} emptyState={empty} fetching />,
    );
    expect(container.querySelector("[aria-busy='true']")).toBeInTheDocument();
    expect(screen.queryByText("No sections yet")).not.toBeInTheDocument();
  });
});

describe("AdminTable rows", () => {
  it("selects rows with checkboxes named by the app", async () => {
    const user = userEvent.setup();
    const onSelectedRecordsChange = vi.fn();
    const records = sections(1, 3);
    renderUi(
      <AdminTable
        label="Sections"
        columns={columns}
        records={records}
        emptyState={empty}
        selectedRecords={[records[0]!]}
        onSelectedRecordsChange={onSelectedRecordsChange}
        selectionLabels={{ all: "Select all sections", row: (record) => `Select ${record.title}` }}
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Select Section 1" })).toBeChecked();
    await user.click(screen.getByRole("checkbox", { name: "Select Section 2" }));
    expect(onSelectedRecordsChange).toHaveBeenLastCalledWith([records[0], records[1]]);
    await user.click(screen.getByRole("checkbox", { name: "Select all sections" }));
    expect(onSelectedRecordsChange).toHaveBeenLastCalledWith(records);
  });

  it("opens a row on click and on Enter, but not when a control inside it is used", async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const onDelete = vi.fn();
    const records = sections(1, 2);
    renderUi(
      <AdminTable
        label="Sections"
        columns={[
          ...columns,
          {
            accessor: "actions",
            title: "Actions",
            render: (record) => <button onClick={onDelete}>Delete {record.title}</button>,
          },
        ]}
        records={records}
        emptyState={empty}
        onRowClick={onRowClick}
      />,
    );
    await user.click(screen.getByText("Section 2"));
    expect(onRowClick).toHaveBeenLastCalledWith(records[1], 1);

    await user.click(screen.getByRole("button", { name: "Delete Section 1" }));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onRowClick).toHaveBeenCalledOnce();

    const firstRow = screen.getByText("Section 1").closest("tr")!;
    firstRow.focus();
    expect(firstRow).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenLastCalledWith(records[0], 0);
  });
});

describe("AdminTable right-to-left", () => {
  it("sorts the same way in Arabic", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderUi(<SortableTable onSortChange={onSortChange} />, { dir: "rtl" });
    await user.click(screen.getByRole("button", { name: "Status" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "status", direction: "asc" });
  });

  it.each([
    ["ltr", "right"],
    ["rtl", "left"],
  ] as const)("puts an end-aligned column on the %s end (%s)", (dir, side) => {
    renderUi(
      <AdminTable
        label="Sections"
        columns={[{ accessor: "id", title: "Number", textAlign: "end" }]}
        records={sections(1, 1)}
        emptyState={empty}
      />,
      { dir },
    );
    expect(screen.getByRole("cell", { name: "1" })).toHaveClass(
      `mantine-datatable-text-align-${side}`,
    );
  });
});
