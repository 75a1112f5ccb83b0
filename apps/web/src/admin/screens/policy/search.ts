import { languages, sectionStatuses, type Language, type SectionStatus } from "@bayan/trpc/rules";
import {
  defined,
  oneOf,
  pageParam,
  sortParams,
  textParam,
  type RawSearch,
  type SortDirection,
} from "../../search";

/** SPEC 9: policy and terms sections, 10 a page, by order. */
export const POLICY_PAGE_SIZE = 10;
export const POLICY_SORT_COLUMNS = ["order", "title", "content", "status", "lastUpdated"] as const;
export type PolicySortColumn = (typeof POLICY_SORT_COLUMNS)[number];

/**
 * /admin/privacy and /admin/terms: the whole document is loaded; the table works on it.
 * `?view=preview&previewLanguage=ar` shows the preview of the published Arabic sections.
 */
export interface PolicySearch {
  page?: number;
  search?: string;
  language?: Language;
  status?: SectionStatus;
  sortBy?: PolicySortColumn;
  sortDir?: SortDirection;
  view?: "preview";
  previewLanguage?: Language;
}

export function policySearch(raw: RawSearch): PolicySearch {
  return defined({
    page: pageParam(raw.page),
    search: textParam(raw.search),
    language: oneOf(languages, raw.language),
    status: oneOf(sectionStatuses, raw.status),
    ...sortParams(POLICY_SORT_COLUMNS, raw),
    view: oneOf(["preview"] as const, raw.view),
    previewLanguage: oneOf(languages, raw.previewLanguage),
  });
}
