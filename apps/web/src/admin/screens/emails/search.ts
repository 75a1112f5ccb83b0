import { outboxStatuses, type OutboxStatus } from "@bayan/trpc/rules";
import { defined, oneOf, pageParam, textParam, type RawSearch } from "../../search";

export const EMAILS_PAGE_SIZE = 20;

export interface EmailsSearch {
  page?: number;
  status?: OutboxStatus;
  search?: string;
}

export function emailsSearch(raw: RawSearch): EmailsSearch {
  return defined({
    page: pageParam(raw.page),
    status: oneOf(outboxStatuses, raw.status),
    search: textParam(raw.search),
  });
}

export function emailsListInput(search: EmailsSearch) {
  return {
    page: search.page ?? 1,
    limit: EMAILS_PAGE_SIZE,
    status: search.status,
    search: search.search,
  };
}
