// A tiny pure model of the quiz countdown, for the client's timer machine.
//
// The rule: the clock runs on a wall-clock deadline. Hiding the tab, throttled timers or a sleeping
// laptop change nothing, because every step recomputes from `now`; a late tick simply expires the quiz.
// A graded (or live) quiz's clock never stops. Only a timer started with `pausable: true` (a fun quiz,
// with an explicit pause button) may pause; pausing freezes the remaining time and resuming sets a new
// deadline that much after the resume. `pause` on a non-pausable timer does nothing.
//
// Expiry is reported exactly once: the first `tick` or `pause` at or after the deadline returns
// `expired: true`; every later step is a no-op returning `expired: false`.
import { remaining } from "./timer.ts"

export type TimerStatus = "idle" | "running" | "paused" | "expired"

export interface TimerState {
  readonly status: TimerStatus
  /** Wall-clock ms at which time is up; set while running, null otherwise. */
  readonly deadline: number | null
  /** Ms left when paused; null otherwise. */
  readonly remainingAtPause: number | null
  readonly pausable: boolean
}

export interface TimerStep {
  readonly state: TimerState
  /** True on the one step that expires the timer. */
  readonly expired: boolean
}

export const idleTimer: TimerState = { status: "idle", deadline: null, remainingAtPause: null, pausable: false }

const EXPIRED: TimerState = { status: "expired", deadline: null, remainingAtPause: null, pausable: false }
const same = (state: TimerState): TimerStep => ({ state, expired: false })
const expire = (): TimerStep => ({ state: EXPIRED, expired: true })

/** Starts an idle timer; any other state is left as it is. */
export const start = (
  state: TimerState,
  now: number,
  durationMs: number,
  options: { readonly pausable?: boolean } = {},
): TimerStep => {
  if (state.status !== "idle") return same(state)
  return same({
    status: "running",
    deadline: now + Math.max(0, durationMs),
    remainingAtPause: null,
    pausable: options.pausable ?? false,
  })
}

/** Checks the clock: a running timer expires on the first tick at or after its deadline. */
export const tick = (state: TimerState, now: number): TimerStep => {
  if (state.status !== "running" || state.deadline === null) return same(state)
  return now >= state.deadline ? expire() : same(state)
}

/** Freezes a pausable running timer; if time is already up it expires instead. */
export const pause = (state: TimerState, now: number): TimerStep => {
  if (state.status !== "running" || state.deadline === null) return same(state)
  if (now >= state.deadline) return expire()
  if (!state.pausable) return same(state)
  return same({ ...state, status: "paused", deadline: null, remainingAtPause: state.deadline - now })
}

/** Restarts a paused timer with the time it had left. */
export const resume = (state: TimerState, now: number): TimerStep => {
  if (state.status !== "paused" || state.remainingAtPause === null) return same(state)
  return same({ ...state, status: "running", deadline: now + state.remainingAtPause, remainingAtPause: null })
}

/** Ms left to show: null before a start, 0 once expired, never negative. */
export const remainingOf = (state: TimerState, now: number): number | null => {
  switch (state.status) {
    case "idle":
      return null
    case "running":
      return state.deadline === null ? 0 : remaining(state.deadline, now)
    case "paused":
      return Math.max(0, state.remainingAtPause ?? 0)
    case "expired":
      return 0
  }
}
