// socket.io payloads of groups (docs/product.md §7): what clients send, what the server pushes.
// Event names and acknowledgements: schemas/socket/protocol.ts.
import { Schema } from "effect"

import { CleanText } from "../text.ts"
import { ChallengeItem, ChallengeScore } from "./group-challenge.ts"

const Id = Schema.Union(CleanText.pipe(Schema.minLength(1), Schema.maxLength(200)), Schema.Number).pipe(
  Schema.transform(CleanText, { strict: true, decode: (v) => String(v), encode: (s) => s }),
)

export const JoinGroupRoom = Schema.Struct({
  groupId: Id,
  groupKey: CleanText.pipe(Schema.minLength(1), Schema.maxLength(100)),
})

/** A client's group_event: checked, but never relayed (see api/features/groups/rooms.ts). */
export const ClientGroupEvent = Schema.Struct({
  groupId: Id,
  type: CleanText.pipe(Schema.minLength(1), Schema.maxLength(100)),
})

const base = { groupId: CleanText, groupName: CleanText }

/** What `group_update` carries, by `type`. */
export const GroupUpdate = Schema.Union(
  Schema.Struct({ type: Schema.Literal("member_joined"), ...base, member: Schema.Struct({ id: CleanText, username: CleanText }) }),
  Schema.Struct({ type: Schema.Literal("new_challenge"), ...base, challenge: ChallengeItem }),
  Schema.Struct({ type: Schema.Literal("live_group_started"), ...base }),
  Schema.Struct({ type: Schema.Literal("live_group_ended"), ...base }),
  Schema.Struct({ type: Schema.Literal("group_deleted"), ...base }),
  /** A challenged member finished a challenge for a grade: their score, for the challenger and the group. */
  Schema.Struct({
    type: Schema.Literal("challenge_completed"),
    ...base,
    challengeId: CleanText,
    topic: CleanText,
    challengerId: CleanText,
    score: ChallengeScore,
  }),
  /** A member's account was deleted; `newCommissionerId` when the group passed to another member. */
  Schema.Struct({ type: Schema.Literal("member_left"), ...base, memberId: CleanText, newCommissionerId: Schema.optional(CleanText) }),
)
export type GroupUpdate = typeof GroupUpdate.Type
