import { defineConfig } from "vitest/config"

/** One project per suite, named as its folder: `vitest run --project test/api`. */
export const suites = ["schemas", "engine", "projections", "api", "web", "test/api", "test/security", "test/proxy", "test/e2e"]

/**
 * Suites whose files share one process and its loaded modules instead of each file loading the
 * code again: their files leave no state behind (servers and browsers closed, timers restored,
 * no module mocks). Not `web`: its files mock modules. Vitest 3.2's forks pool honours a
 * project's `isolate: false` only beside `singleFork`. A hook every file needs goes in a setup
 * file, which runs again before each file (a module imported once registers its hooks once).
 */
const shared = new Set(["schemas", "engine", "projections", "api", "test/api", "test/security", "test/proxy", "test/e2e"])
const setupFiles: Record<string, string[]> = { "test/e2e": ["test/e2e/csp-check.ts"] }

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", "./test/support/suite-times.ts"],
    // The built site (the server renderer in dist/ssr) is loaded by Node itself, as in production: Vite's module
    // rewriting is for sources, and it misreads bundled code (a label named as an imported binding).
    server: { deps: { external: [/\/dist\//] } },
    projects: suites.map((suite) => ({
      extends: true,
      test: {
        name: suite,
        include: [`${suite}/**/*.test.{ts,tsx}`],
        ...(shared.has(suite) ? { poolOptions: { forks: { singleFork: true, isolate: false } } } : {}),
        ...(setupFiles[suite] ? { setupFiles: setupFiles[suite] } : {}),
      },
    })),
  },
})
