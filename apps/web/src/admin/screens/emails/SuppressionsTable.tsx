import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Text } from "@mantine/core";
import { IconEye, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { OpenMark } from "../../lib/OpenMark";
import { RowAction, RowActions } from "../../lib/RowActions";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { SuppressionReasonBadge, useEmailLabels } from "./labels";
import { SUPPRESSIONS_PAGE_SIZE } from "./suppressionsSearch";
import type { Suppression } from "./useSuppressionActions";

/** The widest an address may be in the table before it is cut (its title holds it whole). */
const ADDRESS_WIDTH = 300;

export interface SuppressionsTableProps {
  /** The screen's list: its rows and page, and the open address, marked in its row. */
  screen: ListView<Suppression>;
  onOpen: (suppression: Suppression) => void;
  /** Absent for a role that may not remove (docs/team.md): no remove button. */
  onRemove?: (suppression: Suppression) => void;
  /** A row whose removal is on its way: its button spins. */
  removing: string | undefined;
  /** A phone: the address column narrower; the table scrolls sideways beneath the actions. */
  phone: boolean;
  emptyState: ReactNode;
}

/**
 * One page of the suppression list, newest first: the address (or "Erased": only its hash is
 * kept), why, from where, since when, and the row's buttons (view, remove). A row opens the
 * address with its history.
 */
export function SuppressionsTable(props: SuppressionsTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useEmailLabels();
  const tableLabels = useTableLabels(
    t`Suppressed address pages`,
    (first, last, all) => t`Showing ${first} to ${last} of ${all} addresses`,
  );
  const { onOpen, onRemove } = props;
  const selectedId = props.screen.list.search.selected;
  const width = props.phone ? 160 : ADDRESS_WIDTH;
  /** The address as the buttons name it. */
  const named = (s: Suppression) => s.email ?? t`the erased address`;

  const columns: AdminTableColumn<Suppression>[] = [
    {
      accessor: "email",
      title: t`Address`,
      noWrap: true,
      render: (s) => (
        <OpenMark open={s.id === selectedId}>
          {s.email ? (
            <TruncatedText text={s.email} maxWidth={width} dir="ltr" fw={500} />
          ) : (
            <ErasedAddress />
          )}
        </OpenMark>
      ),
    },
    {
      accessor: "reason",
      title: t`Reason`,
      noWrap: true,
      render: (s) => <SuppressionReasonBadge reason={s.reason} />,
    },
    {
      accessor: "source",
      title: t`Source`,
      noWrap: true,
      render: (s) => <Text size="sm">{labels.source(s.source)}</Text>,
    },
    {
      accessor: "createdAt",
      title: t`Suppressed on`,
      noWrap: true,
      render: (s) => (
        <time dateTime={s.createdAt} title={format.dateTime(s.createdAt)}>
          <Text size="sm">{format.date(s.createdAt)}</Text>
          <Text size="xs" c="dimmed">
            {format.time(s.createdAt)}
          </Text>
        </time>
      ),
    },
    {
      accessor: "actions",
      title: t`Actions`,
      textAlign: "end",
      noWrap: true,
      render: (s) => {
        const address = named(s);
        return (
          <RowActions>
            <RowAction
              tooltip={t`View`}
              label={t`View ${address}`}
              color="gray"
              onClick={() => onOpen(s)}
            >
              <IconEye size={18} aria-hidden="true" />
            </RowAction>
            {onRemove ? (
              <RowAction
                tooltip={t`Remove from the list`}
                label={t`Remove ${address} from the suppression list`}
                color="red.9"
                disabled={props.removing === s.keyHash}
                onClick={() => onRemove(s)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </RowAction>
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  return (
    <AdminTable<Suppression>
      label={t`Suppressed addresses`}
      columns={columns}
      {...tableProps(props.screen)}
      onRowClick={onOpen}
      minWidth={props.phone ? 620 : 760}
      pinLastColumn
      pageSize={SUPPRESSIONS_PAGE_SIZE}
      {...tableLabels}
      emptyState={props.emptyState}
    />
  );
}

/** An erased person's row: the address is gone, only its hash stops mail to it. */
export function ErasedAddress() {
  const { t } = useLingui();
  return (
    <Text
      span
      size="sm"
      c="dimmed"
      fs="italic"
      title={t`The person erased their data: only a hash of the address is kept, which still stops mail to it.`}
    >
      {t`Erased`}
    </Text>
  );
}
