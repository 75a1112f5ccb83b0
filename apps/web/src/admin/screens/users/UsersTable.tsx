import { USERS_PAGE_SIZE } from "@bayan/trpc/schemas";
import { AdminTable, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useAdminFormat } from "../../lib/format";
import { OpenMark } from "../../lib/OpenMark";
import { useOpenDeleteColumn } from "../../lib/RowActions";
import { useTableLabels } from "../../lib/tableLabels";
import { tableProps, type ListView } from "../../lib/useListScreen";
import { SuppressionBadge } from "../emails/labels";
import { UserStatusBadge, useUserLabels } from "./labels";
import type { User } from "./useUserActions";

export interface UsersTableProps {
  /** The screen's list: its rows, sort and page, and the open user, marked in its row. */
  screen: ListView<User>;
  onOpen: (user: User) => void;
  /** Absent for a role that may not delete (docs/team.md). */
  onDelete?: (user: User) => void;
  /** A phone: the name column narrower, the table scrolls sideways beneath the actions. */
  phone: boolean;
  emptyState: ReactNode;
}

/**
 * One page of users (SPEC 2.10; the server filters, sorts and pages it): name with the email under
 * it (and why it is never mailed, when it is on the suppression list), role, status, last active,
 * joined and the row's actions; 10 a page (SPEC 9). A row opens the user's details on click or
 * Enter.
 */
export function UsersTable(props: UsersTableProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const labels = useUserLabels();
  const tableLabels = useTableLabels(t`User pages`);
  const { onOpen, onDelete } = props;
  const selectedId = props.screen.list.search.selected;
  const nameWidth = props.phone ? 150 : 260;

  const date = (iso: string | null, missing: string) =>
    iso ? (
      <time dateTime={iso} title={format.dateTime(iso)}>
        {format.date(iso)}
      </time>
    ) : (
      <Text span size="sm" c="dimmed">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{missing}</VisuallyHidden>
      </Text>
    );

  const actions = useOpenDeleteColumn<User>(
    ({ name }) => ({ open: [t`View`, t`View ${name}`, IconEye], deleteLabel: t`Delete ${name}` }),
    onOpen,
    onDelete,
  );
  const columns: AdminTableColumn<User>[] = [
    {
      accessor: "name",
      title: t`Name`,
      sortable: true,
      render: (user) => (
        <Stack gap={2} miw={0} align="flex-start">
          <OpenMark open={user.id === selectedId}>
            <TruncatedText text={user.name} maxWidth={nameWidth} fw={600} />
          </OpenMark>
          <TruncatedText text={user.email} maxWidth={nameWidth} dir="ltr" size="xs" c="dimmed" />
          {user.suppressed && <SuppressionBadge reason={user.suppressed} />}
        </Stack>
      ),
    },
    {
      accessor: "role",
      title: t`Role`,
      sortable: true,
      noWrap: true,
      render: (user) => labels.role[user.role],
    },
    {
      accessor: "status",
      title: t`Status`,
      sortable: true,
      noWrap: true,
      render: (user) => <UserStatusBadge status={user.status} />,
    },
    {
      accessor: "lastActive",
      sortKey: "lastActiveAt",
      title: t`Last active`,
      sortable: true,
      noWrap: true,
      render: (user) => date(user.lastActive, t`Never`),
    },
    {
      accessor: "joinedDate",
      sortKey: "joinedAt",
      title: t`Joined`,
      sortable: true,
      noWrap: true,
      render: (user) => date(user.joinedDate, t`Unknown`),
    },
    actions,
  ];

  return (
    <AdminTable<User>
      label={t`Users`}
      columns={columns}
      {...tableProps(props.screen)}
      onRowClick={(user) => onOpen(user)}
      emptyState={props.emptyState}
      minWidth={props.phone ? 640 : 760}
      pinLastColumn
      pageSize={USERS_PAGE_SIZE}
      {...tableLabels}
    />
  );
}
