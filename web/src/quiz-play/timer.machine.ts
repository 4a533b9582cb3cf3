// The graded-quiz countdown (docs/product.md §4/§9) as a machine. Time is never counted by ticks: every
// TICK carries the wall-clock time and the remaining time is recomputed from the deadline, so a
// hidden tab whose intervals were throttled catches up on its next tick and gains nothing.
// PAUSE and RESUME (the tab hidden and shown again) move nothing either: a graded clock runs
// on the server's deadline whatever the page does, so they only check the clock like a TICK.
import { assign, emit, fromCallback, setup } from "xstate"

import { DEFAULT_TIMER_MS, isExpired, remainingMs } from "#schemas/quiz-clock.ts"

export interface TimerContext {
  deadline: number | null
  remaining: number
}

export type TimerEvent =
  | { type: "SET"; deadline: number; now: number }
  | { type: "TICK"; now: number }
  | { type: "PAUSE"; now: number }
  | { type: "RESUME"; now: number }
  | { type: "STOP" }
  | { type: "RESET" }

export type TimerEmitted = { type: "expired" }

/**
 * Ticks a few times a second (a hidden tab's browser may slow this down), and reports the tab
 * being hidden (PAUSE) and shown again (RESUME), which checks the clock at once.
 */
export const wallClockTicker = fromCallback<TimerEvent>(({ sendBack }) => {
  const id = setInterval(() => sendBack({ type: "TICK", now: Date.now() }), 250)
  const onVisibility = () => sendBack({ type: document.visibilityState === "visible" ? "RESUME" : "PAUSE", now: Date.now() })
  document.addEventListener("visibilitychange", onVisibility)
  return () => {
    clearInterval(id)
    document.removeEventListener("visibilitychange", onVisibility)
  }
})

/** The wall-clock time a TICK, PAUSE or RESUME was read at. */
const clockReading = (event: TimerEvent): number | null => (event.type === "TICK" || event.type === "PAUSE" || event.type === "RESUME" ? event.now : null)

/** What a clock reading does while running: expire at or after the deadline, else show the time left. */
const clockCheck = [{ guard: "tickPastDeadline", target: "expired", actions: "recompute" }, { actions: "recompute" }] as const

export const timerMachine = setup({
  types: {
    context: {} as TimerContext,
    events: {} as TimerEvent,
    emitted: {} as TimerEmitted,
  },
  actors: { ticker: wallClockTicker },
  guards: {
    setPastDeadline: ({ event }) => event.type === "SET" && isExpired(event.deadline, event.now),
    tickPastDeadline: ({ context, event }) => {
      const now = clockReading(event)
      return now !== null && context.deadline !== null && isExpired(context.deadline, now)
    },
  },
  actions: {
    setDeadline: assign(({ event }) => (event.type === "SET" ? { deadline: event.deadline, remaining: remainingMs(event.deadline, event.now) } : {})),
    recompute: assign(({ context, event }) => {
      const now = clockReading(event)
      return now !== null && context.deadline !== null ? { remaining: remainingMs(context.deadline, now) } : {}
    }),
    reset: assign({ deadline: null, remaining: DEFAULT_TIMER_MS }),
  },
}).createMachine({
  id: "timer",
  context: { deadline: null, remaining: DEFAULT_TIMER_MS },
  initial: "idle",
  states: {
    /** No quiz set: the clock shows the default 10:00. */
    idle: {
      on: {
        SET: [
          { guard: "setPastDeadline", target: "expired", actions: "setDeadline" },
          { target: "running", actions: "setDeadline" },
        ],
      },
    },
    running: {
      invoke: { src: "ticker" },
      on: {
        TICK: clockCheck,
        PAUSE: clockCheck,
        RESUME: clockCheck,
        STOP: "stopped",
        RESET: { target: "idle", actions: "reset" },
      },
    },
    /** The quiz was finished before time ran out; the clock stays where it stopped. */
    stopped: {
      on: {
        RESET: { target: "idle", actions: "reset" },
        SET: [
          { guard: "setPastDeadline", target: "expired", actions: "setDeadline" },
          { target: "running", actions: "setDeadline" },
        ],
      },
    },
    /** Entered once per deadline; later ticks are ignored here, so expiry is announced exactly once. */
    expired: {
      entry: [assign({ remaining: 0 }), emit({ type: "expired" } as const)],
      on: {
        RESET: { target: "idle", actions: "reset" },
      },
    },
  },
})
