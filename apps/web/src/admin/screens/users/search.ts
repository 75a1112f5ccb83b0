import { userRoles, userStatuses, type UserRole, type UserStatus } from "@bayan/trpc/schemas";
import {
  defined,
  oneOf,
  pageParam,
  sortParams,
  textParam,
  type RawSearch,
  type SortDirection,
} from "../../search";

/** SPEC 9: the users table shows 10 a page, the newest joined first. */
export const USERS_PAGE_SIZE = 10;
export const USER_SORT_COLUMNS = ["joinedAt", "name", "role", "status", "lastActiveAt"] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

/** /admin/users?page=2&status=active&role=teacher&search=sara&sortBy=name&sortDir=asc&selected=<id> */
export interface UsersSearch {
  page?: number;
  status?: UserStatus;
  role?: UserRole;
  search?: string;
  sortBy?: UserSortColumn;
  sortDir?: SortDirection;
  /** The user whose details are open. */
  selected?: string;
}

export function usersSearch(raw: RawSearch): UsersSearch {
  return defined({
    page: pageParam(raw.page),
    status: oneOf(userStatuses, raw.status),
    role: oneOf(userRoles, raw.role),
    search: textParam(raw.search, 254),
    ...sortParams(USER_SORT_COLUMNS, raw),
    selected: textParam(raw.selected, 100),
  });
}

/** The list call for a screen state: the route's loader and the screen ask for the same page. */
export function usersListInput(search: UsersSearch) {
  return {
    page: search.page ?? 1,
    limit: USERS_PAGE_SIZE,
    status: search.status,
    role: search.role,
    search: search.search,
    sortBy: search.sortBy,
    sortDir: search.sortDir,
  };
}
