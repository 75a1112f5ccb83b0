import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import root from "../../eslint.config.js";

// The root config names its browser/React block by repository path ("packages/ui/**"); when
// ESLint runs inside this package the patterns are relative to this folder, so repeat it here.
export default [
  ...root,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
