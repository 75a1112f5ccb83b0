import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import root from "../../eslint.config.js";

// The root config names its browser/React block by repository path ("apps/web/**"); when ESLint
// runs inside this package the patterns are relative to this folder, so repeat that block here.
export default [
  ...root,
  {
    files: ["src/**/*.{ts,tsx}", "public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // TanStack Router's way to leave a route is `throw redirect(...)` (a Response object).
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          allow: [{ from: "package", package: "@tanstack/router-core", name: "Redirect" }],
          allowThrowingAny: false,
          allowThrowingUnknown: false,
        },
      ],
    },
  },
  {
    // The browser takes only types from the server package; runtime rules come from the zod-free
    // "@bayan/trpc/rules", and "@bayan/trpc/schemas" (which carries zod) only in lazily loaded
    // routes.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@bayan/trpc",
              allowTypeImports: true,
              message: "Server code must not reach the browser; import types only.",
            },
          ],
        },
      ],
    },
  },
];
