// Group and challenge commands as the edge calls them. Creating a group and issuing a challenge
// take a place in the player's allowance first (engine/groups/allowance.ts) and give it back if
// the creation is refused after all, as registration does with a username's reservation.
import type { AllowanceKind } from "#schemas/events/group-allowance.ts"
import * as Messages from "#schemas/messages.ts"

import { type CommandDeps, handleCommand, loadState } from "../command.ts"
import { allowanceDecider, allowanceStream } from "./allowance.ts"
import { challengeDecider, challengeIdFor, challengeStream, type IssueChallenge } from "./challenge.ts"
import {
  type AddInviteKeys,
  type CreateGroup,
  type DeleteGroup,
  type GroupCommand,
  groupDecider,
  groupStream,
  type JoinGroup,
  type LeaveGroup,
} from "./group.ts"

/** The group stream is kept folded (see groupDecider), in the deps' fold cache. */
type Deps = CommandDeps

const allowance = (deps: Deps, type: "Take" | "Return", userId: string, kind: AllowanceKind, id: string, now: Date) =>
  handleCommand(deps, allowanceStream(userId), allowanceDecider, { type, userId, kind, id, now })

/** `create` with a place of the player's allowance taken for it first, and given back when it is refused. */
const withAllowance = async <A>(deps: Deps, userId: string, kind: AllowanceKind, id: string, now: Date, create: () => Promise<A>): Promise<A> => {
  await allowance(deps, "Take", userId, kind, id, now)
  try {
    return await create()
  } catch (error) {
    await allowance(deps, "Return", userId, kind, id, now)
    throw error
  }
}

export const createGroup = async (deps: Deps, command: CreateGroup) => {
  const create = { type: "CreateGroup", ...command } as const
  // The group's own rules first, so a refused name or count takes nothing from the allowance.
  groupDecider.decide(create, groupDecider.initialState)
  return withAllowance(deps, command.commissionerId, "group", command.groupId, command.now, () =>
    handleCommand(deps, groupStream(command.groupId), groupDecider, create),
  )
}

export const addInviteKeys = (deps: Deps, groupId: string, command: AddInviteKeys) =>
  handleCommand(deps, groupStream(groupId), groupDecider, { type: "AddInviteKeys", ...command })

// Many friends may redeem keys of one group at the same moment. Within this process they wait
// in the group's command line and are decided together; a conflict with another process is
// retried on fresh state, and a player who still loses after that many rounds is asked to
// try again.
const JOIN_RETRIES = 10

/** A join or leave, in the group's line, with more retries than most: a crowd sends them at once. */
const membership = (deps: Deps, groupId: string, command: GroupCommand) =>
  handleCommand(deps, groupStream(groupId), groupDecider, command, { retries: JOIN_RETRIES, busy: Messages.groupBusy })

export const joinGroup = (deps: Deps, groupId: string, command: JoinGroup) => membership(deps, groupId, { type: "JoinGroup", ...command })

export const leaveGroup = (deps: Deps, groupId: string, command: LeaveGroup) => membership(deps, groupId, { type: "LeaveGroup", ...command })

/** The group's place in its deleter's allowance is given back (nothing when they took it over from its creator). */
export const deleteGroup = async (deps: Deps, groupId: string, command: DeleteGroup) => {
  const result = await handleCommand(deps, groupStream(groupId), groupDecider, { type: "DeleteGroup", ...command })
  await allowance(deps, "Return", command.userId, "group", groupId, command.now)
  return result
}

/** The challenged are taken from the group's stream as it is now, not from a read model that may lag. */
export const issueChallenge = async (deps: Deps, groupId: string, command: Omit<IssueChallenge, "type" | "group">) => {
  const { state: group } = await loadState(deps.store, groupStream(groupId), groupDecider, deps.folds)
  const challengeId = challengeIdFor(groupId, command.quiz.id)
  const stream = challengeStream(challengeId)
  const issue = { type: "IssueChallenge", ...command, group } as const
  // The challenge's own rules first, on its stream as it is, so a refusal takes nothing from the allowance.
  challengeDecider.decide(issue, (await loadState(deps.store, stream, challengeDecider)).state)
  return withAllowance(deps, command.challengerId, "challenge", challengeId, command.now, () => handleCommand(deps, stream, challengeDecider, issue))
}
