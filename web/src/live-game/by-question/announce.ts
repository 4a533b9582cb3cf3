// What a question-by-question round says in words: the line under the options, and what its
// live region reads to a screen reader (the question as it opens, a few points of the countdown,
// the player's own result at the reveal), never the countdown every second.
import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"
import { streakBonus } from "#schemas/live-question-rules.ts"

import { ENGLISH_LIVE, type LiveWords } from "../words.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>
type Mine = NonNullable<LiveYou["question"]>

/** The seconds left that are read out while a question waits for the player's answer. */
export const SPOKEN_SECONDS = [10, 5] as const

/**
 * The last point of the countdown reached (10, then 5), or null before the first or once time is
 * up. A point is only read when the question began with more time than it, so a short question
 * does not open with "10 seconds left".
 */
export function countdownMark(secondsLeft: number, answerSeconds: number): number | null {
  if (secondsLeft <= 0) return null
  const passed = SPOKEN_SECONDS.filter((s) => secondsLeft <= s && s < answerSeconds)
  return passed.length > 0 ? Math.min(...passed) : null
}

/** What the player reads under the options: how the answers stand, or what theirs earned. */
export function statusLine(q: Question, mine: Mine | null, sent: string | null, timeUp: boolean, m: LiveWords = ENGLISH_LIVE): string {
  if (q.reveal) {
    const correct = q.reveal.correctAnswer
    if (q.question.kind === "poll") return mine?.option ? m.pollThanks : m.pollNoPoints
    if (mine?.correct) return m.correctPoints(mine.gained, mine.streak, streakBonus(mine.streak))
    if (mine?.option && mine.gained > 0) return m.closePoints(mine.gained, correct)
    if (mine?.option) return m.notThisTimeAnswer(correct)
    return m.noAnswerThisTime(correct)
  }
  if (mine?.option ?? sent) return m.answerInCount(q.answered, q.players)
  if (timeUp) return m.timeIsUpBang
  return m.answeredCount(q.answered, q.players)
}

/**
 * The round's live region. It changes only at the moments worth hearing, so it does not talk over
 * the player: the question, "10 seconds left", "5 seconds left", time up, the answer sent, the
 * result. A player's own result may come just after the reveal: until then it stays quiet.
 */
export function announcement(
  q: Question,
  { mine, sent, playing, secondsLeft }: { mine: Mine | null; sent: string | null; playing: boolean; secondsLeft: number },
  m: LiveWords = ENGLISH_LIVE,
): string {
  if (q.reveal) {
    if (mine) return `${statusLine(q, mine, sent, true, m)} ${m.placeWithPoints(mine.place, mine.points)}`
    if (playing) return ""
    return q.question.kind === "poll" ? m.pollNoRightAnswer : m.theAnswerIs(q.reveal.correctAnswer)
  }
  if (mine?.option ?? sent) return m.yourAnswerIsIn
  if (secondsLeft <= 0) return m.timeIsUp
  const mark = countdownMark(secondsLeft, Math.ceil(q.answerMs / 1000))
  if (mark !== null) return m.secondsLeft(mark)
  return m.questionOpens(q.index + 1, q.count, q.question.question)
}
