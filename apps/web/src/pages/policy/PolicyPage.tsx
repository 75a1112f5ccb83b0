import { usePageMeta } from "../../lib/pageMeta";
import { apiWidget } from "../../lib/ApiBoundary";
import { PolicyContent, type PolicyPageProps, type SectionsQuery } from "./PolicyContent";

/** For the pages that use this one (PrivacyPage, TermsPage): their sections' icons. */
export type { SectionIcon } from "./PolicyContent";

/** Until the data layer is in: loading, as the prerendered page shows it. */
const NOT_ASKED_YET: SectionsQuery = {
  isPending: true,
  isError: false,
  isFetching: false,
  data: undefined,
  refetch: () => Promise.resolve(),
};

// The sections are asked for through the data layer, once the page is interactive.
const LivePolicyContent = apiWidget(() =>
  import("./LivePolicyContent").then((module) => module.LivePolicyContent),
);

/** SPEC 2.5: the privacy policy and the terms of service share this page. */
export function PolicyPage(props: PolicyPageProps) {
  usePageMeta(props.title, props.description);
  return (
    <LivePolicyContent
      {...props}
      placeholder={<PolicyContent {...props} query={NOT_ASKED_YET} />}
    />
  );
}
