import type { APIRequestContext } from "@playwright/test";
import { adminApi } from "./admin";
import { expect, test } from "./fixtures";

/** The policy documents the admin manages (SPEC 2.15), by their address under /api/system/content. */
export type PolicyDocument = "privacy-policy" | "terms-of-service";

/** A section of a policy document, as the admin API answers it. */
export interface PolicySection {
  id: string;
  title: string;
  content: string;
  order: number;
  lastUpdated: string;
  status: "published" | "draft";
  language: "en" | "ar";
  category: string | null;
}

/** A document's sections, both languages, through the admin API. */
export const sectionsOf = (
  request: APIRequestContext,
  document: PolicyDocument = "privacy-policy",
) => adminApi<PolicySection[]>(request, "get", `/api/system/content/${document}`);

/** The sections as the save takes them back (no category on the privacy policy's). */
export const asSaved = (sections: PolicySection[]) =>
  sections.map(({ category, ...section }) => ({ ...section, ...(category ? { category } : {}) }));

/**
 * Saves a document's sections through the admin API; with `publish` (a change summary, an
 * effective date, material or not) the change is published as a version of its own.
 */
export const saveSections = (
  request: APIRequestContext,
  sections: PolicySection[],
  { document = "privacy-policy", publish }: { document?: PolicyDocument; publish?: object } = {},
) =>
  adminApi(request, "post", `/api/system/content/${document}`, {
    sections: asSaved(sections),
    ...(publish ? { publish } : {}),
  });

/**
 * The document as it was before each test of the describe block it is called in, put back after
 * it (the public page journeys, pages.spec.ts, expect the default sections and their dates);
 * `kept` is what of each section must read as before once it is back. Answers the sections as
 * they were before the running test.
 */
export function keepDocument(
  document: PolicyDocument,
  kept: (section: PolicySection) => unknown,
): () => PolicySection[] {
  let saved: PolicySection[] = [];
  test.beforeEach(async ({ request }) => {
    saved = await sectionsOf(request, document);
  });
  test.afterEach(async ({ request }) => {
    await saveSections(request, saved, { document });
    expect((await sectionsOf(request, document)).map(kept)).toEqual(saved.map(kept));
  });
  return () => saved;
}
