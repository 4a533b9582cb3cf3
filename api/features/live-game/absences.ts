// Players who vanish between rounds. A player whose last connection to a live game on this
// node drops is marked away; if they have not come back (on any node: a re-join stores
// PlayerReturned, which every node hears from the subscription) within the grace, this node asks
// the group's room to drop them, so one closed laptop cannot hold the others' readiness
// hostage. A round being made or played is never held up by this: its clock closes it,
// and the drop is tried again after it. A dropped player whose page is still open finds
// themselves out of the game in the next update and joins again (web liveGame.ts). A drop
// that cannot be stored because the database is away is tried again on a later sweep.
import { isInGame } from "#engine/live-game/state.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"

import type { LiveRooms } from "./rooms.ts"

export class LiveAbsences {
  /** groupId → userId → when they went away and how long they may stay away (ms). */
  private readonly away = new Map<string, Map<string, { since: number; graceMs: number }>>()
  private readonly timer: ReturnType<typeof setInterval>
  private sweeping = false

  constructor(
    private readonly games: Pick<LiveRooms, "submit">,
    /** Whether the user still has a connection to the game's room on this node. */
    private readonly connected: (groupId: string, userId: string) => boolean,
    private readonly graceMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.sweep(), Math.max(250, Math.min(5_000, graceMs / 4)))
    this.timer.unref()
  }

  /** `graceMs`: longer for a PIN game's host (a phone that locks for a while should not end the evening). */
  markAway(groupId: string, userId: string, graceMs = this.graceMs): void {
    const group = this.away.get(groupId) ?? new Map<string, { since: number; graceMs: number }>()
    this.away.set(groupId, group)
    if (!group.has(userId)) group.set(userId, { since: this.now(), graceMs })
  }

  /** A stored fact of a group's game, from the subscription: a player back, gone, or the game over. */
  observe(groupId: string, event: LiveGameEvent): void {
    if (event.type === "GameEnded") this.away.delete(groupId)
    else if (event.type === "PlayerReturned" || event.type === "PlayerJoined" || event.type === "PlayerLeft") this.back(groupId, event.userId)
  }

  private back(groupId: string, userId: string): void {
    const group = this.away.get(groupId)
    if (!group) return
    group.delete(userId)
    if (group.size === 0) this.away.delete(groupId)
  }

  /** Drops the players away longer than the grace; one sweep at a time. */
  async sweep(): Promise<void> {
    if (this.sweeping) return
    this.sweeping = true
    try {
      const now = this.now()
      for (const [groupId, group] of [...this.away]) {
        for (const [userId, { since, graceMs }] of [...group]) {
          if (since > now - graceMs) continue
          if (this.connected(groupId, userId)) {
            this.back(groupId, userId)
            continue
          }
          const outcome = await this.games
            .submit(groupId, () => ({ type: "Drop", userId, at: new Date(this.now()) }))
            .catch((error: unknown) => (isStoreUnavailable(error) ? "later" : null))
          if (outcome === "later") continue
          // Still in the game only while a round runs: tried again on a later sweep.
          if (!outcome || !outcome.ok || !isInGame(outcome.game.context, userId)) this.back(groupId, userId)
        }
      }
    } finally {
      this.sweeping = false
    }
  }

  close(): void {
    clearInterval(this.timer)
    this.away.clear()
  }
}
