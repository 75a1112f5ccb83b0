import "@mantine/core/styles/DataList.css";

import { EmptyState, type SortState } from "@bayan/ui";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconUserPlus, IconUsers } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { oneOf } from "../../search";
import { AddUserModal } from "./AddUserModal";
import { USER_SORT_COLUMNS, usersListInput, type UsersSearch } from "./search";
import { LoadFailedAlert } from "../../lib/LoadFailedAlert";
import { LOAD_FAILED_TEXT, useErrorText } from "./serverTexts";
import { useUserActions, type User } from "./useUserActions";
import { UserDetail } from "./UserDetail";
import { UsersFilters } from "./UsersFilters";
import { UsersStats } from "./UsersStats";
import { UsersTable } from "./UsersTable";

const route = getRouteApi("/admin/users");

/** SPEC 9: the mobile breakpoint, 768 px. */
const PHONE = "(max-width: 47.99em)";

/**
 * SPEC 2.10, Users: the figures (total, active, joined this week), Add user (an invitation to
 * register), search and the status and role filters, the server-paged table (10 a page, newest
 * joined first, sortable) and a user's details with edit, delete and a message box. Every change
 * is saved on the server; page, sort, filters and the open user live in the address.
 */
export function UsersScreen() {
  const { t } = useLingui();
  const trpc = useTRPC();
  const errorText = useErrorText();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const phone = useMediaQuery(PHONE) ?? false;
  const [adding, setAdding] = useState(false);

  const list = useQuery(
    trpc.users.list.queryOptions(usersListInput(search), {
      placeholderData: keepPreviousData,
      meta: { errorMessage: LOAD_FAILED_TEXT },
    }),
  );
  const stats = useQuery(
    trpc.users.stats.queryOptions(undefined, { meta: { errorMessage: LOAD_FAILED_TEXT } }),
  );
  const records = list.data?.items ?? [];
  const page = search.page ?? 1;

  const setSearch = (
    next: Partial<UsersSearch>,
    options: { replace?: boolean; keepPage?: boolean } = {},
  ) =>
    void navigate({
      search: (prev) => ({ ...prev, ...(options.keepPage ? {} : { page: undefined }), ...next }),
      replace: options.replace,
    });
  const open = (user: User) => {
    setSaved(user);
    setSearch({ selected: user.id }, { keepPage: true });
  };
  const close = () => setSearch({ selected: undefined }, { keepPage: true });

  // A page past the end (after deletes, or an old link) goes to the last page there is.
  const totalPages = list.data?.pagination.totalPages ?? 0;
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && page > 1 && page > totalPages) {
      void navigate({
        search: (prev) => ({ ...prev, page: totalPages > 1 ? totalPages : undefined }),
        replace: true,
      });
    }
  }, [list.isSuccess, list.isPlaceholderData, page, totalPages, navigate]);

  // The open user: as last saved (an edit may move them off the page, or out of the filter), or
  // on the current page, or, for a link to a user on no loaded page, fetched on their own.
  const [saved, setSaved] = useState<User>();
  const actions = useUserActions({
    onSaved: setSaved,
    onDeleted: (id) => (id === search.selected ? close() : undefined),
  });
  const onPage = records.find((user) => user.id === search.selected);
  const remembered = saved?.id === search.selected ? saved : undefined;
  const lookup = useQuery(
    trpc.users.get.queryOptions(
      { id: search.selected ?? "" },
      {
        enabled: Boolean(search.selected) && !onPage && !remembered && list.isSuccess,
        retry: false,
      },
    ),
  );
  const openUser =
    remembered && (!onPage || remembered.updatedAt >= onPage.updatedAt)
      ? remembered
      : (onPage ?? lookup.data);

  const sort: SortState | null = search.sortBy
    ? { column: search.sortBy, direction: search.sortDir ?? "asc" }
    : null;
  const filtered = Boolean(search.search || search.status || search.role);
  const reset = () =>
    void navigate({ search: (prev) => ({ selected: prev.selected }), replace: false });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" maw={560}>
          {t`Everyone with an account. Add user sends an invitation to register.`}
        </Text>
        <Button
          leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t`Add user`}
        </Button>
      </Group>

      <UsersStats stats={stats} />

      <LoadFailedAlert
        title={t`Failed to fetch users data`}
        queries={[list, stats]}
        detail={errorText(list.error ?? stats.error, "")}
      />

      <UsersFilters
        search={search}
        onChange={(next, options) => setSearch(next, options)}
        onReset={reset}
      />

      {list.isError && !list.data ? null : (
        <UsersTable
          records={records}
          selectedId={search.selected}
          page={page}
          totalRecords={list.data?.pagination.total ?? 0}
          fetching={list.isPending || (list.isFetching && list.isPlaceholderData)}
          sort={sort}
          onSortChange={(next) => {
            const sortBy = oneOf(USER_SORT_COLUMNS, next?.column);
            setSearch({ sortBy, sortDir: sortBy ? next?.direction : undefined });
          }}
          onPageChange={(next) =>
            setSearch({ page: next > 1 ? next : undefined }, { keepPage: true })
          }
          onOpen={open}
          onDelete={(user) => void actions.askToDelete(user)}
          phone={phone}
          emptyState={
            <EmptyState
              icon={<IconUsers size={28} />}
              title={filtered ? t`No users match` : t`No users yet`}
              hint={
                filtered
                  ? t`Try another search, or reset the filters.`
                  : t`People appear here once they register. Add user sends an invitation.`
              }
              action={
                filtered ? (
                  <Button variant="default" onClick={reset}>
                    {t`Reset filters`}
                  </Button>
                ) : undefined
              }
            />
          }
        />
      )}

      <UserDetail
        selectedId={search.selected}
        user={openUser}
        loading={!openUser && (list.isPending || lookup.isFetching)}
        actions={actions}
        onClose={close}
      />
      <AddUserModal opened={adding} onClose={() => setAdding(false)} actions={actions} />
    </Stack>
  );
}
