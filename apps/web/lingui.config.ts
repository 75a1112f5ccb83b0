import { defineConfig } from "@lingui/cli";

// Three catalogs: the public site's first screens, which every visitor downloads; the landing
// page's sections below the hero (src/features/landing/{sections,demos,widgets,...}), loaded with
// the first of them as the page scrolls; and the admin panel's (src/admin/**), loaded by the admin
// routes only, so admin strings never reach a visitor.
const LANDING_SECTIONS = [
  "<rootDir>/src/features/landing/sections",
  "<rootDir>/src/features/landing/demos",
  "<rootDir>/src/features/landing/widgets",
  "<rootDir>/src/features/landing/logic",
  "<rootDir>/src/features/landing/useLevelNames.ts",
  "<rootDir>/src/features/landing/JoinButton.tsx",
  "<rootDir>/src/features/landing/IconCard.tsx",
  "<rootDir>/src/features/landing/LandingSection.tsx",
];

// The registration page (/register, reached only from an invitation email) has its own catalog,
// loaded with the page, so its strings do not weigh on every public page's first load.
const REGISTER_PAGE = "<rootDir>/src/pages/register";
// So have the waitlist's confirmation and status pages (/confirm, /status: from its emails only).
const CONFIRM_PAGE = "<rootDir>/src/pages/confirm";
const STATUS_PAGE = "<rootDir>/src/pages/status";
// And the unsubscribe page (/unsubscribe: from the link in every email).
const UNSUBSCRIBE_PAGE = "<rootDir>/src/pages/unsubscribe";
// And the policies' versions pages (/privacy/versions, /terms/versions: docs/policy-versions.md).
const VERSIONS_PAGE = "<rootDir>/src/pages/versions";

// The words of the server's answers by key (docs/messages.md). A public page words the keys it
// shows itself, in the catalog it loads: the contact page's (src/pages/contact/messages.ts) are in
// the public catalog, the registration page's (src/pages/register/messages.ts) in its own. The
// rest of the public keys' words (src/lib/messages.ts: no public page shows them by key) are read
// by the admin panel only, so they go in the admin catalog and not in every visitor's first load;
// so do the registration page's, which the admin panel shows too (a password's rule). The admin
// panel loads the public catalog as well, so it has the contact page's words.
const SERVER_MESSAGES = "<rootDir>/src/lib/messages.ts";
const REGISTER_PAGE_MESSAGES = `${REGISTER_PAGE}/messages.ts`;
const CONFIRM_PAGE_MESSAGES = `${CONFIRM_PAGE}/messages.ts`;
const STATUS_PAGE_MESSAGES = `${STATUS_PAGE}/messages.ts`;
const UNSUBSCRIBE_PAGE_MESSAGES = `${UNSUBSCRIBE_PAGE}/messages.ts`;

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: [
        "**/node_modules/**",
        "**/*.test.*",
        "<rootDir>/src/admin/**",
        `${REGISTER_PAGE}/**`,
        `${CONFIRM_PAGE}/**`,
        `${STATUS_PAGE}/**`,
        `${UNSUBSCRIBE_PAGE}/**`,
        `${VERSIONS_PAGE}/**`,
        SERVER_MESSAGES,
        ...LANDING_SECTIONS.map((path) =>
          path.endsWith(".ts") || path.endsWith(".tsx") ? path : `${path}/**`,
        ),
      ],
    },
    {
      path: "<rootDir>/src/features/landing/locales/{locale}/messages",
      include: LANDING_SECTIONS,
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: `${REGISTER_PAGE}/locales/{locale}/messages`,
      include: [REGISTER_PAGE],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: `${CONFIRM_PAGE}/locales/{locale}/messages`,
      include: [CONFIRM_PAGE],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: `${STATUS_PAGE}/locales/{locale}/messages`,
      include: [STATUS_PAGE],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: `${UNSUBSCRIBE_PAGE}/locales/{locale}/messages`,
      include: [UNSUBSCRIBE_PAGE],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: `${VERSIONS_PAGE}/locales/{locale}/messages`,
      include: [VERSIONS_PAGE],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
    {
      path: "<rootDir>/src/admin/locales/{locale}/messages",
      include: [
        "<rootDir>/src/admin",
        SERVER_MESSAGES,
        REGISTER_PAGE_MESSAGES,
        CONFIRM_PAGE_MESSAGES,
        STATUS_PAGE_MESSAGES,
        UNSUBSCRIBE_PAGE_MESSAGES,
      ],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
});
