// The graded-quiz countdown (SPEC §4/§9) as a machine. Time is never counted by ticks: every
// TICK carries the wall-clock time and the remaining time is recomputed from the deadline, so a
// hidden tab whose intervals were throttled catches up on its next tick and gains nothing.
import { assign, emit, fromCallback, setup } from "xstate"
import { DEFAULT_TIMER_MS, isExpired, remainingMs } from "./timer-rules.ts"

export interface TimerContext {
  deadline: number | null
  remaining: number
}

export type TimerEvent =
  | { type: "SET"; deadline: number; now: number }
  | { type: "TICK"; now: number }
  | { type: "STOP" }
  | { type: "RESET" }

export type TimerEmitted = { type: "expired" }

/** Ticks a few times a second, and at once when the tab becomes visible again. */
export const wallClockTicker = fromCallback<TimerEvent>(({ sendBack }) => {
  const tick = () => sendBack({ type: "TICK", now: Date.now() })
  const id = setInterval(tick, 250)
  const onVisible = () => {
    if (document.visibilityState === "visible") tick()
  }
  document.addEventListener("visibilitychange", onVisible)
  return () => {
    clearInterval(id)
    document.removeEventListener("visibilitychange", onVisible)
  }
})

export const timerMachine = setup({
  types: {
    context: {} as TimerContext,
    events: {} as TimerEvent,
    emitted: {} as TimerEmitted,
  },
  actors: { ticker: wallClockTicker },
  guards: {
    setPastDeadline: ({ event }) => event.type === "SET" && isExpired(event.deadline, event.now),
    tickPastDeadline: ({ context, event }) =>
      event.type === "TICK" && context.deadline !== null && isExpired(context.deadline, event.now),
  },
  actions: {
    setDeadline: assign(({ event }) =>
      event.type === "SET" ? { deadline: event.deadline, remaining: remainingMs(event.deadline, event.now) } : {}),
    recompute: assign(({ context, event }) =>
      event.type === "TICK" && context.deadline !== null ? { remaining: remainingMs(context.deadline, event.now) } : {}),
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
        TICK: [
          { guard: "tickPastDeadline", target: "expired", actions: "recompute" },
          { actions: "recompute" },
        ],
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
