// Group and challenge commands as the edge calls them.
import { handleCommand, loadState, type ReadYourWrites } from "../command.ts"
import type { EventStore } from "../eventstore/port.ts"
import { challengeAggregate, challengeIdFor, challengeStream, decideIssueChallenge, type IssueChallenge } from "./challenge.ts"
import {
  decideAddInviteKeys,
  decideCreateGroup,
  decideDeleteGroup,
  decideJoinGroup,
  groupAggregate,
  groupStream,
  type AddInviteKeys,
  type CreateGroup,
  type DeleteGroup,
  type JoinGroup,
} from "./group.ts"

type Deps = { readonly store: EventStore; readonly projections?: ReadYourWrites }

export const createGroup = (deps: Deps, command: CreateGroup) =>
  handleCommand(deps, groupStream(command.groupId), groupAggregate, (state) => decideCreateGroup(command, state))

export const addInviteKeys = (deps: Deps, groupId: string, command: AddInviteKeys) =>
  handleCommand(deps, groupStream(groupId), groupAggregate, (state) => decideAddInviteKeys(command, state))

export const joinGroup = (deps: Deps, groupId: string, command: JoinGroup) =>
  handleCommand(deps, groupStream(groupId), groupAggregate, (state) => decideJoinGroup(command, state))

export const deleteGroup = (deps: Deps, groupId: string, command: DeleteGroup) =>
  handleCommand(deps, groupStream(groupId), groupAggregate, (state) => decideDeleteGroup(command, state))

/** The challenged are taken from the group's stream as it is now, not from a read model that may lag. */
export const issueChallenge = async (deps: Deps, groupId: string, command: IssueChallenge) => {
  const { state: group } = await loadState(deps.store, groupStream(groupId), groupAggregate)
  return handleCommand(deps, challengeStream(challengeIdFor(groupId, command.quiz.id)), challengeAggregate, (state) =>
    decideIssueChallenge(command, state, group),
  )
}
