// Every kind of question in a question-by-question round, decided from the game's stream: given
// the facts stored, when a player answers, then the answer graded as solo play grades it, with
// speed points (a slider's scaled by its closeness, a poll's none), or the refusal.
import { describe, expect, it } from "vitest"

import type { LiveGameEvent, RoundQuiz } from "#schemas/events/live-game.ts"
import type { QuestionData } from "#schemas/events/quiz.ts"
import { encodeOrderAnswer } from "#schemas/question-kinds.ts"
import { given } from "#test/support/decider.ts"
import { t0 } from "#test/support/live-game-fixtures.ts"

import { Invalid } from "../domain-errors.ts"
import { editableQuestion } from "../quiz/kinds/question-kind.ts"
import { liveGameDecider } from "./decide.ts"
import { liveGameState, liveYou } from "./view.ts"

const at = (ms: number) => new Date(t0.getTime() + ms)
const iso = (ms: number) => at(ms).toISOString()
const pace = { answerMs: 20_000, leaderboardMs: 5_000 }

const stored: QuestionData[] = [
  { id: "mc", question: "Which bird swims?", options: ["Duck", "Owl", "Crow"], correct_answer: "Duck", explanation: "Ducks swim." },
  { kind: "true_false", id: "tf", question: "Goats have four legs.", answer: true, explanation: "They do." },
  {
    kind: "type_answer",
    id: "typed",
    question: "The capital of France?",
    accepted: ["Paris", "Paname"],
    forgive_case: true,
    forgive_accents: true,
    forgive_typos: true,
    explanation: "Paris.",
  },
  { kind: "order", id: "order", question: "Smallest first.", items: ["Ant", "Cat", "Horse"], explanation: "By size." },
  { kind: "slider", id: "slider", question: "Legs of a spider?", min: 0, max: 20, step: 1, answer: 8, margin: 4, unit: "", explanation: "Eight." },
  { kind: "poll", id: "poll", question: "Best pet?", options: ["Cats", "Dogs"], explanation: "" },
]
/** The round's quiz as a stored quiz becomes one (api/features/live-game/rounds.ts). */
const kindsQuiz: RoundQuiz = {
  id: "kinds",
  topic: "Kinds",
  level: "elementary",
  model: "m",
  quality: "basic",
  created_at: t0.toISOString(),
  questions: stored.map(editableQuestion),
}
const index = (id: string) => stored.findIndex((q) => q.id === id)

const lobby: LiveGameEvent[] = [
  { type: "GameOpened", groupId: "g1", groupName: "Goats", gameId: "game-1", at: iso(0) },
  { type: "PlayerJoined", userId: "ann", username: "ANN", at: iso(0) },
  { type: "PlayerJoined", userId: "bob", username: "BOB", at: iso(0) },
  { type: "TopicSubmitted", userId: "ann", topic: "Kinds", level: "elementary", number: 6, at: iso(0) },
  { type: "PlayerReady", userId: "ann", isReady: true, at: iso(0) },
  { type: "PlayerReady", userId: "bob", isReady: true, at: iso(0) },
]
const chosen: LiveGameEvent = { type: "LiveModeChosen", userId: "bob", mode: "question", at: iso(0) }
const requested: LiveGameEvent = {
  type: "RoundRequested",
  roundId: "r1",
  requestedBy: "ann",
  topicBy: "ann",
  topic: "Kinds",
  level: "elementary",
  number: 6,
  at: iso(0),
  expiresAt: iso(300_000),
}
const started: LiveGameEvent = {
  type: "RoundStarted",
  roundId: "r1",
  quiz: kindsQuiz,
  topic: "Kinds",
  level: "elementary",
  players: ["ann", "bob"],
  startedAt: iso(1_000),
  deadline: iso(1_000 + 6 * 26_000 + 10_000),
  byQuestion: pace,
}
/** The round with question `id` open since 0 s, those before it skipped. */
const openAt = (id: string): LiveGameEvent[] => {
  const i = index(id)
  const before = stored.slice(0, i).flatMap((q, n): LiveGameEvent[] => [
    { type: "QuestionOpened", roundId: "r1", index: n, opensAt: iso(1_000), closesAt: iso(21_000) },
    { type: "QuestionRevealed", roundId: "r1", index: n, reason: "skipped", at: iso(1_000), nextAt: iso(1_000) },
  ])
  return [...lobby, chosen, requested, started, ...before, { type: "QuestionOpened", roundId: "r1", index: i, opensAt: iso(0), closesAt: iso(20_000) }]
}
const answer = (id: string, option: string, ms = 0, userId = "ann") => ({ type: "AnswerQuestion", userId, index: index(id), option, at: at(ms) }) as const
const answered = (id: string, option: string, correct: boolean, points: number, streak: number, ms = 0, userId = "ann"): LiveGameEvent => ({
  type: "QuestionAnswered",
  roundId: "r1",
  index: index(id),
  userId,
  option,
  correct,
  points,
  streak,
  at: iso(ms),
})

