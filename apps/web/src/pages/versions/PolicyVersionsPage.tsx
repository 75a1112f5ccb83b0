import type { PolicyDocument } from "@bayan/trpc/schemas";
import type { ComponentType } from "react";
import { withCatalog } from "../../i18n/i18n";
import { apiWidget } from "../../lib/ApiBoundary";
import { PRIVACY_LOOK } from "../policy/privacyLook";
import type { PolicyLook } from "../policy/sectionLook";
import { useTermsLook } from "../policy/termsLook";
import { versionsCatalog } from "./versionsCatalog";
import { VersionsLoading } from "./VersionsFrame";
import { useVersionsWords } from "./versionsWords";

// The versions are read through the data layer once the page is interactive.
const LiveVersions = apiWidget(() =>
  import("./LiveVersions").then((module) => module.LiveVersions),
);

/**
 * /privacy/versions and /terms/versions (docs/policy-versions.md): the document's published
 * versions, newest first, each readable at its own address, the same page with `?v=<id>` (the
 * public pages are one prerendered page per path). The title is set by the view shown
 * (LiveVersions), which the prerender renders too.
 */
function PolicyVersionsPage({ document, look }: { document: PolicyDocument; look: PolicyLook }) {
  const words = useVersionsWords(document);
  return (
    <LiveVersions
      document={document}
      look={look}
      placeholder={<VersionsLoading document={document} words={words} />}
    />
  );
}

export function PrivacyVersionsPage() {
  return <PolicyVersionsPage document="privacy-policy" look={PRIVACY_LOOK} />;
}

export function TermsVersionsPage() {
  // SPEC 2.5: each terms section's icon and label from its category, as on /terms.
  const look = useTermsLook();
  return <PolicyVersionsPage document="terms-of-service" look={look} />;
}

/** A document's versions page once its own catalog is in (i18n.ts). */
export const loadVersionsPage = (document: PolicyDocument): Promise<ComponentType> =>
  withCatalog(
    versionsCatalog,
    document === "privacy-policy" ? PrivacyVersionsPage : TermsVersionsPage,
  );
