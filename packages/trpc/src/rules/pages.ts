// The public pages: the one list the web app (src/PublicApp.tsx draws them, scripts/prerender.mjs
// writes them per language) and the API server (plugins/pages.ts serves them, plugins/web.ts
// routes them and lists them in the sitemap) all read. No zod and nothing else at run time: the
// prerender reads it from the web app's server bundle and the API from this package's build.
import type { PolicyDocument } from "../schemas/content.js";

export interface PublicPageInfo {
  /** The address, without a trailing slash ("/privacy/" is the same page). */
  path: string;
  /** The prerendered file: dist/pages/<language>/<file>.html. */
  file: string;
  /**
   * The page's own chunk in the web app's build, by its source file (the landing page is in the
   * entry's): its scripts and styles are linked from the page's head.
   */
  module: string | null;
  /** A policy page: rendered again at request time with this document's published sections. */
  policy?: PolicyDocument;
  /**
   * A policy document's published versions (docs/policy-versions.md): the list, rendered again at
   * request time with it; `?v=<id>` is one version's own address, the same page reading it.
   */
  versions?: PolicyDocument;
  /** The page's own translation catalogs (<dir>/<language>/messages.po), fetched with its code. */
  catalogs?: string;
  /**
   * Kept out of search results (a robots meta tag) and out of the sitemap: reached from an email
   * only (registration, waitlist confirmation and status, unsubscribe).
   */
  noindex?: boolean;
}

const PAGES = [
  { path: "/", file: "index", module: null },
  {
    path: "/privacy",
    file: "privacy",
    module: "src/pages/PrivacyPage.tsx",
    policy: "privacy-policy",
  },
  { path: "/terms", file: "terms", module: "src/pages/TermsPage.tsx", policy: "terms-of-service" },
  // Their published versions (docs/policy-versions.md), public legal history: indexed.
  {
    path: "/privacy/versions",
    file: "privacy-versions",
    module: "src/pages/versions/PolicyVersionsPage.tsx",
    catalogs: "src/pages/versions/locales",
    versions: "privacy-policy",
  },
  {
    path: "/terms/versions",
    file: "terms-versions",
    module: "src/pages/versions/PolicyVersionsPage.tsx",
    catalogs: "src/pages/versions/locales",
    versions: "terms-of-service",
  },
  { path: "/contact", file: "contact", module: "src/pages/ContactPage.tsx" },
  {
    path: "/register",
    file: "register",
    module: "src/pages/register/RegisterPage.tsx",
    catalogs: "src/pages/register/locales",
    noindex: true,
  },
  // The waitlist's confirmation and status pages (docs/waitlist-growth.md), reached from its
  // emails only; a token in the address, read once the page is interactive.
  {
    path: "/confirm",
    file: "confirm",
    module: "src/pages/confirm/ConfirmPage.tsx",
    catalogs: "src/pages/confirm/locales",
    noindex: true,
  },
  {
    path: "/status",
    file: "status",
    module: "src/pages/status/StatusPage.tsx",
    catalogs: "src/pages/status/locales",
    noindex: true,
  },
  // The page every email's unsubscribe link opens (docs/email-delivery.md): a token in the
  // address, read once the page is interactive; only its button changes anything.
  {
    path: "/unsubscribe",
    file: "unsubscribe",
    module: "src/pages/unsubscribe/UnsubscribePage.tsx",
    catalogs: "src/pages/unsubscribe/locales",
    noindex: true,
  },
] as const satisfies readonly PublicPageInfo[];

/** A public page's address: the web app has a page for each. */
export type PublicPagePath = (typeof PAGES)[number]["path"];
export type PublicPage = PublicPageInfo & { path: PublicPagePath };

export const PUBLIC_PAGES: readonly PublicPage[] = PAGES;
