// This node's live rooms (one set per app, made by the live-game feature in public.ts): one
// room per group, loaded on first use by replaying the group's stream, then kept current by
// its own decisions and by the store's subscription, which brings every node's facts. After
// a restart the groups whose live game was running (the `live_game` flag of the group read
// model) are loaded at once, so their round clocks run again even before any player
// reconnects.
//
// A room stays loaded once it is: an ended game's state is empty, and a room that stays
// knows which of its facts it has sent when the subscription brings them again.
import type { Logger } from "#api/platform/log/logger.ts"
import { followStoreBatches } from "#api/platform/sockets/follow-store.ts"
import type { EventStore, RecordedEvent } from "#engine/eventstore/port.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import type { LiveGameEvent } from "#schemas/events/live-game.ts"

import { decodeLiveEvent, type Fact, LiveRoom, type Outcome } from "./room.ts"

export const LIVE_STREAM_PREFIX = "livegame-"

export interface LiveRoomsDeps {
  readonly store: EventStore
  /** Where a failed timer decision, a failed read or a failed send is reported. */
  readonly log?: Pick<Logger, "error">
}

/**
 * The facts every node hears of whoever stored them: a game opened or ended, a player in or
 * out. Only these are decoded for `heard`; a big game's answers are decoded by their room
 * alone, and only on a node that did not decide them.
 */
const HEARD: ReadonlySet<string> = new Set<LiveGameEvent["type"]>(["GameOpened", "GameEnded", "PlayerJoined", "PlayerLeft", "PlayerReturned"])

/** Where the rooms' facts go once the node follows the store (see follow). */
export interface LiveListeners {
  /** Each run of facts a room takes in, with the game after each (the players' updates). */
  send(groupId: string, facts: readonly Fact[]): void
  /** Every live fact that opens or ends a game or brings a player in or out, stored by any node, once, as the subscription brings it (group pages, absences). */
  heard(groupId: string, event: LiveGameEvent): void
  /** Whether players of the group are on this node, so its room must follow the game even if it is not loaded. */
  watching(groupId: string): boolean
}

export class LiveRooms {
  private readonly rooms = new Map<string, Promise<LiveRoom>>()
  /** The rooms loaded so far, for counting without waiting. */
  private readonly loadedRooms = new Map<string, LiveRoom>()
  private closed = false
  private listeners: LiveListeners | undefined

  constructor(
    private readonly deps: LiveRoomsDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  room(groupId: string, upTo?: bigint): Promise<LiveRoom> {
    let room = this.rooms.get(groupId)
    if (!room) {
      room = LiveRoom.load(
        {
          store: this.deps.store,
          now: this.now,
          send: (id, facts) => this.listeners?.send(id, facts),
          ...(this.deps.log ? { log: this.deps.log } : {}),
        },
        groupId,
        upTo,
      )
      this.rooms.set(groupId, room)
      room.then(
        (loaded) => this.loadedRooms.set(groupId, loaded),
        () => this.rooms.delete(groupId),
      )
    }
    return room
  }

  /** Whether this node has the room loaded (or loading). */
  has(groupId: string): boolean {
    return this.rooms.has(groupId)
  }

  async submit(groupId: string, command: () => LiveCommand): Promise<Outcome> {
    if (this.closed) throw new Error("The live rooms are closed")
    return (await this.room(groupId)).submit(command)
  }

  /**
   * Follows the store from its head: every live fact goes to its group's room when one is
   * loaded here (or players here watch a game this node has not loaded: its room is loaded up
   * to the fact before), and those that open or end a game or bring a player in or out to
   * `listeners.heard`. From now on the rooms send their facts to `listeners.send`.
   */
  async follow(deps: { readonly store: EventStore; readonly log: Pick<Logger, "error"> }, listeners: LiveListeners): Promise<{ close(): Promise<void> }> {
    this.listeners = listeners
    const following = await followStoreBatches(deps, "Live game update", (batch) => this.heard(batch, listeners))
    return {
      close: async () => {
        this.listeners = undefined
        await following.close()
      },
    }
  }

  private heard(batch: readonly RecordedEvent[], listeners: LiveListeners): void {
    const byGroup = new Map<string, RecordedEvent[]>()
    for (const recorded of batch) {
      if (!recorded.streamId.startsWith(LIVE_STREAM_PREFIX)) continue
      const groupId = recorded.streamId.slice(LIVE_STREAM_PREFIX.length)
      const event = HEARD.has(recorded.type) ? decodeLiveEvent(recorded) : null
      if (event) listeners.heard(groupId, event)
      const facts = byGroup.get(groupId)
      if (facts) facts.push(recorded)
      else byGroup.set(groupId, [recorded])
    }
    for (const [groupId, facts] of byGroup) {
      if (!this.rooms.has(groupId) && !listeners.watching(groupId)) continue
      void this.room(groupId, facts[0]!.revision - 1n).then(
        (room) => room.observe(facts),
        () => {},
      )
    }
  }

  /** Loads the rooms of games that were open when this node (re)started. */
  async recover(groupIds: readonly string[]): Promise<void> {
    await Promise.all(groupIds.map((id) => this.room(id)))
  }

  /** How many of this node's rooms hold a game that is open (not ended). */
  get running(): number {
    let open = 0
    for (const room of this.loadedRooms.values()) if (room.game.phase !== "idle") open++
    return open
  }

  async close(): Promise<void> {
    this.closed = true
    const rooms = [...this.rooms.values()]
    this.rooms.clear()
    this.loadedRooms.clear()
    for (const room of rooms)
      await room.then(
        (r) => r.close(),
        () => {},
      )
  }
}
