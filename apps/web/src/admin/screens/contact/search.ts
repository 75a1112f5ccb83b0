import { contactPriorities, contactStatuses } from "@bayan/trpc/rules";
import { contactSortFields } from "@bayan/trpc/schemas";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** SPEC 9: contact submissions, 5 a page, newest first. */
export const CONTACT_PAGE_SIZE = 5;

/** /admin/contact?page=2&status=new&priority=high&search=refund&sortBy=name&selected=<id> */
export const contactList = listSearch({
  pageSize: CONTACT_PAGE_SIZE,
  filters: { status: readOneOf(contactStatuses), priority: readOneOf(contactPriorities) },
  sortFields: contactSortFields,
});

export type ContactSearch = ReturnType<typeof contactList.validate>;
