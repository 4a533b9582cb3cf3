// Quiz groups, stream `group-<groupId>`: created by its commissioner (who is its first
// member) with a group key and single-use invite keys; more keys may be added; friends
// join with the group key and one unused invite key; the commissioner may delete it.
// Events carry the group's name so socket pushes need no read-model lookup.
import { Schema } from "effect"

export const GroupCreated = Schema.Struct({
  type: Schema.Literal("GroupCreated"),
  groupId: Schema.String,
  groupName: Schema.String,
  groupKey: Schema.String,
  commissionerId: Schema.String,
  commissionerName: Schema.String,
  inviteKeys: Schema.Array(Schema.String),
  at: Schema.String,
})

export const InviteKeysAdded = Schema.Struct({
  type: Schema.Literal("InviteKeysAdded"),
  groupId: Schema.String,
  groupName: Schema.String,
  inviteKeys: Schema.Array(Schema.String),
  by: Schema.String,
  at: Schema.String,
})

export const GroupMemberJoined = Schema.Struct({
  type: Schema.Literal("GroupMemberJoined"),
  groupId: Schema.String,
  groupName: Schema.String,
  userId: Schema.String,
  username: Schema.String,
  /** The invite key this member used up. */
  inviteKey: Schema.String,
  at: Schema.String,
})

/**
 * A member left: their account was deleted. When they commissioned the group, the longest
 * standing member takes it over (`newCommissionerId`).
 */
export const GroupMemberLeft = Schema.Struct({
  type: Schema.Literal("GroupMemberLeft"),
  groupId: Schema.String,
  groupName: Schema.String,
  userId: Schema.String,
  reason: Schema.Literal("account_deleted"),
  newCommissionerId: Schema.optional(Schema.String),
  at: Schema.String,
})

export const GroupDeleted = Schema.Struct({
  type: Schema.Literal("GroupDeleted"),
  groupId: Schema.String,
  groupName: Schema.String,
  by: Schema.String,
  at: Schema.String,
})

export const GroupEvent = Schema.Union(GroupCreated, InviteKeysAdded, GroupMemberJoined, GroupMemberLeft, GroupDeleted)
export type GroupEvent = typeof GroupEvent.Type
export const GroupEventTypes = ["GroupCreated", "InviteKeysAdded", "GroupMemberJoined", "GroupMemberLeft", "GroupDeleted"] as const
