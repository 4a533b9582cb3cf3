// Posts: what the composition root and other features may use.
import { type CommandDeps } from "#engine/command.ts"

import { postsHandlers } from "./handlers.ts"
import { makePostsReads, type PostsReadsDeps } from "./reads.ts"
import { publishOnSchedule } from "./schedule.ts"

export { PostsGroup } from "./group.ts"

export interface PostsFeatureDeps extends PostsReadsDeps {
  readonly commands: CommandDeps
  /** Something to close with the server. */
  readonly onClose: (cleanup: () => void) => void
}

export const makePosts = (deps: PostsFeatureDeps) => {
  const reads = makePostsReads(deps)
  deps.onClose(reads.close)
  return {
    reads,
    handlers: postsHandlers({ db: deps.db, commands: deps.commands, reads }),
    /** Publishes each scheduled draft at its time, from now until the server closes. */
    publishOnSchedule: () => deps.onClose(publishOnSchedule({ db: deps.db, commands: deps.commands, posts: reads, log: deps.log })),
  }
}
