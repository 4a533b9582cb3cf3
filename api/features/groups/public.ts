// Quiz groups and their challenges: the HTTP groups and their handlers, the group rooms on
// socket.io, and the `group_update` pushes made from stored events. The live game tells a
// group its round started or ended with `emitLiveGroup`.
import type { Kysely } from "kysely"

import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { QuizServer } from "#api/platform/sockets/io.ts"
import type { CommandDeps } from "#engine/command.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { DB } from "#projections/db.ts"

import { quizChallengeHandlers } from "./challenges-handlers.ts"
import { quizGroupHandlers } from "./handlers.ts"
import { newGroupLimits } from "./limits.ts"
import { registerGroupRooms } from "./rooms.ts"
import { followGroupEvents } from "./updates.ts"

export { QuizChallengesGroup } from "./challenges-group.ts"
export { QuizGroupsGroup } from "./group.ts"
export { emitLiveGroup } from "./updates.ts"

export interface GroupsDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
  readonly store: EventStore
  readonly io: QuizServer
  readonly log: Logger
  /** Where the groups' limits count (shared by the nodes on PostgreSQL). */
  readonly limits: SharedLimits
}

export const makeGroups = (deps: GroupsDeps) => {
  // Per app, in the shared limits' store: groups, invite keys, challenges and join attempts per player.
  const limits = newGroupLimits(deps.limits)
  return {
    groupHandlers: quizGroupHandlers({ ...deps, limits }),
    challengeHandlers: quizChallengeHandlers({ ...deps, writes: limits.writes }),
    /** socket.io: `join_group_room` and `group_event` on each new socket. */
    registerRooms: () => registerGroupRooms(deps),
    /** At every start: follows the store, pushing group updates to this node's sockets (closed with the store). */
    followUpdates: async () => {
      await followGroupEvents(deps)
    },
  }
}
