// What bench/live.ts and its player processes (bench/live-players.ts) say to each other over
// IPC. The coordinator asks, a player process answers the request of the same id. Times are
// wall-clock milliseconds (performance.timeOrigin + performance.now()), comparable across
// processes on one machine.
import { performance } from "node:perf_hooks"

import type { ClientEventName } from "#schemas/socket/protocol.ts"
import type { Player } from "#test/api/live-support.ts"

/** Which game step to wait for: a game_update type, and for question steps the question's index. */
export interface Step {
  readonly type: string
  readonly index?: number
}

/** One socket.io request from one player, acknowledged by the server. */
export interface Call {
  readonly username: string
  readonly event: ClientEventName
  readonly args: readonly unknown[]
  /** When to send it (wall clock, see wallNow): a player acting at their own pace. At once without. */
  readonly at?: number
}

export type Request =
  /** `width` handshakes at a time, or each player's at its moment in `at` (wall clock, in the order of `players`). */
  | {
      readonly id: number
      readonly kind: "connect"
      readonly url: string
      readonly players: readonly Player[]
      readonly width: number
      readonly at?: readonly number[]
    }
  | { readonly id: number; readonly kind: "emit"; readonly calls: readonly Call[] }
  /** Steps held at or after `since` (wall clock): a later round's step, not an earlier one's. */
  | {
      readonly id: number
      readonly kind: "wait"
      readonly usernames: readonly string[]
      readonly step: Step
      readonly since: number
      readonly timeoutMs: number
    }
  | { readonly id: number; readonly kind: "close" }

/** A player's acknowledgement of one call, and when the call left this process. */
export interface Sent {
  readonly sentAt: number
  readonly ack: any
}

/** When each player (in the order asked) held the step, and the first of those updates in full. */
export interface Held {
  readonly arrivals: readonly number[]
  readonly sample: any
}

export type Reply =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly error: string }
  /** Said unasked: a player dropped, or the process's loop stalled. */
  | { readonly id: -1; readonly note: string }

export const wallNow = (): number => performance.timeOrigin + performance.now()

/** Whether a game_update is the step. */
export const isStep = (update: { type: string; byQuestion?: { index: number } }, step: Step): boolean =>
  update.type === step.type && (step.index === undefined || update.byQuestion?.index === step.index)
