import type { RouterOutputs } from "@bayan/trpc";
import { AdminTable, EmptyState, TruncatedText, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Avatar, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useAdminFormat } from "../../lib/format";
import { UserStatusBadge } from "../users/labels";
import { Panel } from "./Panel";
import { initials } from "./trend";

type Entry = RouterOutputs["users"]["list"]["items"][number];

/** The widest a name or an address may be before it is cut (the rest is in its title). */
const NAME_WIDTH = 200;

/** SPEC 2.9: the five newest users (the users list's default order is newest joined first). */
export function RecentRegistrations({
  query,
}: {
  /** The newest users' query; when it fails the panel says so rather than "no users yet". */
  query: { data?: { items: Entry[] }; isPending: boolean; isError: boolean };
}) {
  const entries = query.data?.items;
  const [loading, failed] = [query.isPending, query.isError];
  const { t } = useLingui();
  const format = useAdminFormat();

  // The card is about 600 px wide beside the activity list: the name and the address share one
  // column (the name is the address's first part) and a long one is cut, so the status, date and
  // interests stay in view. A phone scrolls the table sideways.
  const columns: AdminTableColumn<Entry>[] = [
    {
      accessor: "name",
      title: t`Name`,
      noWrap: true,
      render: (entry) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar size={32} radius="xl" color="blue" aria-hidden="true">
            {initials(entry.name)}
          </Avatar>
          <Stack gap={0} miw={0}>
            <TruncatedText text={entry.name} maxWidth={NAME_WIDTH} fw={600} />
            <TruncatedText
              text={entry.email}
              maxWidth={NAME_WIDTH}
              dir="ltr"
              size="xs"
              c="dimmed"
            />
          </Stack>
        </Group>
      ),
    },
    {
      accessor: "status",
      title: t`Status`,
      noWrap: true,
      render: (entry) => <UserStatusBadge status={entry.status} />,
    },
    {
      accessor: "joinedDate",
      title: t`Registered`,
      noWrap: true,
      render: (entry) => <time dateTime={entry.joinedDate}>{format.date(entry.joinedDate)}</time>,
    },
    {
      accessor: "interests",
      title: t`Interests`,
      render: (entry) =>
        entry.interests ? (
          <Text size="sm" lineClamp={2} maw={150} title={entry.interests}>
            {entry.interests}
          </Text>
        ) : (
          <Text size="sm" c="dimmed" aria-label={t`None`}>
            -
          </Text>
        ),
    },
  ];

  return (
    <Panel
      title={t`Recent registrations`}
      action={
        <Anchor component={Link} to="/admin/users" size="sm">
          {t`View all`}
        </Anchor>
      }
    >
      {loading ? (
        <Stack gap="xs" aria-hidden="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} height={36} radius="sm" />
          ))}
        </Stack>
      ) : failed ? (
        <Text size="sm" c="dimmed">
          {t`The registrations could not be loaded.`}
        </Text>
      ) : (
        <AdminTable
          label={t`Recent registrations`}
          columns={columns}
          records={entries ?? []}
          minWidth={560}
          emptyState={
            <EmptyState
              icon={<IconUserPlus size={28} aria-hidden="true" />}
              title={t`No users yet`}
              hint={t`People who register will appear here.`}
            />
          }
        />
      )}
    </Panel>
  );
}
