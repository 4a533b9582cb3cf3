// Challenges under /api/quiz: issuing one (PUT /challenge), a group's list
// (GET /group/challenges/{id}) and the caller's own (GET /profile/challenges/all).
import { Schema } from "effect"
import { Messages } from "../messages.ts"
import { QuizId } from "./quiz-play.ts"

export const ChallengePayload = Schema.Struct({
  quiz_id: QuizId,
  group_id: Schema.Trim.pipe(Schema.nonEmptyString({ message: () => Messages.groupNotFound }), Schema.maxLength(200)),
  /** The challenger: when given it must be the caller. */
  user_id: Schema.optional(Schema.NullOr(Schema.Union(Schema.String, Schema.Number))),
})

export const ChallengeScore = Schema.Struct({
  username: Schema.String,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
})

export const ChallengeItem = Schema.Struct({
  challenge_id: Schema.String,
  group_id: Schema.String,
  group_name: Schema.String,
  quiz_id: Schema.String,
  topic: Schema.String,
  level: Schema.String,
  number_questions: Schema.Number,
  challenger: Schema.String,
  challenger_id: Schema.String,
  /** Usernames of the members challenged (the group's other members when it was issued). */
  challenged: Schema.Array(Schema.String),
  /** Usernames of the challenged who have finished it for a grade. */
  completed: Schema.Array(Schema.String),
  scores: Schema.Array(ChallengeScore),
  created_at: Schema.String,
})
export type ChallengeItem = typeof ChallengeItem.Type

export const MyChallenge = Schema.Struct({
  ...ChallengeItem.fields,
  /** The caller is among the challenged (and so may take it for the challenge). */
  is_challenged: Schema.Boolean,
  /** The caller is challenged and has finished it. */
  is_completed: Schema.Boolean,
})
