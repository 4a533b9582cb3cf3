// Countdown rules of docs/product.md §4/§9 over a wall-clock deadline: the remaining time is always
// recomputed from "now", so a throttled or hidden tab loses no accuracy and gains no time.
import { QuizLimits } from "./types.ts"

const SECOND = 1000

export const PER_QUESTION_MS = QuizLimits.secondsPerQuestion * SECOND
export const DANGER_AT_MS = QuizLimits.dangerAtSeconds * SECOND
/** Shown on the countdown before a quiz is chosen. */
export const DEFAULT_TIMER_MS = QuizLimits.defaultTimerMinutes * 60 * SECOND

/** 40 seconds per question, in milliseconds. */
export const quizDuration = (numberOfQuestions: number): number =>
  Math.max(0, Math.floor(numberOfQuestions)) * PER_QUESTION_MS

/** Milliseconds left before the deadline; never negative. */
export const remaining = (deadlineMs: number, nowMs: number): number => Math.max(0, deadlineMs - nowMs)

/** Danger style at 60 seconds or less. */
export const isDanger = (remainingMs: number): boolean => remainingMs <= DANGER_AT_MS

/** Expired exactly at the deadline, not a moment before. */
export const isExpired = (deadlineMs: number, nowMs: number): boolean => nowMs >= deadlineMs

/** "m:ss" for display; partial seconds round up so the clock reads 0:00 only once time is up. */
export const formatClock = (remainingMs: number): string => {
  const totalSeconds = Math.ceil(Math.max(0, remainingMs) / SECOND)
  const minutes = Math.floor(totalSeconds / 60)
  const seconds = totalSeconds % 60
  return `${minutes}:${String(seconds).padStart(2, "0")}`
}
