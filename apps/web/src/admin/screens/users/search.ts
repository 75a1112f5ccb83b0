import { USERS_PAGE_SIZE, userRoles, userSortFields, userStatuses } from "@bayan/trpc/schemas";
import { listSearch, oneOf } from "../../lib/listSearch";

/**
 * /admin/users?page=2&status=active&role=teacher&search=sara&sortBy=name&sortDir=asc&selected=<id>
 * SPEC 9: 10 a page, the newest joined first (the server's default order).
 */
export const usersList = listSearch({
  pageSize: USERS_PAGE_SIZE,
  filters: {
    status: (value) => oneOf(userStatuses, value),
    role: (value) => oneOf(userRoles, value),
  },
  sortFields: userSortFields,
  searchMax: 254,
});

export type UsersSearch = ReturnType<typeof usersList.validate>;
