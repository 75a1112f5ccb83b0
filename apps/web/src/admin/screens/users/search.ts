import { USERS_PAGE_SIZE, userRoles, userSortFields, userStatuses } from "@bayan/trpc/schemas";
import { listSearch, readOneOf } from "../../lib/listSearch";

/**
 * /admin/users?page=2&status=active&role=teacher&search=sara&sortBy=name&sortDir=asc&selected=<id>
 * SPEC 9: 10 a page, the newest joined first (the server's default order).
 */
export const usersList = listSearch({
  pageSize: USERS_PAGE_SIZE,
  filters: { status: readOneOf(userStatuses), role: readOneOf(userRoles) },
  sortFields: userSortFields,
  searchMax: 254,
});

export type UsersSearch = ReturnType<typeof usersList.validate>;
