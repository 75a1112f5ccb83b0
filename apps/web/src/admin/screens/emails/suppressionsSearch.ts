import { suppressionReasons } from "@bayan/trpc/rules";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** The suppression list, 20 a page, newest first. */
export const SUPPRESSIONS_PAGE_SIZE = 20;

/** /admin/emails/suppressed?search=gmail&reason=hard-bounce&page=2&selected=<key hash> */
export const suppressionsList = listSearch({
  pageSize: SUPPRESSIONS_PAGE_SIZE,
  filters: { reason: readOneOf(suppressionReasons) },
  searchMax: 254,
});

export type SuppressionsSearch = ReturnType<typeof suppressionsList.validate>;
