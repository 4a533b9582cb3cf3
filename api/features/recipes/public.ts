// Recipes: what the composition root and other features may use.
import { type MediaStorage, storeUpload } from "#api/features/media/public.ts"
import type { Ai } from "#api/platform/ai/charge.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Metrics } from "#api/platform/observe/metrics.ts"
import type { SafeFetch } from "#api/platform/safe-fetch/safe-fetch.ts"
import { type CommandDeps } from "#engine/command.ts"
import { PHOTO_MAX_BYTES } from "#schemas/api/media.ts"

import { recipesHandlers } from "./handlers.ts"
import { makeRecipesReads, type RecipesReadsDeps } from "./reads.ts"

export { recipesBodyLimits } from "./body-limits.ts"
export { RecipesGroup } from "./group.ts"

export interface RecipesFeatureDeps extends RecipesReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
  /** Import: the guarded fetcher, the media storage for the images, the AI provider for pages without recipe data. */
  readonly safeFetch: SafeFetch
  readonly media: MediaStorage
  readonly ai: Ai
  readonly metrics: Metrics | undefined
  readonly log: Logger
}

export const makeRecipes = (deps: RecipesFeatureDeps) => {
  const reads = makeRecipesReads(deps)
  deps.onClose(reads.close)
  const importing = {
    safeFetch: deps.safeFetch,
    // The media pipeline re-encodes the image, which leaves its metadata behind.
    storeImage: async (bytes: Uint8Array) =>
      (await storeUpload({ media: deps.media, commands: deps.commands }, bytes, { maxBytes: PHOTO_MAX_BYTES, uploadedBy: "owner" })).result.variants[1]!,
    ai: deps.ai,
    log: deps.log,
    metrics: deps.metrics,
  }
  return { reads, handlers: recipesHandlers({ db: deps.db, commands: deps.commands, reads, importing }) }
}
