import "@mantine/core/styles/DataList.css";

import { userRoles, userStatuses } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { DetailDrawer } from "../../lib/DetailDrawer";
import { FilterSelect, ListFilters } from "../../lib/ListFilters";
import { ListEmpty } from "../../lib/ListEmpty";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { RoleNote } from "../../lib/RoleNote";
import { useListScreen } from "../../lib/useListScreen";
import { AddUserModal } from "./AddUserModal";
import { useUserLabels } from "./labels";
import { usersList } from "./search";
import { useUserActions } from "./useUserActions";
import { UserDetail } from "./UserDetail";
import { UsersStats } from "./UsersStats";
import { UsersTable } from "./UsersTable";

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

/** SPEC 8: the users screen's load failure, for the console. */
const meta = { errorMessage: "Failed to fetch users data" };

/**
 * SPEC 2.10, Users: the figures (total, active, joined this week), Add user (an invitation to
 * register), search and the status and role filters, the server-paged table (10 a page, newest
 * joined first, sortable) and a user's details with edit, delete and a message box. Every change
 * is saved on the server; page, sort, filters and the open user live in the address.
 */
export function UsersScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const labels = useUserLabels();
  const screen = useListScreen(usersList, {
    query: (input) => trpc.users.list.queryOptions(input, { meta }),
    lookup: (id) => trpc.users.get.queryOptions({ id }),
  });
  const { list, query, open } = screen;
  const stats = useQuery(trpc.users.stats.queryOptions(undefined, { meta }));
  const phone = useMediaQuery(PHONE) ?? false;
  const [adding, setAdding] = useState(false);
  const actions = useUserActions({
    onSaved: open.remember,
    onDeleted: (id) => (id === list.search.selected ? list.close() : undefined),
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t`Everyone with an account. Add user sends an invitation to register.`}
        </Text>
        {actions.can.run ? (
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {t`Add user`}
          </Button>
        ) : null}
      </Group>
      <RoleNote needs={["run", "reply"]} />

      <UsersStats stats={stats} />

      <LoadFailedAlert title={t`Failed to fetch users data`} queries={[query, stats]} />

      <ListFilters list={list} placeholder={t`Name or email`} collapsible>
        <FilterSelect list={list} name="status" values={userStatuses} labels={labels.status} />
        <FilterSelect list={list} name="role" values={userRoles} labels={labels.role} />
      </ListFilters>

      {query.isError && !query.data ? null : (
        <UsersTable
          screen={screen}
          onOpen={screen.openRow}
          onDelete={actions.can.run ? (user) => void actions.askToDelete(user) : undefined}
          phone={phone}
          emptyState={
            <ListEmpty
              icon={IconUsers}
              list={list}
              title={list.filtered ? t`No users match` : t`No users yet`}
              hint={
                list.filtered
                  ? t`Try another search, or reset the filters.`
                  : t`People appear here once they register. Add user sends an invitation.`
              }
            />
          }
        />
      )}

      <DetailDrawer open={open} kind="user" title={open.record?.name} onClose={list.close}>
        {(user) => <UserDetail key={user.id} user={user} actions={actions} />}
      </DetailDrawer>
      <AddUserModal opened={adding} onClose={() => setAdding(false)} actions={actions} />
    </Stack>
  );
}
