// Lint: the rules that catch real faults here (promises nobody awaits or that a callback
// drops, type-only imports, import order), on top of the recommended sets. Formatting is
// Prettier's (eslint-config-prettier turns off the rules it owns). `npm run lint`.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import simpleImportSort from "eslint-plugin-simple-import-sort"
import tseslint from "typescript-eslint"

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // A leading underscore names what is left unused on purpose; rest siblings drop fields.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // The sanitisers and escapers match control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    // React event props take async handlers that catch their own failures; a void return is all they see.
    files: ["web/src/**/*.tsx"],
    rules: { "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }] },
  },
  {
    // Tests read JSON answers and socket payloads loosely; product code may not.
    files: ["test/**", "**/*.test.ts", "**/*.test.tsx", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  prettier,
)
