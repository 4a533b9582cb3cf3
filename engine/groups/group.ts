// The group aggregate (stream `group-<groupId>`). Its state holds everything a decision
// needs: who commissions it, who belongs, which invite keys exist and which are used up.
// A join is decided against this state and appended at the revision it was read at, so
// two people claiming one key at once cannot both win: the second append conflicts, is
// retried on fresh state, and finds the key used.
import { Map as PersistentMap, OrderedMap } from "immutable"

import { ALREADY_GROUP_MEMBER, INVITE_KEY_USED } from "#schemas/error-codes.ts"
import { GroupEvent } from "#schemas/events/group.ts"
import { GROUP_NAME_MAX, MAX_NEW_KEYS, MAX_UNUSED_KEYS } from "#schemas/group-rules.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Invalid, Missing, NotAllowed, WrongState } from "../domain-errors.ts"

// Members and keys are persistent maps: a join adds one of each without copying the rest, so
// a group of thousands is formed in linear time (plain objects were copied at every join).
export interface GroupState {
  readonly exists: boolean
  readonly deleted: boolean
  readonly groupId: string
  readonly name: string
  readonly groupKey: string
  readonly commissionerId: string
  /** Member id → username at the time they joined, longest-standing first. */
  readonly members: OrderedMap<string, string>
  /** Invite key → the id of the member who used it, or null while unused. */
  readonly keys: PersistentMap<string, string | null>
}

export const groupStream = (groupId: string): string => `group-${groupId}`

const initial: GroupState = {
  exists: false,
  deleted: false,
  groupId: "",
  name: "",
  groupKey: "",
  commissionerId: "",
  members: OrderedMap(),
  keys: PersistentMap(),
}

const withKeys = (keys: GroupState["keys"], added: readonly string[]) => keys.withMutations((all) => added.forEach((k) => all.set(k, null)))

/** Groups kept folded in memory (see Decider.cachedStreams): every join reads its group's whole state. */
const CACHED_GROUPS = 200

const evolve = (state: GroupState, event: GroupEvent): GroupState => {
  switch (event.type) {
    case "GroupCreated":
      return {
        exists: true,
        deleted: false,
        groupId: event.groupId,
        name: event.groupName,
        groupKey: event.groupKey,
        commissionerId: event.commissionerId,
        members: OrderedMap([[event.commissionerId, event.commissionerName]]),
        keys: withKeys(PersistentMap(), event.inviteKeys),
      }
    case "InviteKeysAdded":
      return { ...state, keys: withKeys(state.keys, event.inviteKeys) }
    case "GroupMemberJoined":
      return { ...state, members: state.members.set(event.userId, event.username), keys: state.keys.set(event.inviteKey, event.userId) }
    case "GroupMemberLeft":
      return { ...state, members: state.members.delete(event.userId), commissionerId: event.newCommissionerId ?? state.commissionerId }
    case "GroupDeleted":
      return { ...state, deleted: true }
  }
}

export const isLive = (state: GroupState): boolean => state.exists && !state.deleted
export const isMember = (state: GroupState, userId: string): boolean => state.members.has(userId)
export const unusedKeys = (state: GroupState): string[] => [...state.keys.filter((user) => user === null).keys()]
/** Member ids, longest-standing first. */
export const memberIds = (state: GroupState): string[] => [...state.members.keys()]

/** Draws `count` keys that the group does not hold yet (a repeat is astronomically rare, but cheap to rule out). */
const drawDistinct = (count: number, taken: GroupState["keys"], draw: () => string): string[] => {
  const keys = new Set<string>()
  while (keys.size < count) {
    const key = draw()
    if (!taken.has(key)) keys.add(key)
  }
  return [...keys]
}

const checkKeyCount = (count: number) => {
  if (!Number.isInteger(count) || count < 1 || count > MAX_NEW_KEYS) throw new Invalid(Messages.inviteKeyCount(MAX_NEW_KEYS))
}

const requireGroup = (state: GroupState) => {
  if (!isLive(state)) throw new Missing(Messages.groupNotFound)
}

const requireCommissioner = (state: GroupState, userId: string) => {
  requireGroup(state)
  if (state.commissionerId !== userId) throw new NotAllowed(Messages.notCommissioner)
}

export interface CreateGroup {
  readonly groupId: string
  readonly groupName: string
  readonly groupKey: string
  readonly commissionerId: string
  readonly commissionerName: string
  readonly inviteKeyCount: number
  readonly drawInviteKey: () => string
  readonly now: Date
}

