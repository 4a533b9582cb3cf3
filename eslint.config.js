// Lint: the rules that catch real faults here (promises nobody awaits or that a callback
// drops, type-only imports, import order), on top of the recommended sets. Formatting is
// Prettier's (eslint-config-prettier turns off the rules it owns). `npm run lint`.
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import boundaries from "eslint-plugin-boundaries"
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
  {
    // The walls (docs/architecture.md, "Folders"): the floors schemas → engine → projections →
    // api, web beside them on schemas alone; inside api, the platform imports no feature, and a
    // feature reaches another only through that feature's public.ts. Type-only imports count.
    files: ["{schemas,engine,projections,api,web/src}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: "tsconfig.json" } },
      "boundaries/legacy-warnings": false,
      "boundaries/include": ["schemas/**", "engine/**", "projections/**", "api/**", "web/src/**"],
      "boundaries/elements": [
        { type: "schemas", pattern: "schemas" },
        { type: "engine", pattern: "engine" },
        { type: "projections", pattern: "projections" },
        { type: "platform", pattern: "api/platform" },
        { type: "feature", pattern: "api/features/*", capture: ["feature"] },
        { type: "web", pattern: "web/src" },
        // The files directly in api/ (compose.ts, main.ts), matched on their whole path: from the
        // right, "api/*.ts" would also match schemas/api/quiz.ts. (The plugin calls `mode` legacy, but
        // its replacement matches folders only; see legacy-warnings below.)
        { type: "composition", pattern: "api/*.ts", mode: "full" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          policies: [
            { from: { element: { type: "engine" } }, allow: { to: { element: { type: "schemas" } } } },
            { from: { element: { type: "projections" } }, allow: { to: { element: { type: ["schemas", "engine"] } } } },
            { from: { element: { type: "platform" } }, allow: { to: { element: { type: ["schemas", "engine", "projections"] } } } },
            { from: { element: { type: ["feature", "composition"] } }, allow: { to: { element: { type: ["schemas", "engine", "projections", "platform"] } } } },
            // Another feature only through its public face (a feature's own files are its own business).
            { from: { element: { type: ["feature", "composition"] } }, allow: { to: { element: { type: "feature", fileInternalPath: "public.ts" } } } },
            { from: { element: { type: "composition" } }, allow: { to: { element: { type: "composition" } } } },
            { from: { element: { type: "web" } }, allow: { to: { element: { type: "schemas" } } } },
          ],
        },
      ],
    },
  },
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
  prettier,
)
