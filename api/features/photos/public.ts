// Photos: what the composition root and other features may use.
import { type CommandDeps } from "#engine/command.ts"

import { photosHandlers } from "./handlers.ts"
import { makePhotosReads, type PhotosReadsDeps } from "./reads.ts"

export { PhotosGroup } from "./group.ts"

export interface PhotosFeatureDeps extends PhotosReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
}

export const makePhotos = (deps: PhotosFeatureDeps) => {
  const reads = makePhotosReads(deps)
  deps.onClose(reads.close)
  return { reads, handlers: photosHandlers({ db: deps.db, commands: deps.commands, reads }) }
}
