// The quiz clock of docs/product.md §4 and §9, used by the server (deadlines, late answers) and the
// browser (the countdown). The remaining time is always recomputed from the wall clock against a
// deadline, so a throttled or hidden tab loses no accuracy and gains no time. Plain functions.
import { QuizLimits } from "./quiz-rules.ts"

const SECOND = 1000

export const PER_QUESTION_MS = QuizLimits.secondsPerQuestion * SECOND
/** Danger style at 60 seconds or less. */
export const DANGER_AT_MS = QuizLimits.dangerAtSeconds * SECOND
/** Shown on the countdown before a quiz is chosen. */
export const DEFAULT_TIMER_MS = QuizLimits.defaultTimerMinutes * 60 * SECOND

/** 40 seconds per question, in milliseconds. */
export const quizDuration = (numberOfQuestions: number): number => Math.max(0, Math.floor(numberOfQuestions)) * PER_QUESTION_MS

/** Milliseconds left before the deadline; never negative. */
export const remainingMs = (deadlineMs: number, nowMs: number): number => Math.max(0, deadlineMs - nowMs)

export const isDanger = (remaining: number): boolean => remaining <= DANGER_AT_MS

/** Expired exactly at the deadline, not a moment before. */
export const isExpired = (deadlineMs: number, nowMs: number): boolean => nowMs >= deadlineMs

/** "m:ss"; partial seconds round up so the clock reads 0:00 only once time is up. */
export const formatClock = (remaining: number): string => {
  const totalSeconds = Math.ceil(Math.max(0, remaining) / SECOND)
  const minutes = Math.floor(totalSeconds / 60)
  return `${minutes}:${String(totalSeconds % 60).padStart(2, "0")}`
}

/** Spoken form for assistive technology, e.g. "2 minutes 5 seconds left". */
export const spokenClock = (remaining: number): string => {
  const totalSeconds = Math.ceil(Math.max(0, remaining) / SECOND)
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  const parts = [
    minutes > 0 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : "",
    seconds > 0 || minutes === 0 ? `${seconds} second${seconds === 1 ? "" : "s"}` : "",
  ].filter(Boolean)
  return `${parts.join(" ")} left`
}

/**
 * What the countdown's live region reads: the last point passed among each whole minute, 30, 10
 * and 5 seconds, kept until the next one, so a screen reader hears each once (a tab that skips a
 * second still hears it) and never the clock every second. Empty once time is up.
 */
export const spokenMark = (remaining: number): string => {
  const seconds = Math.ceil(Math.max(0, remaining) / SECOND)
  if (seconds === 0) return ""
  const mark = seconds <= 5 ? 5 : seconds <= 10 ? 10 : seconds <= 30 ? 30 : Math.ceil(seconds / 60) * 60
  return spokenClock(mark * SECOND)
}
