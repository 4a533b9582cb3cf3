// The demo-content marker, stream `siteseed-demo`: written once, by the node that claims
// the seeding, so a store is seeded at most once (even after the owner deletes it all).
import { Schema } from "effect"

export const SiteSeeded = Schema.Struct({
  type: Schema.Literal("SiteSeeded"),
  seed: Schema.Literal("demo-homestead"),
  at: Schema.String,
})
export type SiteSeeded = typeof SiteSeeded.Type

export const SITE_SEED_STREAM = "siteseed-demo"
