import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["{schemas,engine,projections,api,test,web}/**/*.test.{ts,tsx}"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
})
