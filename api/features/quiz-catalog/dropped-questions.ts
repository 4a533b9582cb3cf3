// The questions dropped when a question's quiz was made (the blind check of the keys,
// engine/quiz-generation/verify.ts), read from the quiz's QuizCreated event: an admin reviewing a
// reported question sees what else the check caught in the same quiz.
import type { Kysely } from "kysely"

import { Missing } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { quizStream } from "#engine/quiz-catalog/quiz.ts"
import type { DB } from "#projections/db.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { findQuizOfQuestion } from "#projections/quiz-catalog/quizzes.queries.ts"
import { type DroppedQuestion, QuizEvent } from "#schemas/events/quiz.ts"
import * as Messages from "#schemas/messages.ts"

const decodeCreated = eventDecoder(QuizEvent, ["QuizCreated"])

export const droppedWithQuestion = async (
  deps: { readonly db: Kysely<DB>; readonly store: Pick<EventStore, "readStream"> },
  input: { readonly questionId: string },
): Promise<readonly DroppedQuestion[]> => {
  const quiz = await findQuizOfQuestion(deps.db, input.questionId)
  if (!quiz) throw new Missing(Messages.questionNotFound)
  const created = (await deps.store.readStream(quizStream(quiz.id))).map(decodeCreated).find((e) => e?.type === "QuizCreated")
  return created?.type === "QuizCreated" ? (created.dropped ?? []) : []
}
