// Payloads of how questions fare in play (schemas/question-stats-rules.ts): a question's figures,
// and the questions play has put on the admins' review list with the evidence why.
import { Schema } from "effect"

import { LevelSchema } from "../events/quiz.ts"
import { CleanText } from "../text.ts"
import { ReportedQuestion } from "./quiz-reports.ts"

/** Counted answers of some players, and how many of them were right. */
export const AnswerCount = Schema.Struct({ answered: Schema.Number, correct: Schema.Number })

/** One option of the question as it stands: how many players picked it, in all and in each end quarter. */
export const OptionFigures = Schema.Struct({
  option: CleanText,
  is_key: Schema.Boolean,
  picks: Schema.Number,
  strongest: Schema.Number,
  weakest: Schema.Number,
})

export const QuestionFigures = Schema.Struct({
  question_id: CleanText,
  answered: Schema.Number,
  correct: Schema.Number,
  /** The strongest and weakest quarter of players by their share correct over all their answers. */
  strongest: AnswerCount,
  weakest: AnswerCount,
  options: Schema.Array(OptionFigures),
  /** An admin kept it as it is since its figures last started afresh: who, when, and its answers then. */
  kept: Schema.NullOr(Schema.Struct({ by: CleanText, at: CleanText, answered: Schema.Number })),
})

/** The strongest quarter picked this distractor more often than the key. */
export const KeyFlag = Schema.Struct({
  kind: Schema.Literal("key"),
  option: CleanText,
  picks: Schema.Number,
  key_picks: Schema.Number,
  strong_answers: Schema.Number,
})

/** The share correct lies outside the band expected of the question's level. */
export const LevelFlag = Schema.Struct({
  kind: Schema.Literal("level"),
  direction: Schema.Literal("too_easy", "too_hard"),
  share: Schema.Number,
  low: Schema.Number,
  high: Schema.Number,
})

export const PlayFlag = Schema.Union(KeyFlag, LevelFlag)

export const FlaggedQuestion = Schema.Struct({
  quiz_id: CleanText,
  topic: CleanText,
  level: LevelSchema,
  question: ReportedQuestion,
  figures: QuestionFigures,
  flags: Schema.Array(PlayFlag),
})
