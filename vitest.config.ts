import { defineConfig } from "vitest/config"

/** One project per suite, named as its folder: `vitest run --project test/api`. */
const suites = ["schemas", "engine", "projections", "api", "web", "test/api", "test/security", "test/proxy", "test/e2e"]

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default", "./test/support/suite-times.ts"],
    projects: suites.map((suite) => ({ extends: true, test: { name: suite, include: [`${suite}/**/*.test.{ts,tsx}`] } })),
  },
})
