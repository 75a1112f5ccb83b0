import type { RouterOutputs } from "@bayan/trpc";
import type { WaitlistStatus } from "@bayan/trpc/rules";
import { AdminTable, EmptyState, type AdminTableColumn } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Avatar, Badge, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useAdminFormat } from "../../lib/format";
import { Panel } from "./Panel";
import { initials } from "./trend";

type Entry = RouterOutputs["waitlist"]["list"]["items"][number];

const STATUS_COLOR: Record<WaitlistStatus, string> = {
  pending: "yellow",
  notified: "blue",
  registered: "green",
};

/** The waitlist statuses as SPEC 4 shows them: pending, sent (notified), completed (registered). */
export function useWaitlistStatusLabel() {
  const { t } = useLingui();
  return (status: WaitlistStatus) =>
    ({
      pending: t`Pending`,
      notified: t`Invite sent`,
      registered: t`Completed`,
    })[status];
}

export interface RecentRegistrationsProps {
  entries: Entry[] | undefined;
  loading: boolean;
  /** The list could not be loaded: say so rather than "no sign-ups yet". */
  failed: boolean;
}

/** SPEC 2.9: the five newest waitlist entries (the list's default order is newest first). */
export function RecentRegistrations({ entries, loading, failed }: RecentRegistrationsProps) {
  const { t } = useLingui();
  const format = useAdminFormat();
  const statusLabel = useWaitlistStatusLabel();

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
          <Text size="sm" fw={600}>
            {entry.name}
          </Text>
        </Group>
      ),
    },
    { accessor: "email", title: t`Email`, noWrap: true },
    {
      accessor: "status",
      title: t`Status`,
      noWrap: true,
      render: (entry) => (
        <Badge
          variant="light"
          color={STATUS_COLOR[entry.status]}
          radius="sm"
          miw="fit-content"
          styles={{ label: { overflow: "visible" } }}
        >
          {statusLabel(entry.status)}
        </Badge>
      ),
    },
    {
      accessor: "registrationDate",
      title: t`Registered`,
      noWrap: true,
      render: (entry) => (
        <time dateTime={entry.registrationDate}>{format.date(entry.registrationDate)}</time>
      ),
    },
    {
      accessor: "interests",
      title: t`Interests`,
      render: (entry) =>
        entry.interests ? (
          <Text size="sm" lineClamp={2} maw={240}>
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
        <Anchor component={Link} to="/admin/waitlist" size="sm">
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
          minWidth={780}
          emptyState={
            <EmptyState
              icon={<IconUserPlus size={28} aria-hidden="true" />}
              title={t`No sign-ups yet`}
              hint={t`New waitlist entries will appear here.`}
            />
          }
        />
      )}
    </Panel>
  );
}
