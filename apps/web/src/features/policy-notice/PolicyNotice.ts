import { apiWidget } from "../../lib/ApiBoundary";

/**
 * The banner of a material policy change still ahead (docs/policy-versions.md), on every public
 * page: its code and data come once the page is interactive, and it is fixed to the bottom of the
 * window, so it moves nothing that was already drawn.
 */
export const PolicyNotice = apiWidget(() =>
  import("./LivePolicyNotice").then((module) => module.LivePolicyNotice),
);
