import { outboxStatuses } from "@bayan/trpc/rules";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** The outbox, 20 a page, newest first. */
export const EMAILS_PAGE_SIZE = 20;

/** /admin/emails?status=failed&search=gmail&page=2&selected=<id> (the bell links to ?status=failed). */
export const emailsList = listSearch({
  pageSize: EMAILS_PAGE_SIZE,
  filters: { status: readOneOf(outboxStatuses) },
});

export type EmailsSearch = ReturnType<typeof emailsList.validate>;
