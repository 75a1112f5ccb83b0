import { DataList } from "@mantine/core";
import type { ReactNode } from "react";

/** A record's fields as label and value rows (a user's, a waitlist entry's details). */
export function FieldList({
  rows,
  labelWidth,
}: {
  rows: [string, ReactNode][];
  labelWidth: number;
}) {
  return (
    <DataList labelWidth={labelWidth} gap="sm">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue style={{ overflowWrap: "anywhere" }}>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
