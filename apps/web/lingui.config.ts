import { defineConfig } from "@lingui/cli";

// Two catalogs: the public site's, which every visitor downloads, and the admin panel's
// (src/admin/**), loaded by the admin routes only, so admin strings never reach a visitor.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "ar"],
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}/messages",
      include: ["<rootDir>/src"],
      exclude: ["**/node_modules/**", "**/*.test.*", "<rootDir>/src/admin/**"],
    },
    {
      path: "<rootDir>/src/admin/locales/{locale}/messages",
      include: ["<rootDir>/src/admin"],
      exclude: ["**/node_modules/**", "**/*.test.*"],
    },
  ],
});
