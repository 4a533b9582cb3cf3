// What a question-by-question round says in words: the line under the options, and what its
// live region reads to a screen reader (the question as it opens, a few points of the countdown,
// the player's own result at the reveal), never the countdown every second.
import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"
import { streakBonus } from "#schemas/live-question-rules.ts"

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
export function statusLine(q: Question, mine: Mine | null, sent: string | null, timeUp: boolean): string {
  const correct = q.reveal?.correctAnswer
  if (q.reveal) {
    if (q.question.kind === "poll") return mine?.option ? "Thanks for your vote: a poll has no right answer." : "A poll: no right answer, no points."
    if (mine?.correct) {
      const streak = mine.streak >= 2 ? ` ${mine.streak} in a row (+${streakBonus(mine.streak)} streak bonus).` : ""
      return `Correct! +${mine.gained} points.${streak}`
    }
    if (mine?.option && mine.gained > 0) return `Close! +${mine.gained} points. The answer is ${correct}.`
    if (mine?.option) return `Not this time. The answer is ${correct}.`
    return `No answer this time. The answer is ${correct}.`
  }
  if (mine?.option ?? sent) return `Your answer is in. ${q.answered} of ${q.players} answered.`
  if (timeUp) return "Time is up!"
  return `${q.answered} of ${q.players} answered.`
}

const placeLine = (mine: Mine) => (mine.points === 0 ? "You have 0 points." : `You are in place ${mine.place} with ${mine.points} points.`)

/**
 * The round's live region. It changes only at the moments worth hearing, so it does not talk over
 * the player: the question, "10 seconds left", "5 seconds left", time up, the answer sent, the
 * result. A player's own result may come just after the reveal: until then it stays quiet.
 */
export function announcement(
  q: Question,
  { mine, sent, playing, secondsLeft }: { mine: Mine | null; sent: string | null; playing: boolean; secondsLeft: number },
): string {
  if (q.reveal) {
    if (mine) return `${statusLine(q, mine, sent, true)} ${placeLine(mine)}`
    if (playing) return ""
    return q.question.kind === "poll" ? "A poll: no right answer." : `The answer is ${q.reveal.correctAnswer}.`
  }
  if (mine?.option ?? sent) return "Your answer is in."
  if (secondsLeft <= 0) return "Time is up."
  const mark = countdownMark(secondsLeft, Math.ceil(q.answerMs / 1000))
  if (mark !== null) return `${mark} seconds left.`
  return `Question ${q.index + 1} of ${q.count}: ${q.question.question}`
}
