// Challenges under /api/quiz: issuing one (PUT /challenge), a group's list
// (GET /group/challenges/{id}) and the caller's own (GET /profile/challenges/all).
import { Schema } from "effect"

import * as Messages from "../messages.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { QuizId } from "./quiz-play.ts"

export const ChallengePayload = Schema.Struct({
  quiz_id: QuizId,
  group_id: CleanTrim.pipe(Schema.nonEmptyString({ message: () => Messages.groupNotFound }), Schema.maxLength(200)),
  /** The challenger: when given it must be the caller. */
  user_id: Schema.optional(Schema.NullOr(Schema.Union(CleanText, Schema.Number))),
})

export const ChallengeScore = Schema.Struct({
  username: CleanText,
  number_correct: Schema.Number,
  number_questions: Schema.Number,
  percent_score: Schema.Number,
})

export const ChallengeItem = Schema.Struct({
  challenge_id: CleanText,
  group_id: CleanText,
  group_name: CleanText,
  quiz_id: CleanText,
  topic: CleanText,
  level: CleanText,
  number_questions: Schema.Number,
  challenger: CleanText,
  challenger_id: CleanText,
  /** Usernames of the members challenged (the group's other members when it was issued). */
  challenged: Schema.Array(CleanText),
  /** Usernames of the challenged who have finished it for a grade. */
  completed: Schema.Array(CleanText),
  scores: Schema.Array(ChallengeScore),
  created_at: CleanText,
})
export type ChallengeItem = typeof ChallengeItem.Type

export const MyChallenge = Schema.Struct({
  ...ChallengeItem.fields,
  /** The caller is among the challenged (and so may take it for the challenge). */
  is_challenged: Schema.Boolean,
  /** The caller is challenged and has finished it. */
  is_completed: Schema.Boolean,
})
