// Players' answers for the question statistics, stored as the grading command stores them:
// twenty players whose strength is set by a warm-up quiz (p00–p04 strongest, p15–p19 weakest), so
// a test can make the strongest quarter (p00–p04) doubt a key without twenty browsers.
import { toNewEvent } from "#engine/command.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { Level } from "#engine/quiz/types.ts"
import { createQuiz } from "#engine/quiz-catalog/commands.ts"
import { attemptStream } from "#engine/quiz-play/attempt.ts"
import type { Projector } from "#projections/projector.ts"
import type { MultipleChoiceData as QuestionData } from "#schemas/events/quiz.ts"
import type { QuizAttemptEvent } from "#schemas/events/quiz-attempt.ts"

export interface PlayDeps {
  readonly store: EventStore
  readonly projector: Projector
}

export const PLAYERS = Array.from({ length: 20 }, (_, p) => `p${String(p).padStart(2, "0")}`)

/** A question whose options are "A".."D" and whose key is "B". */
export const playQuestion = (quizId: string, n: number): QuestionData => ({
  id: `${quizId}-q${n}`,
  question: `Question ${n} of ${quizId}?`,
  options: ["A", "B", "C", "D"],
  correct_answer: "B",
  explanation: `B is right for question ${n}.`,
})

/** Stores a quiz of `count` play questions. */
export const storeQuiz = (deps: PlayDeps, quizId: string, count: number, level: Level = "elementary", topic = "Goats") =>
  createQuiz(
    { store: deps.store, projections: deps.projector },
    {
      quizId,
      topic,
      level,
      model: "test-model",
      quality: "basic",
      questions: Array.from({ length: count }, (_, i) => playQuestion(quizId, i + 1)),
      createdBy: null,
      now: new Date(),
    },
  )

/** Stores a fun attempt at a quiz of play questions: the option given to each, in order. */
export const storePlay = async (deps: PlayDeps, userId: string, quizId: string, level: Level, given: readonly string[]) => {
  const results = given.map((answer, i) => ({ ...playQuestion(quizId, i + 1), given: answer, is_correct: answer === "B" }))
  const event: QuizAttemptEvent = {
    type: "QuizAttemptCompleted",
    userId,
    quizId,
    topic: "Goats",
    level,
    graded: false,
    challenged: false,
    late: false,
    givenAnswers: Object.fromEntries(results.map((r) => [r.id, r.given])),
    numberCorrect: results.filter((r) => r.is_correct).length,
    numberQuestions: results.length,
    results,
    startedAt: null,
    at: new Date().toISOString(),
  }
  const { position } = await deps.store.append(attemptStream(userId, quizId), [toNewEvent(event)], "any")
  await deps.projector.waitFor(position)
}

/**
 * The twenty players answer a twenty-question warm-up quiz, p00–p04 all right, p05–p09 four
 * wrong, p10–p14 eight, p15–p19 twelve; the wrong answers are spread so no warm-up question is
 * answered right by fewer than three in five (none is flagged itself).
 */
export const storeWarmUp = async (deps: PlayDeps, quizId = "warm") => {
  await storeQuiz(deps, quizId, 20)
  for (const [p, userId] of PLAYERS.entries()) {
    const wrong = 4 * Math.floor(p / 5)
    const from = (p * 7) % 20
    const isWrong = (i: number) => (i - from + 20) % 20 < wrong
    await storePlay(
      deps,
      userId,
      quizId,
      "elementary",
      Array.from({ length: 20 }, (_, i) => (isWrong(i) ? "A" : "B")),
    )
  }
}
