// The demo homestead: a small site's worth of posts, recipes, videos and photos, seeded once
// on a new store (seed.ts says when).
import { type DemoSeedDeps, seedDemoHomestead } from "./seed.ts"

export { type DemoSeedDeps, seedDemoHomestead } from "./seed.ts"

export const makeDemoHomestead = (deps: DemoSeedDeps) => ({
  /** At every start: the demo, written on a new store unless HOMESTEAD_SEED is off. */
  seed: async (): Promise<void> => {
    await seedDemoHomestead(deps)
  },
})