const create = (command: CreateGroup, state: GroupState): GroupEvent[] => {
  if (state.exists) return []
  const groupName = command.groupName.trim()
  if (groupName === "") throw new Invalid(Messages.groupNameRequired)
  if (groupName.length > GROUP_NAME_MAX) throw new Invalid(Messages.fieldTooLong("The group name", GROUP_NAME_MAX))
  checkKeyCount(command.inviteKeyCount)
  return [
    {
      type: "GroupCreated",
      groupId: command.groupId,
      groupName,
      groupKey: command.groupKey,
      commissionerId: command.commissionerId,
      commissionerName: command.commissionerName,
      inviteKeys: drawDistinct(command.inviteKeyCount, PersistentMap(), command.drawInviteKey),
      at: command.now.toISOString(),
    },
  ]
}

export interface AddInviteKeys {
  readonly userId: string
  readonly count: number
  readonly drawInviteKey: () => string
  readonly now: Date
}

const addKeys = (command: AddInviteKeys, state: GroupState): GroupEvent[] => {
  requireCommissioner(state, command.userId)
  checkKeyCount(command.count)
  if (unusedKeys(state).length + command.count > MAX_UNUSED_KEYS) throw new WrongState(Messages.tooManyUnusedKeys(MAX_UNUSED_KEYS))
  return [
    {
      type: "InviteKeysAdded",
      groupId: state.groupId,
      groupName: state.name,
      inviteKeys: drawDistinct(command.count, state.keys, command.drawInviteKey),
      by: command.userId,
      at: command.now.toISOString(),
    },
  ]
}

export interface JoinGroup {
  /** Already normalised (see keys.ts). */
  readonly groupKey: string
  readonly inviteKey: string
  readonly userId: string
  readonly username: string
  readonly now: Date
}

const join = (command: JoinGroup, state: GroupState): GroupEvent[] => {
  if (!isLive(state) || state.groupKey !== command.groupKey) throw new Missing(Messages.groupKeyInvalid)
  if (isMember(state, command.userId)) throw new WrongState(Messages.alreadyGroupMember, ALREADY_GROUP_MEMBER)
  if (!state.keys.has(command.inviteKey)) throw new Missing(Messages.inviteKeyInvalid)
  if (state.keys.get(command.inviteKey) !== null) throw new WrongState(Messages.inviteKeyUsed, INVITE_KEY_USED)
  return [
    {
      type: "GroupMemberJoined",
      groupId: state.groupId,
      groupName: state.name,
      userId: command.userId,
      username: command.username,
      inviteKey: command.inviteKey,
      at: command.now.toISOString(),
    },
  ]
}

export interface DeleteGroup {
  readonly userId: string
  readonly now: Date
}

const remove = (command: DeleteGroup, state: GroupState): GroupEvent[] => {
  requireCommissioner(state, command.userId)
  return [{ type: "GroupDeleted", groupId: state.groupId, groupName: state.name, by: command.userId, at: command.now.toISOString() }]
}

export interface LeaveGroup {
  readonly userId: string
  readonly now: Date
}

/**
 * A member whose account is deleted leaves: the longest-standing other member takes over a
 * group they commissioned, and a group they were alone in is deleted. Not a member: nothing.
 */
const leave = (command: LeaveGroup, state: GroupState): GroupEvent[] => {
  if (!isLive(state) || !isMember(state, command.userId)) return []
  const at = command.now.toISOString()
  const others = memberIds(state).filter((id) => id !== command.userId)
  if (others.length === 0) return [{ type: "GroupDeleted", groupId: state.groupId, groupName: state.name, by: command.userId, at }]
  const heir = state.commissionerId === command.userId ? others[0] : undefined
  return [
    {
      type: "GroupMemberLeft",
      groupId: state.groupId,
      groupName: state.name,
      userId: command.userId,
      reason: "account_deleted",
      ...(heir === undefined ? {} : { newCommissionerId: heir }),
      at,
    },
  ]
}

export type GroupCommand =
  | ({ readonly type: "CreateGroup" } & CreateGroup)
  | ({ readonly type: "AddInviteKeys" } & AddInviteKeys)
  | ({ readonly type: "JoinGroup" } & JoinGroup)
  | ({ readonly type: "DeleteGroup" } & DeleteGroup)
  | ({ readonly type: "LeaveGroup" } & LeaveGroup)

export const groupDecider: Decider<GroupCommand, GroupState, GroupEvent> = {
  decide: (command, state) => {
    switch (command.type) {
      case "CreateGroup":
        return create(command, state)
      case "AddInviteKeys":
        return addKeys(command, state)
      case "JoinGroup":
        return join(command, state)
      case "DeleteGroup":
        return remove(command, state)
      case "LeaveGroup":
        return leave(command, state)
    }
  },
  evolve,
  initialState: initial,
  events: GroupEvent,
  cachedStreams: CACHED_GROUPS,
}
