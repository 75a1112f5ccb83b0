import type { PublicPagePath } from "@bayan/trpc/rules/pages";
import type { PolicyDocument } from "@bayan/trpc/schemas";
import type { ComponentType } from "react";
import { PublicLayout } from "./components/layout/PublicLayout";
import { LandingPage } from "./features/landing/LandingPage";
import { keepReferral } from "./lib/referral";
import { NotFoundPage } from "./pages/NotFoundPage";

/** A policy's versions page, with its own catalog (one loader for both: the entry stays small). */
function versionsPage(document: PolicyDocument) {
  return () =>
    import("./pages/versions/PolicyVersionsPage").then((m) => m.loadVersionsPage(document));
}

/**
 * The public pages (SPEC 2.2-2.6), one for each of PUBLIC_PAGES (@bayan/trpc/rules/pages: the
 * type below makes a page missing here an error). They need no client-side router: each is
 * prerendered per language (scripts/prerender.mjs) and served as its own document, so a link
 * between them is a plain link that loads the next page's HTML. The landing page is in the entry
 * chunk; the other pages are chunks of their own. Any other path that is not the admin's shows
 * "Page not found".
 */
const PAGES: Record<PublicPagePath, () => Promise<ComponentType>> = {
  "/": () => Promise.resolve(LandingPage),
  "/privacy": () => import("./pages/PrivacyPage").then((m) => m.PrivacyPage),
  "/terms": () => import("./pages/TermsPage").then((m) => m.TermsPage),
  // Each policy's published versions (docs/policy-versions.md), one at a time at `?v=<id>`.
  "/privacy/versions": versionsPage("privacy-policy"),
  "/terms/versions": versionsPage("terms-of-service"),
  "/contact": () => import("./pages/ContactPage").then((m) => m.ContactPage),
  // With its own catalog (lingui.config.ts), so its strings stay out of the other pages' load.
  "/register": () => import("./pages/register/RegisterPage").then((m) => m.loadRegisterPage()),
  // Reached from the waitlist's emails (docs/waitlist-growth.md), each with its own catalog too.
  "/confirm": () => import("./pages/confirm/ConfirmPage").then((m) => m.loadConfirmPage()),
  "/status": () => import("./pages/status/StatusPage").then((m) => m.loadStatusPage()),
  // The unsubscribe link every email carries (docs/email-delivery.md), with its own catalog.
  "/unsubscribe": () =>
    import("./pages/unsubscribe/UnsubscribePage").then((m) => m.loadUnsubscribePage()),
};

/** A trailing slash is the same page ("/privacy/" is "/privacy"). */
function pagePath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;
}

/**
 * The page drawn at `pathname`, its code loaded. In the browser, a referral link's code
 * (`?ref=CODE`, on any public page) is kept for the waitlist form (lib/referral.ts).
 */
export function loadPublicPage(pathname: string): Promise<ComponentType> {
  if (typeof window !== "undefined") keepReferral(window.location.search);
  const load = (PAGES as Record<string, () => Promise<ComponentType>>)[pagePath(pathname)];
  return load ? load() : Promise.resolve(NotFoundPage);
}

/** A public page in the shared frame (top bar, footer), as prerendered and as hydrated. */
export function PublicApp({ page: Page }: { page: ComponentType }) {
  return (
    <PublicLayout>
      <Page />
    </PublicLayout>
  );
}
