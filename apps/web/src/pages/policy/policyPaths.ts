import type { PolicyDocument } from "@bayan/trpc/schemas";

/** Each document's public page (SPEC 2.5). */
export const POLICY_PATH = {
  "privacy-policy": "/privacy",
  "terms-of-service": "/terms",
} as const satisfies Record<PolicyDocument, string>;

/** Each document's published versions (docs/policy-versions.md). */
export const VERSIONS_PATH = {
  "privacy-policy": "/privacy/versions",
  "terms-of-service": "/terms/versions",
} as const satisfies Record<PolicyDocument, string>;

/**
 * One version's own address: the versions page with the version's id (`?v=<id>`), the page map
 * being one prerendered page per path (docs/policy-versions.md).
 */
export const versionPath = (document: PolicyDocument, id: string) =>
  `${VERSIONS_PATH[document]}?v=${encodeURIComponent(id)}`;
