import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUi } from "../test/render.js";
import { AdminTable, type AdminTableColumn } from "./AdminTable.js";
import { EmptyState } from "./EmptyState.js";

interface Entry {
  id: number;
  email: string;
}

const records: Entry[] = [1, 2, 3].map((id) => ({ id, email: `person${id}@example.com` }));
const columns: AdminTableColumn<Entry>[] = [
  { accessor: "email", title: "Email", width: "calc(100cqi - 200px)" },
  { accessor: "actions", title: "Actions", render: () => <button type="button">Open</button> },
];
const empty = <EmptyState icon={<svg />} title="No one yet" hint="Invite someone" />;

describe("AdminTable on a phone", () => {
  it.each(["ltr", "rtl"] as const)(
    "keeps the row dividers in the pinned checkboxes' column (%s)",
    (dir) => {
      // Chromium draws a sticky cell's bottom border a pixel off at fractional row offsets, under
      // the next cell: each row's cell draws the divider above it instead, as a shadow, and the
      // header keeps its border (checked in a browser: every row has its divider).
      renderUi(
        <AdminTable
          label="Entries"
          columns={columns}
          records={records}
          emptyState={empty}
          pinLastColumn
          selectedRecords={[]}
          onSelectedRecordsChange={() => {}}
          selectionLabels={{ all: "Select everyone", row: (entry) => `Select ${entry.email}` }}
        />,
        { dir },
      );
      const header = screen.getByRole("checkbox", { name: "Select everyone" }).closest("th")!;
      const cells = records.map((entry) =>
        screen.getByRole("checkbox", { name: `Select ${entry.email}` }).closest("td")!,
      );
      for (const cell of [header, ...cells]) {
        expect(cell.style.boxShadow).toContain(
          "0 -1px 0 var(--mantine-datatable-row-border-color)",
        );
        expect(cell.style.borderBottomColor).toContain("transparent");
      }
      // The header row's variables put its own border back and take the shadow away.
      const thead = header.closest("thead")!;
      expect(thead.style.getPropertyValue("--admin-table-selection-divider")).toBe("none");
      expect(thead.style.getPropertyValue("--admin-table-selection-border")).toBe(
        "var(--mantine-datatable-border-color)",
      );
    },
  );

  it("lets a column be sized to the part of the table in sight (cqi)", () => {
    renderUi(<AdminTable label="Entries" columns={columns} records={records} emptyState={empty} />);
    const box = screen.getByRole("group", { name: "Entries" });
    expect(box.style.containerType).toBe("inline-size");
    expect(box).toContainElement(screen.getByRole("table", { name: "Entries" }));
    expect(screen.getByRole("columnheader", { name: "Email" }).style.width).toBe(
      "calc(100cqi - 200px)",
    );
  });
});
