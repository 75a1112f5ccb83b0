import { languages, sectionStatuses } from "@bayan/trpc/rules";
import { listSearch, readOneOf } from "../../lib/listSearch";

/** SPEC 9: policy and terms sections, 10 a page, by order. */
export const POLICY_PAGE_SIZE = 10;
export const POLICY_SORT_COLUMNS = ["order", "title", "content", "status", "lastUpdated"] as const;
export type PolicySortColumn = (typeof POLICY_SORT_COLUMNS)[number];

/** A version's id (a UUID), as `content.version` takes it. */
const VERSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const versionId = (value: unknown) =>
  typeof value === "string" && VERSION_ID.test(value) ? value.toLowerCase() : undefined;

/**
 * /admin/privacy and /admin/terms: the whole document is loaded and the table works on it, so the
 * sort columns are the table's own. `?view=preview&previewLanguage=ar` shows the preview of the
 * published Arabic sections; `?view=history&historyLanguage=ar&from=<id>&to=<id>` the Arabic
 * versions with two of them compared (docs/policy-versions.md); `?selected=<id>` opens a
 * section's form.
 */
export const policyList = listSearch({
  pageSize: POLICY_PAGE_SIZE,
  filters: { language: readOneOf(languages), status: readOneOf(sectionStatuses) },
  params: {
    view: readOneOf(["preview", "history"] as const),
    previewLanguage: readOneOf(languages),
    historyLanguage: readOneOf(languages),
    from: versionId,
    to: versionId,
  },
  sortFields: POLICY_SORT_COLUMNS,
});

export type PolicySearch = ReturnType<typeof policyList.validate>;
