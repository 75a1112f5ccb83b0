import type { PolicyDocument } from "@bayan/trpc/schemas";
import { useLingui } from "@lingui/react/macro";

/** The words of the versions pages that name their document, written out whole for each. */
export interface VersionsWords {
  /** The list's title (its h1 and the tab's). */
  listTitle: string;
  /** The list's description, for search results and link previews. */
  listDescription: string;
  /** A version's title: "Privacy Policy, version 2". */
  versionTitle: (number: string) => string;
  /** A version's description, for search results and link previews. */
  versionDescription: (number: string, date: string) => string;
  /** The link back from the list to the document's page. */
  backToDocument: string;
  /** The link back from a version to the list. */
  allVersions: string;
  /** The link to the document's page as it is now. */
  currentDocument: string;
}

/** The versions pages' words for a document, in the interface language. */
export function useVersionsWords(document: PolicyDocument): VersionsWords {
  const { t } = useLingui();
  if (document === "terms-of-service") {
    return {
      listTitle: t`Versions of the Terms of Service`,
      listDescription: t`Every version of Bayan's terms of service as published: what changed, and when each took effect.`,
      versionTitle: (number) => t`Terms of Service, version ${number}`,
      versionDescription: (number, date) =>
        t`Version ${number} of Bayan's terms of service as published, in effect from ${date}.`,
      backToDocument: t`Back to the terms of service`,
      allVersions: t`All versions of the terms of service`,
      currentDocument: t`Current terms of service`,
    };
  }
  return {
    listTitle: t`Versions of the Privacy Policy`,
    listDescription: t`Every version of Bayan's privacy policy as published: what changed, and when each took effect.`,
    versionTitle: (number) => t`Privacy Policy, version ${number}`,
    versionDescription: (number, date) =>
      t`Version ${number} of Bayan's privacy policy as published, in effect from ${date}.`,
    backToDocument: t`Back to the privacy policy`,
    allVersions: t`All versions of the privacy policy`,
    currentDocument: t`Current privacy policy`,
  };
}
