// Videos: what the composition root and other features may use.
import { type CommandDeps } from "#engine/command.ts"

import { videosHandlers } from "./handlers.ts"
import { makeVideosReads, type VideosReadsDeps } from "./reads.ts"

export { VideosGroup } from "./group.ts"

export interface VideosFeatureDeps extends VideosReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
}

export const makeVideos = (deps: VideosFeatureDeps) => {
  const reads = makeVideosReads(deps)
  deps.onClose(reads.close)
  return { reads, handlers: videosHandlers({ db: deps.db, commands: deps.commands, reads }) }
}
