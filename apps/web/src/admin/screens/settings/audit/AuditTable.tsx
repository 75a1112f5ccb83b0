import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Stack, Text, useDirection } from "@mantine/core";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../../lib/format";
import { OpenMark } from "../../../lib/OpenMark";
import { useTableLabels } from "../../../lib/tableLabels";
import { tableProps, type ListView } from "../../../lib/useListScreen";
import type { AuditRow } from "./auditRows";
import { AUDIT_PAGE_SIZE } from "./auditSearch";
import { Nothing } from "./Nothing";
import { useAuditLabels } from "./labels";

/** Long words (an address in a target's label) break anywhere rather than widen the table. */
const WRAP = { overflowWrap: "anywhere" } as const;

export interface AuditTableProps {
  /** The screen's list: its rows and page, and the open row, marked. */
  screen: ListView<AuditRow>;
  onOpen: (row: AuditRow) => void;
  /**
   * A phone: two columns that fit its width without scrolling sideways, what happened (the
   * action, its target, who did it) and when; the address it came from is in the row's details.
   */
  phone: boolean;
  emptyState: ReactNode;
}

/**
 * One page of the audit log, newest first: when, who, what (the action's words), the target (its
 * kind and name) and the address it came from. A row opens its details with what changed.
 */
export function AuditTable({ screen, onOpen, phone, emptyState }: AuditTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useAuditLabels();
  const tableLabels = useTableLabels(
    t`Audit log pages`,
    (first, last, all) => t`Showing ${first} to ${last} of ${all} rows`,
  );
  const selectedId = screen.list.search.selected;
  // Text in its own direction (a name, an address) still lines up with the column's start side.
  const { dir } = useDirection();
  const side = dir === "rtl" ? "right" : "left";

  const when: AdminTableColumn<AuditRow> = {
    accessor: "at",
    title: t`When`,
    noWrap: true,
    render: (row) => (
      <time dateTime={row.at} title={format.dateTime(row.at)}>
        <Text size="sm">{format.date(row.at)}</Text>
        <Text size="xs" c="dimmed">
          {format.time(row.at)}
        </Text>
      </time>
    ),
  };
  const who: AdminTableColumn<AuditRow> = {
    accessor: "actorLabel",
    title: t`Who`,
    render: (row) => <TruncatedText text={row.actorLabel} maxWidth={220} />,
  };
  const what: AdminTableColumn<AuditRow> = {
    accessor: "action",
    title: t`What`,
    render: (row) => (
      <OpenMark open={row.id === selectedId}>
        <Text span size="sm" fw={600} style={WRAP}>
          {labels.action(row.action)}
        </Text>
      </OpenMark>
    ),
  };
  const target: AdminTableColumn<AuditRow> = {
    accessor: "targetLabel",
    title: t`Target`,
    render: (row) => <Target row={row} side={side} width={240} />,
  };
  const from: AdminTableColumn<AuditRow> = {
    accessor: "ip",
    title: t({ message: "From", context: "audit: the address an action came from" }),
    noWrap: true,
    render: (row) =>
      row.ip ? (
        <Text size="sm" dir="ltr" ta={side}>
          {row.ip}
        </Text>
      ) : (
        <Nothing />
      ),
  };
  // On a phone: one cell says what happened, to what and by whom; the other when.
  const happened: AdminTableColumn<AuditRow> = {
    accessor: "action",
    title: t`What`,
    render: (row) => (
      <Stack gap={2} miw={0}>
        <OpenMark open={row.id === selectedId}>
          <Text span size="sm" fw={600} style={WRAP}>
            {labels.action(row.action)}
          </Text>
        </OpenMark>
        <Target row={row} side={side} />
        <Text size="xs" c="dimmed" dir="auto" ta={side} style={WRAP}>
          {row.actorLabel}
        </Text>
      </Stack>
    ),
  };

  return (
    <AdminTable<AuditRow>
      label={t`Audit log`}
      columns={phone ? [happened, when] : [when, who, what, target, from]}
      {...tableProps(screen)}
      onRowClick={onOpen}
      minWidth={phone ? undefined : 820}
      cellPadding={phone ? 8 : 10}
      pageSize={AUDIT_PAGE_SIZE}
      {...tableLabels}
      emptyState={emptyState}
    />
  );
}

/**
 * A row's target: its kind over its name (an address is masked by the server). One line each on
 * a desktop (`width`); wrapped on a phone.
 */
function Target({ row, side, width }: { row: AuditRow; side: "left" | "right"; width?: number }) {
  const labels = useAuditLabels();
  if (!row.targetType && !row.targetLabel) return null;
  const kind = row.targetType ? labels.targetType(row.targetType) : null;
  return (
    <Stack gap={0} miw={0}>
      {kind ? (
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      ) : null}
      {row.targetLabel ? (
        width ? (
          <TruncatedText text={row.targetLabel} maxWidth={width} />
        ) : (
          <Text size="sm" dir="auto" ta={side} style={WRAP}>
            {row.targetLabel}
          </Text>
        )
      ) : null}
    </Stack>
  );
}
