// `group_update` pushes (docs/product.md §4, §7) to the room `group:<id>`. Every node subscribes to
// the event store from its head at start and turns group and challenge events into pushes
// to its own sockets, so a change made through any node reaches sockets on every node.
// Pushes never come from request handlers.
import type { Kysely } from "kysely"

import type { Logger } from "#api/platform/log/logger.ts"
import { followStore } from "#api/platform/sockets/follow-store.ts"
import type { QuizServer } from "#api/platform/sockets/io.ts"
import type { EventStore, RecordedEvent } from "#engine/eventstore/port.ts"
import type { DB } from "#projections/db.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import type { ChallengeItem } from "#schemas/api/group-challenge.ts"
import type { GroupUpdate } from "#schemas/api/group-socket.ts"
import { ChallengeEvent, ChallengeEventTypes } from "#schemas/events/challenge.ts"
import { GroupEvent, GroupEventTypes } from "#schemas/events/group.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"

import { pushChallengeResults } from "./challenge-results.ts"

export const groupRoom = (groupId: string): string => `group:${groupId}`

export const emitGroupUpdate = (io: QuizServer, update: GroupUpdate): void => {
  io.to(groupRoom(update.groupId)).emit(ServerEvent.groupUpdate, update)
}

/**
 * For the live-game feature: tell a group its live round started or ended. Call it from
 * that feature's own event subscription (as below), so every node pushes to its sockets.
 */
export const emitLiveGroup = (io: QuizServer, group: { readonly groupId: string; readonly groupName: string }, live: boolean): void =>
  emitGroupUpdate(io, { type: live ? "live_group_started" : "live_group_ended", groupId: group.groupId, groupName: group.groupName })

const decodeGroup = eventDecoder(GroupEvent, GroupEventTypes)
const decodeChallenge = eventDecoder(ChallengeEvent, ChallengeEventTypes)

/** A just-issued challenge in the shape of the challenge lists. */
export const newChallengeItem = (event: Extract<ChallengeEvent, { type: "ChallengeIssued" }>): ChallengeItem => ({
  challenge_id: event.challengeId,
  group_id: event.groupId,
  group_name: event.groupName,
  quiz_id: event.quizId,
  topic: event.topic,
  level: event.level,
  number_questions: event.numberQuestions,
  challenger: event.challengerName,
  challenger_id: event.challengerId,
  challenged: event.challenged.map((m) => m.username),
  completed: [],
  scores: [],
  created_at: event.at,
})

/** The push (if any) one stored event makes. */
export const pushFor = (recorded: RecordedEvent, io: QuizServer): void => {
  const group = decodeGroup(recorded)
  if (group?.type === "GroupMemberJoined") {
    emitGroupUpdate(io, {
      type: "member_joined",
      groupId: group.groupId,
      groupName: group.groupName,
      member: { id: group.userId, username: group.username },
    })
  } else if (group?.type === "GroupMemberLeft") {
    emitGroupUpdate(io, {
      type: "member_left",
      groupId: group.groupId,
      groupName: group.groupName,
      memberId: group.userId,
      ...(group.newCommissionerId === undefined ? {} : { newCommissionerId: group.newCommissionerId }),
    })
  } else if (group?.type === "GroupDeleted") {
    emitGroupUpdate(io, { type: "group_deleted", groupId: group.groupId, groupName: group.groupName })
    io.in(groupRoom(group.groupId)).socketsLeave(groupRoom(group.groupId))
  }
  const challenge = decodeChallenge(recorded)
  if (challenge) {
    emitGroupUpdate(io, { type: "new_challenge", groupId: challenge.groupId, groupName: challenge.groupName, challenge: newChallengeItem(challenge) })
  }
}

export interface GroupUpdatesDeps {
  readonly store: EventStore
  readonly db: Kysely<DB>
  readonly io: QuizServer
  /** Where a push that failed is reported. */
  readonly log: Logger
}

/** Follows the store from its head, pushing group facts to this node's sockets. */
export const followGroupEvents = (deps: GroupUpdatesDeps): Promise<{ close(): Promise<void> }> =>
  followStore(deps, "Group push", async (recorded) => {
    pushFor(recorded, deps.io)
    await pushChallengeResults(deps.db, deps.io, recorded, emitGroupUpdate)
  })
