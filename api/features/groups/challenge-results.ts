// A challenged member's graded completion reaches their group live (docs/product.md §4.3):
// `challenge_completed` with their score, made from the stored QuizAttemptCompleted like the
// other group pushes (updates.ts), so the challenger sees it without reloading, whichever
// node took the answers. The challenges it counts for are those the groups read model holds
// for that quiz naming the player and issued before the completion (the projection's own rule).
import type { Kysely } from "kysely"

import type { QuizServer } from "#api/platform/sockets/io.ts"
import type { RecordedEvent } from "#engine/eventstore/port.ts"
import { percent } from "#engine/quiz/score.ts"
import type { DB } from "#projections/db.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { challengesCompletedBy } from "#projections/groups/groups.queries.ts"
import type { GroupUpdate } from "#schemas/api/group-socket.ts"
import { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"

const decodeAttempt = eventDecoder(QuizAttemptEvent, ["QuizAttemptCompleted"])

type Completion = Extract<QuizAttemptEvent, { type: "QuizAttemptCompleted" }>

/** The pushes one graded completion makes: one per challenge it completes. */
export const challengeResults = async (db: Kysely<DB>, attempt: Completion): Promise<GroupUpdate[]> => {
  if (!attempt.graded) return []
  const rows = await challengesCompletedBy(db, { quizId: attempt.quizId, userId: attempt.userId, at: new Date(attempt.at) })
  return rows.map((r) => ({
    type: "challenge_completed" as const,
    groupId: r.group_id,
    groupName: r.group_name,
    challengeId: r.challenge_id,
    topic: r.topic,
    challengerId: r.challenger_id,
    score: {
      username: r.username,
      number_correct: attempt.numberCorrect,
      number_questions: attempt.numberQuestions,
      percent_score: percent(attempt.numberCorrect, attempt.numberQuestions),
    },
  }))
}

/** Pushes the challenge results of a stored event, if it is a graded completion. */
export const pushChallengeResults = async (
  db: Kysely<DB>,
  io: QuizServer,
  recorded: RecordedEvent,
  emit: (io: QuizServer, update: GroupUpdate) => void,
): Promise<void> => {
  const attempt = decodeAttempt(recorded)
  if (attempt?.type !== "QuizAttemptCompleted" || !attempt.graded) return
  for (const update of await challengeResults(db, attempt)) emit(io, update)
}
