// Every read model names the event types it reads, so batches of other events (a live
// game's thousand moves) cost it one checkpoint statement instead of a transaction.
import { describe, expect, it } from "vitest"

import { allProjections } from "./registry.ts"

describe("the registered read models", () => {
  it.each(allProjections.map((p) => [p.name, p] as const))("%s names the event types it reads", (_name, projection) => {
    expect(projection.eventTypes?.size ?? 0).toBeGreaterThan(0)
  })

  it("leave a live game's moves to the live-game flags and PIN games alone (rounds' ends to the held answers and scoreboards)", () => {
    const readers = allProjections.filter((p) => ["PlayerJoined", "PlayerReady", "TopicSubmitted"].some((t) => p.eventTypes?.has(t)))
    expect(readers).toEqual([])
    // Players' answers are read for the question statistics alone.
    const answerReaders = allProjections.filter((p) => ["AnswersSubmitted", "QuestionAnswered"].some((t) => p.eventTypes?.has(t))).map((p) => p.name)
    expect(answerReaders).toEqual(["question-stats"])
    expect(allProjections.filter((p) => p.eventTypes?.has("RoundCompleted")).map((p) => p.name)).toEqual(["live-round-quizzes", "live-pin-scoreboards"])
    expect(allProjections.filter((p) => p.eventTypes?.has("GameOpened")).map((p) => p.name)).toEqual(["live-game-flags", "live-pin-games"])
  })
})
