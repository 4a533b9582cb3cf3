// Payloads and answers of quiz groups under /api/quiz. Field names follow docs/product.md §7
// (group_name, invite_keys, groupKey, inviteKey, newKeys). Missing names and keys decode
// to "" so the engine answers with the product's own sentences (docs/product.md §8) instead of a schema message.
import { Schema } from "effect"

import { MAX_NEW_KEYS } from "../group-rules.ts"
import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { ChallengeItem } from "./group-challenge.ts"

/** Free text that may be missing or null (then ""), bounded so nobody sends us a megabyte. */
const LooseText = (max: number, field: string) =>
  Schema.optionalWith(Schema.NullOr(CleanText.pipe(Schema.maxLength(max, { message: () => Messages.fieldTooLong(field, max) }))), {
    default: () => null,
  })

/** How many invite keys to make: a whole number 1–50, as a number or a numeric string from a form. */
export const KeyCount = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
  Schema.filter((n) => Number.isInteger(n) && n >= 1 && n <= MAX_NEW_KEYS, { message: () => Messages.inviteKeyCount(MAX_NEW_KEYS) }),
)

export const GroupId = CleanTrim.pipe(
  Schema.nonEmptyString({ message: () => Messages.groupNotFound }),
  Schema.maxLength(200, { message: () => Messages.groupNotFound }),
)

export const CreateGroupPayload = Schema.Struct({
  group_name: LooseText(200, "The group name"),
  invite_keys: Schema.optionalWith(KeyCount, { default: () => 1 }),
})

export const CreatedGroup = Schema.Struct({
  id: CleanText,
  group_name: CleanText,
  invite_keys: Schema.Array(CleanText),
  group_key: CleanText,
  message: CleanText,
})

export const JoinGroupPayload = Schema.Struct({
  groupKey: LooseText(100, "The group key"),
  inviteKey: LooseText(100, "The invite key"),
})

export const JoinedGroup = Schema.Struct({
  groupId: CleanText,
  group_name: CleanText,
  payload: Schema.Struct({ username: CleanText }),
  message: CleanText,
})

export const AddKeysPayload = Schema.Struct({
  id: GroupId,
  newKeys: KeyCount,
})

export const KeysAdded = Schema.Struct({
  id: CleanText,
  group_name: CleanText,
  /** The keys made by this call. */
  new_keys: Schema.Array(CleanText),
  /** Every unused key of the group, oldest first. */
  invite_keys: Schema.Array(CleanText),
  message: CleanText,
})

export const GroupPath = Schema.Struct({ id: GroupId })

export const GroupMember = Schema.Struct({ id: CleanText, username: CleanText, is_commissioner: Schema.Boolean })

export const GroupSummary = Schema.Struct({
  id: CleanText,
  group_name: CleanText,
  /** Members need it to join the group's socket room. */
  group_key: CleanText,
  commissioner_id: CleanText,
  live_game: Schema.Boolean,
  member_count: Schema.Number,
})

export const GroupDetail = Schema.Struct({
  id: CleanText,
  group_name: CleanText,
  group_key: CleanText,
  commissioner_id: CleanText,
  members: Schema.Array(GroupMember),
  challenges: Schema.Array(ChallengeItem),
  live_game: Schema.Boolean,
  /** The unused invite keys, oldest first: present only in the commissioner's answers. */
  invite_keys: Schema.optional(Schema.Array(CleanText)),
})
export type GroupDetail = typeof GroupDetail.Type
