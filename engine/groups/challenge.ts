// The challenge aggregate (stream `challenge-<challengeId>`). A member puts one quiz to
// their group; the challenged are the other members at that moment, read from the group's
// own stream so the list is exact. The id is a hash of the group and the quiz, so issuing
// the same quiz to the same group twice meets an existing stream and is refused.
import { createHash } from "node:crypto"

import { ChallengeEvent } from "#schemas/events/challenge.ts"
import * as Messages from "#schemas/messages.ts"

import type { Decider } from "../decider.ts"
import { Missing, NotAllowed, WrongState } from "../domain-errors.ts"
import type { Level } from "../quiz/types.ts"
import { type GroupState, isLive, isMember } from "./group.ts"

export interface ChallengeState {
  readonly issued: boolean
}

export const challengeStream = (challengeId: string): string => `challenge-${challengeId}`

/** A stable UUID-shaped id for (group, quiz). */
export const challengeIdFor = (groupId: string, quizId: string): string => {
  const hex = createHash("sha256").update(`${groupId}\n${quizId}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

export interface IssueChallenge {
  readonly type: "IssueChallenge"
  /** The group as its own stream has it now: the challenged are its other members. */
  readonly group: GroupState
  readonly challengerId: string
  readonly challengerName: string
  readonly quiz: { readonly id: string; readonly topic: string; readonly level: Level; readonly numberQuestions: number }
  readonly now: Date
}

const decide = (command: IssueChallenge, state: ChallengeState): ChallengeEvent[] => {
  const { group } = command
  if (!isLive(group)) throw new Missing(Messages.groupNotFound)
  if (!isMember(group, command.challengerId)) throw new NotAllowed(Messages.notGroupMember)
  if (state.issued) throw new WrongState(Messages.challengeExists)
  const challenged = [...group.members].filter(([id]) => id !== command.challengerId).map(([id, username]) => ({ id, username }))
  if (challenged.length === 0) throw new WrongState(Messages.nobodyToChallenge)
  return [
    {
      type: "ChallengeIssued",
      challengeId: challengeIdFor(group.groupId, command.quiz.id),
      groupId: group.groupId,
      groupName: group.name,
      quizId: command.quiz.id,
      topic: command.quiz.topic,
      level: command.quiz.level,
      numberQuestions: command.quiz.numberQuestions,
      challengerId: command.challengerId,
      challengerName: command.challengerName,
      challenged,
      at: command.now.toISOString(),
    },
  ]
}

export const challengeDecider: Decider<IssueChallenge, ChallengeState, ChallengeEvent> = {
  decide,
  evolve: () => ({ issued: true }),
  initialState: { issued: false },
  events: ChallengeEvent,
}
