// At every start, store each quiz of the starter library that is not stored yet, as an
// ordinary QuizCreated event. Answer order is shuffled (balanced over the positions) from a
// random source seeded by the quiz id, so every node and every restart writes the same quiz.
// Two nodes starting together both try; the append expects no stream, so one wins and the
// other's 409 just means the quiz is there.
import type { Kysely } from "kysely"

import type { CommandDeps } from "#engine/command.ts"
import { WrongState } from "#engine/domain-errors.ts"
import { shuffleAnswersBalanced } from "#engine/quiz/shuffle.ts"
import { starterLibrary, type StarterQuiz } from "#engine/quiz/starter-library/index.ts"
import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import { seededRandom } from "#engine/quiz-play/seeded-random.ts"
import type { DB } from "#projections/db.ts"
import { storedQuizIds } from "#projections/quiz-catalog/quizzes.queries.ts"

export const STARTER = "starter"

/** The starter quiz as stored: same questions, options in the seeded order. */
export const starterQuestions = (quiz: StarterQuiz) => shuffleAnswersBalanced(quiz.questions, seededRandom(quiz.id))

export interface StarterLibraryDeps {
  readonly db: Kysely<DB>
  readonly commands: CommandDeps
}

export const seedStarterLibrary = async (deps: StarterLibraryDeps): Promise<void> => {
  const ids = starterLibrary.map((q) => q.id)
  const present = await storedQuizIds(deps.db, ids)
  for (const quiz of starterLibrary) {
    if (present.has(quiz.id)) continue
    try {
      await createQuiz(deps.commands, {
        quizId: quiz.id,
        topic: quiz.topic,
        level: quiz.level,
        model: STARTER,
        quality: STARTER,
        questions: starterQuestions(quiz),
        createdBy: null,
        now: new Date(),
      })
    } catch (error) {
      if (error instanceof WrongState) continue
      throw error
    }
  }
}
