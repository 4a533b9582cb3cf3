// Group and challenge commands as the edge calls them.
import * as Messages from "#schemas/messages.ts"

import { type CommandDeps, handleCommand, loadState } from "../command.ts"
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

export const createGroup = (deps: Deps, command: CreateGroup) =>
  handleCommand(deps, groupStream(command.groupId), groupDecider, { type: "CreateGroup", ...command })

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

export const deleteGroup = (deps: Deps, groupId: string, command: DeleteGroup) =>
  handleCommand(deps, groupStream(groupId), groupDecider, { type: "DeleteGroup", ...command })

/** The challenged are taken from the group's stream as it is now, not from a read model that may lag. */
export const issueChallenge = async (deps: Deps, groupId: string, command: Omit<IssueChallenge, "type" | "group">) => {
  const { state: group } = await loadState(deps.store, groupStream(groupId), groupDecider, deps.folds)
  return handleCommand(deps, challengeStream(challengeIdFor(groupId, command.quiz.id)), challengeDecider, { type: "IssueChallenge", ...command, group })
}
