import { defineConfig } from "vitest/config"

/** One project per suite, named as its folder: `vitest run --project test/api`. */
const suites = ["schemas", "engine", "projections", "api", "web", "test/api", "test/security", "test/proxy", "test/e2e"]

/**
 * Suites whose files share one process and its loaded modules instead of each file loading the
 * code again: their files leave no state behind (servers closed, timers restored, no module
 * mocks). Not `web` (its files mock modules) nor `test/e2e` (its harness registers hooks on
 * import). Vitest 3.2's forks pool honours a project's `isolate: false` only beside
 * `singleFork`.
 */
const shared = new Set(["schemas", "engine", "projections", "api", "test/api", "test/security", "test/proxy"])

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", "./test/support/suite-times.ts"],
    projects: suites.map((suite) => ({
      extends: true,
      test: {
        name: suite,
        include: [`${suite}/**/*.test.{ts,tsx}`],
        ...(shared.has(suite) ? { poolOptions: { forks: { singleFork: true, isolate: false } } } : {}),
      },
    })),
  },
})
