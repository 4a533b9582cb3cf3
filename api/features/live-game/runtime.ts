// This node's live games (one set per app, made by the live-game feature in public.ts): one
// actor per group, loaded on first use by replaying the group's stream and dropped once its
// game has ended. After a restart the groups whose live game was running (the `live_game`
// flag of the group read model) are loaded at once, so their round clocks run again even
// before any player reconnects.
import type { Logger } from "#api/platform/log/logger.ts"
import type { EventStore, RecordedEvent } from "#engine/eventstore/port.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"

import { LiveGameActor, type Outcome, type StoredFact } from "./actor.ts"

type StoredListener = (groupId: string, facts: readonly StoredFact[]) => Promise<void>

export const LIVE_STREAM_PREFIX = "livegame-"

export interface LiveGamesDeps {
  readonly store: EventStore
  /** Where a failed timer decision, or stored facts that could not be sent, are reported. */
  readonly log?: Pick<Logger, "error">
}

export class LiveGames {
  private readonly actors = new Map<string, Promise<LiveGameActor>>()
  private closed = false
  private readonly storedListeners = new Set<StoredListener>()

  constructor(
    private readonly deps: LiveGamesDeps,
    private readonly now: () => Date = () => new Date(),
  ) {}

  actor(groupId: string): Promise<LiveGameActor> {
    let actor = this.actors.get(groupId)
    if (!actor) {
      actor = LiveGameActor.load(
        { store: this.deps.store, now: this.now, stored: (id, facts) => this.tellStored(id, facts), ...(this.deps.log ? { log: this.deps.log } : {}) },
        groupId,
      )
      this.actors.set(groupId, actor)
      actor.catch(() => this.actors.delete(groupId))
    }
    return actor
  }

  async submit(groupId: string, command: () => LiveCommand): Promise<Outcome> {
    if (this.closed) throw new Error("The live games are closed")
    const actor = await this.actor(groupId)
    const outcome = await actor.submit(command)
    // An ended game needs no actor; the next join loads a fresh one from the stream.
    // It is not closed: a command that already holds it still decides safely against the stream.
    if (actor.game.phase === "idle" && !actor.busy) this.actors.delete(groupId)
    return outcome
  }

  /** `listener` hears the facts every actor of this node stores, as it stores them; the function returned stops that. */
  onStored(listener: StoredListener): () => void {
    this.storedListeners.add(listener)
    return () => this.storedListeners.delete(listener)
  }

  private tellStored(groupId: string, facts: readonly StoredFact[]): void {
    for (const listener of this.storedListeners)
      listener(groupId, facts).catch((error: unknown) => this.deps.log?.error({ err: error, groupId }, "A live game's stored facts could not be sent"))
  }

  /** Keeps a loaded actor current with what other nodes decided (see actor.observe). */
  observe(groupId: string, recorded: RecordedEvent): void {
    void this.actors.get(groupId)?.then(
      (actor) => actor.observe(recorded),
      () => {},
    )
  }

  /** Loads the actors of games that were open when this node (re)started. */
  async recover(groupIds: readonly string[]): Promise<void> {
    await Promise.all(groupIds.map((id) => this.actor(id)))
  }

  get loaded(): number {
    return this.actors.size
  }

  async close(): Promise<void> {
    this.closed = true
    const actors = [...this.actors.values()]
    this.actors.clear()
    for (const actor of actors)
      await actor.then(
        (a) => a.close(),
        () => {},
      )
  }
}
