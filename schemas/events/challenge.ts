// A challenge, stream `challenge-<challengeId>`: a member dares the group's other members
// (as they were at that moment) to take one quiz for a grade. The id is derived from the
// group and the quiz, so a quiz is put to a group at most once. Completions are not events
// of this stream: the read model takes them from the players' graded QuizAttemptCompleted.
import { Schema } from "effect"

import { LevelSchema } from "./quiz.ts"

export const ChallengedMember = Schema.Struct({ id: Schema.String, username: Schema.String })

export const ChallengeIssued = Schema.Struct({
  type: Schema.Literal("ChallengeIssued"),
  challengeId: Schema.String,
  groupId: Schema.String,
  groupName: Schema.String,
  quizId: Schema.String,
  topic: Schema.String,
  level: LevelSchema,
  numberQuestions: Schema.Number,
  challengerId: Schema.String,
  challengerName: Schema.String,
  challenged: Schema.Array(ChallengedMember),
  at: Schema.String,
})

export const ChallengeEvent = Schema.Union(ChallengeIssued)
export type ChallengeEvent = typeof ChallengeEvent.Type
export const ChallengeEventTypes = ["ChallengeIssued"] as const