describe("every kind of question, live", () => {
  it("grades multiple choice and true/false as before, by the options shown", () => {
    given(liveGameDecider, openAt("mc"))
      .when(answer("mc", "Duck"))
      .then([answered("mc", "Duck", true, 1000, 1)])
    given(liveGameDecider, openAt("tf"))
      .when(answer("tf", "True", 10_000))
      .then([answered("tf", "True", true, 750, 1, 10_000)])
    given(liveGameDecider, openAt("tf"))
      .when(answer("tf", "False"))
      .then([answered("tf", "False", false, 0, 0)])
    given(liveGameDecider, openAt("tf")).when(answer("tf", "Maybe")).then(Invalid)
  })

  it("accepts a typed answer's variants, forgiving case, accents and a slip as the question says", () => {
    given(liveGameDecider, openAt("typed"))
      .when(answer("typed", "paris"))
      .then([answered("typed", "paris", true, 1000, 1)])
    given(liveGameDecider, openAt("typed"))
      .when(answer("typed", "Paname"))
      .then([answered("typed", "Paname", true, 1000, 1)])
    given(liveGameDecider, openAt("typed"))
      .when(answer("typed", "Pariss"))
      .then([answered("typed", "Pariss", true, 1000, 1)])
    given(liveGameDecider, openAt("typed"))
      .when(answer("typed", "Lyon"))
      .then([answered("typed", "Lyon", false, 0, 0)])
    given(liveGameDecider, openAt("typed")).when(answer("typed", "  ")).then(Invalid)
  })

  it("grades an order right only with every item in its place, and refuses one that is not the items", () => {
    const right = encodeOrderAnswer(["Ant", "Cat", "Horse"])
    const wrong = encodeOrderAnswer(["Cat", "Ant", "Horse"])
    given(liveGameDecider, openAt("order"))
      .when(answer("order", right))
      .then([answered("order", right, true, 1000, 1)])
    given(liveGameDecider, openAt("order"))
      .when(answer("order", wrong))
      .then([answered("order", wrong, false, 0, 0)])
    given(liveGameDecider, openAt("order"))
      .when(answer("order", encodeOrderAnswer(["Ant", "Cat"])))
      .then(Invalid)
  })

  it("scales a slider's speed points by its closeness; only the exact value keeps the streak", () => {
    given(liveGameDecider, openAt("slider"))
      .when(answer("slider", "8"))
      .then([answered("slider", "8", true, 1000, 1)])
    // 2 off with a margin of 4: half a point, so half the speed points, and no streak.
    given(liveGameDecider, openAt("slider"))
      .when(answer("slider", "10"))
      .then([answered("slider", "10", false, 500, 0)])
    given(liveGameDecider, openAt("slider"))
      .when(answer("slider", "10", 20_000))
      .then([answered("slider", "10", false, 250, 0, 20_000)])
    given(liveGameDecider, openAt("slider"))
      .when(answer("slider", "15"))
      .then([answered("slider", "15", false, 0, 0)])
    given(liveGameDecider, openAt("slider")).when(answer("slider", "21")).then(Invalid)
    given(liveGameDecider, openAt("slider")).when(answer("slider", "8.5")).then(Invalid)
  })

  it("gives a poll no points and leaves the streak as it was", () => {
    // Ann's run of right answers to every question before the poll.
    const rights = ["Duck", "True", "Paris", encodeOrderAnswer(["Ant", "Cat", "Horse"]), "8"]
    const run = rights.flatMap((option, n): LiveGameEvent[] => [
      { type: "QuestionOpened", roundId: "r1", index: n, opensAt: iso(0), closesAt: iso(20_000) },
      answered(stored[n]!.id, option, true, 1000, n + 1),
      { type: "QuestionRevealed", roundId: "r1", index: n, reason: "skipped", at: iso(1_000), nextAt: iso(1_000) },
    ])
    const withRun: LiveGameEvent[] = [
      ...lobby,
      chosen,
      requested,
      started,
      ...run,
      { type: "QuestionOpened", roundId: "r1", index: index("poll"), opensAt: iso(0), closesAt: iso(20_000) },
    ]
    given(liveGameDecider, withRun)
      .when(answer("poll", "Cats"))
      .then([answered("poll", "Cats", false, 0, 5)])
    given(liveGameDecider, withRun).when(answer("poll", "Birds")).then(Invalid)
    // Bob did not answer the poll: his streak (none) and Ann's stay; nobody gains.
    const game = given(liveGameDecider, [...withRun, answered("poll", "Cats", false, 0, 5)])
      .when({ type: "CloseQuestion", roundId: "r1", index: index("poll"), at: at(30_000) })
      .then([{ type: "QuestionRevealed", roundId: "r1", index: index("poll"), reason: "timed_out", at: iso(30_000), nextAt: iso(35_000) }])
    expect(game.context.round!.byQuestion!.streak.get("ann")).toBe(5)
    expect(game.context.round!.byQuestion!.gained.get("ann")).toBe(0)
    expect(liveGameState(game, 1).byQuestion?.reveal).toMatchObject({ picks: [1, 0], right: 0 })
  })

  it("never shows an answer's key before its reveal, and shows it fitting the kind after", () => {
    for (const q of stored) {
      const history = openAt(q.id)
      const before = JSON.stringify(liveGameState(given(liveGameDecider, history).state, 1).byQuestion)
      const view = liveGameState(given(liveGameDecider, history).state, 1).byQuestion!
      expect(view.reveal).toBeNull()
      expect(view.question.kind).toBe(q.kind)
      if (q.kind === "type_answer") for (const variant of q.accepted) expect(before).not.toContain(variant)
      if (q.kind === "order") expect(view.question.options).not.toEqual(q.items)
      if (q.kind === "slider") {
        expect(view.question.slider).toEqual({ min: 0, max: 20, step: 1, unit: "" })
        expect(before).not.toMatch(/"(answer|margin|target)"/)
      }
    }
    const typed = given(liveGameDecider, openAt("typed"))
      .when(answer("typed", "paris"))
      .then([answered("typed", "paris", true, 1000, 1)])
    expect(JSON.stringify(liveGameState(typed, 2))).not.toContain("Paname")
    expect(liveYou(typed, "ann")?.question).toMatchObject({ option: "paris", correct: null })
    const shown = given(liveGameDecider, [...openAt("typed"), answered("typed", "paris", true, 1000, 1)])
      .when({ type: "CloseQuestion", roundId: "r1", index: index("typed"), at: at(30_000) })
      .then([{ type: "QuestionRevealed", roundId: "r1", index: index("typed"), reason: "timed_out", at: iso(30_000), nextAt: iso(35_000) }])
    expect(liveGameState(shown, 3).byQuestion?.reveal).toMatchObject({ correctAnswer: "Paris", accepted: ["Paris", "Paname"], right: 1, picks: [] })

    const sliderShown = given(liveGameDecider, [...openAt("slider"), answered("slider", "10", false, 500, 0), answered("slider", "19", false, 0, 0, 0, "bob")])
      .when({ type: "CloseQuestion", roundId: "r1", index: index("slider"), at: at(30_000) })
      .then([{ type: "QuestionRevealed", roundId: "r1", index: index("slider"), reason: "timed_out", at: iso(30_000), nextAt: iso(35_000) }])
    expect(liveGameState(sliderShown, 3).byQuestion?.reveal).toMatchObject({ target: 8, right: 1, spread: [0, 0, 0, 0, 0, 1, 0, 0, 0, 1] })

    const orderShown = given(liveGameDecider, openAt("order"))
      .when({ type: "CloseQuestion", roundId: "r1", index: index("order"), at: at(30_000) })
      .then([{ type: "QuestionRevealed", roundId: "r1", index: index("order"), reason: "timed_out", at: iso(30_000), nextAt: iso(35_000) }])
    expect(liveGameState(orderShown, 3).byQuestion?.reveal).toMatchObject({ order: ["Ant", "Cat", "Horse"], correctAnswer: "Ant → Cat → Horse" })
  })

  it("counts polls out of a round's questions", () => {
    const last = stored.length - 1
    const game = given(liveGameDecider, openAt("poll"))
      .when({ type: "Advance", userId: "ann", index: last, at: at(1_000) })
      .then(Error)
    expect(game.context.round!.quiz.questions).toHaveLength(6)
    const shown: LiveGameEvent = { type: "QuestionRevealed", roundId: "r1", index: last, reason: "timed_out", at: iso(30_000), nextAt: iso(35_000) }
    const done = given(liveGameDecider, [...openAt("poll"), shown])
      .when({ type: "NextQuestion", roundId: "r1", index: last, at: at(35_000) })
      .then([{ type: "RoundCompleted", roundId: "r1", reason: "all_finished", at: iso(35_000) }])
    expect(done.context.roundScores.map((s) => s.numberQuestions)).toEqual([5, 5])
  })

  it("plays every kind in a whole-quiz round, shown without its key", () => {
    const game = given(liveGameDecider, [...lobby, requested])
      .when({ type: "BeginRound", roundId: "r1", quiz: kindsQuiz, at: at(1_000), pace })
      .events()
    const round = game[0]
    expect(round?.type === "RoundStarted" && round.quiz.questions.map((q) => q.id)).toEqual(stored.map((q) => q.id))
    const shown = liveGameState(given(liveGameDecider, [...lobby, requested, ...game]).state, 3).currQuiz!
    expect(shown.questions.map((q) => q.kind)).toEqual([undefined, "true_false", "type_answer", "order", "slider", "poll"])
    expect(shown.questions[4]!.slider).toEqual({ min: 0, max: 20, step: 1, unit: "" })
    // The order's items never come in the right order; nothing of any key travels.
    expect(shown.questions[3]!.options).not.toEqual(["Ant", "Cat", "Horse"])
    expect(JSON.stringify(shown)).not.toMatch(/Paname|correct_answer|as_stored|explanation|"answer"|margin/)
  })

  it("grades a whole-quiz round's answers of every kind as solo play grades them", () => {
    const { byQuestion: _, ...whole } = started as Extract<LiveGameEvent, { type: "RoundStarted" }>
    const inRound = [...lobby, requested, whole]
    const hand = (userId: string, answers: Record<string, string>) => ({ type: "Complete", userId, answers, at: at(5_000) }) as const
    const right = { mc: "Duck", tf: "True", typed: "pariss", order: encodeOrderAnswer(["Ant", "Cat", "Horse"]), slider: "8", poll: "Cats" }
    given(liveGameDecider, inRound)
      .when(hand("ann", right))
      .then([{ type: "AnswersSubmitted", roundId: "r1", userId: "ann", answers: right, numberCorrect: 5, numberQuestions: 5, at: iso(5_000) }])
    // A slider near its target earns a share of a point but is not counted right; a poll counts for nobody.
    const other = { mc: "Owl", tf: "False", typed: "Lyon", order: encodeOrderAnswer(["Cat", "Ant", "Horse"]), slider: "10", poll: "Dogs" }
    given(liveGameDecider, inRound)
      .when(hand("bob", other))
      .then([{ type: "AnswersSubmitted", roundId: "r1", userId: "bob", answers: other, numberCorrect: 0, numberQuestions: 5, at: iso(5_000) }])
  })
})
