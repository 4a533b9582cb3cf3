// One group's live game on this node: an XState actor of the live-game machine, rebuilt
// by replaying `livegame-<groupId>`, with a mailbox. Commands wait in the mailbox and are
// decided in batches against the actor's state; a batch's facts are appended in one write
// with the stream revision the actor last saw. That revision is the lease: if another node
// (or a restarted one) wrote meanwhile, the append fails, the actor reads what it missed
// and decides the batch again, so exactly one decision wins each revision and nobody is
// scored twice. A refusal on possibly stale state is checked once more after catching up.
// The actor also keeps the round's clock: a timer at the deadline (or at the expiry of a
// quiz request) sends a command like any other, so its effect is a stored fact too. If that
// decision cannot be stored (the database is away), the clock tries again, backing off, until
// it can.
import { createActor, type Actor } from "xstate"
import { DomainError, WrongState } from "../../engine/domain-errors.ts"
import { isStoreUnavailable } from "../../engine/store-unavailable.ts"
import { WrongExpectedRevision, type EventStore, type NewEvent, type RecordedEvent } from "../../engine/eventstore/port.ts"
import { decide, type LiveCommand } from "../../engine/live-game/decide.ts"
import { gameOf, liveGameMachine, replay } from "../../engine/live-game/machine.ts"
import type { LiveGame } from "../../engine/live-game/state.ts"
import { yieldToLoop } from "../../engine/yield.ts"
import { eventDecoder } from "../../projections/decode-event.ts"
import { LiveGameEvent, LiveGameEventTypes, liveGameStream } from "../../schemas/events/live-game.ts"
import { Messages } from "../../schemas/messages.ts"
import type { Logger } from "../log/logger.ts"

export const decodeLiveEvent = eventDecoder(LiveGameEvent, LiveGameEventTypes)

export type Outcome =
  | { readonly ok: true; readonly events: readonly LiveGameEvent[]; readonly game: LiveGame; readonly revision: number }
  | { readonly ok: false; readonly error: DomainError }

interface Job {
  /** Built when decided, so its clock reads the moment of the decision. */
  readonly command: () => LiveCommand
  readonly resolve: (outcome: Outcome) => void
  readonly reject: (error: unknown) => void
}

/** Metadata of the last fact of one decision: the feed sends one update per decision. */
export const LAST_OF_DECISION = "lastOfDecision"

const toNewEvents = (events: readonly LiveGameEvent[]): NewEvent[] =>
  events.map(({ type, ...data }, i) => ({ type, data, metadata: { [LAST_OF_DECISION]: i === events.length - 1 } }))

const MAX_ATTEMPTS = 20
/** A clock decision that could not be stored is tried again after this, doubling up to the most. */
const CLOCK_RETRY_FIRST_MS = 250
const CLOCK_RETRY_MOST_MS = 5_000
/** Commands decided in one append: enough to keep a thousand players' moves to a few writes, few enough to keep each step short. */
const MAX_BATCH = 100

export interface ActorDeps {
  readonly store: EventStore
  readonly now: () => Date
  /** Where a failed timer decision is reported (no one is waiting for its answer). */
  readonly log?: Pick<Logger, "error">
}

export class LiveGameActor {
  private readonly actor: Actor<typeof liveGameMachine>
  private revision: bigint = -1n
  private readonly queue: Job[] = []
  private draining = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private closed = false
  /** The clock's failed tries in a row, and the time before which it does not try again. */
  private clockFailures = 0
  private clockHeldUntil = 0

  private constructor(
    readonly groupId: string,
    private readonly deps: ActorDeps,
  ) {
    this.actor = createActor(liveGameMachine, { input: { groupId, groupName: "" } })
    this.actor.start()
  }

  /** The actor rebuilt from the group's whole stream. */
  static async load(deps: ActorDeps, groupId: string): Promise<LiveGameActor> {
    const actor = new LiveGameActor(groupId, deps)
    await actor.catchUp()
    actor.schedule()
    return actor
  }

  get game(): LiveGame {
    return gameOf(this.actor.getSnapshot())
  }

  /** The revision of the last fact this actor holds (-1 before the first). */
  get at(): number {
    return Number(this.revision)
  }

  /** True while commands wait or run. */
  get busy(): boolean {
    return this.draining || this.queue.length > 0
  }

  submit(command: () => LiveCommand): Promise<Outcome> {
    if (this.closed) return Promise.reject(new Error("The live game actor is closed"))
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject })
      if (!this.draining) void this.drain()
    })
  }

  /** A fact seen on the store subscription: taken when it is the next one and nothing is in flight. */
  observe(recorded: RecordedEvent): void {
    if (this.draining || recorded.revision !== this.revision + 1n) return
    const event = decodeLiveEvent(recorded)
    if (!event) return
    this.actor.send(event)
    this.revision = recorded.revision
    this.schedule()
  }

  /** Reads what others appended since our revision; true when there was anything. */
  async catchUp(): Promise<boolean> {
    const recorded = await this.deps.store.readStream(liveGameStream(this.groupId), { fromRevision: this.revision + 1n })
    for (const r of recorded) {
      const event = decodeLiveEvent(r)
      if (event) this.actor.send(event)
      this.revision = r.revision
    }
    return recorded.length > 0
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    this.actor.stop()
    for (const job of this.queue.splice(0)) job.reject(new Error("The live game actor is closed"))
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      while (this.queue.length > 0 && !this.closed) {
        const batch = this.queue.splice(0, MAX_BATCH)
        try {
          const outcomes = await this.decideBatch(batch)
          batch.forEach((job, i) => job.resolve(outcomes[i]!))
        } catch (error) {
          for (const job of batch) job.reject(error)
        }
        // Commands keep coming in a big game: let timers and sockets run between batches.
        if (this.queue.length > 0) await yieldToLoop()
      }
    } finally {
      this.draining = false
      this.schedule()
    }
  }

  private async decideBatch(batch: readonly Job[]): Promise<Outcome[]> {
    let checkedFresh = false
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      let working = this.game
      const decided: ({ ok: true; events: LiveGameEvent[]; game: LiveGame } | { ok: false; error: DomainError })[] = []
      const all: LiveGameEvent[] = []
      for (const job of batch) {
        try {
          const events = decide(working, job.command())
          working = replay(events, working)
          all.push(...events)
          decided.push({ ok: true, events, game: working })
        } catch (error) {
          if (!(error instanceof DomainError)) throw error
          decided.push({ ok: false, error })
        }
      }
      if (all.length === 0) {
        // Nothing to write: a refusal or a no-op may come from a state another node has
        // moved on from, so decide once more on fresh state if there is any.
        if (!checkedFresh) {
          checkedFresh = true
          if (await this.catchUp()) continue
        }
        return decided.map((d) => (d.ok ? { ...d, revision: this.at } : d))
      }
      try {
        const result = await this.deps.store.append(liveGameStream(this.groupId), toNewEvents(all), this.revision < 0n ? "no_stream" : this.revision)
        for (const event of all) this.actor.send(event)
        const base = this.revision
        this.revision = result.nextRevision
        let counted = 0n
        return decided.map((d) => {
          if (!d.ok) return d
          counted += BigInt(d.events.length)
          return { ...d, revision: Number(base + counted) }
        })
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision)) throw error
        await this.catchUp()
      }
    }
    return batch.map(() => ({ ok: false, error: new WrongState(Messages.liveGameBusy) }))
  }

  /** The round's clock: one timer for whatever the phase waits on. */
  private schedule(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.closed) return
    const { phase, context } = this.game
    let due: Date | undefined
    let command: ((at: Date) => LiveCommand) | undefined
    if (phase === "inRound" && context.round) {
      const roundId = context.round.roundId
      due = new Date(context.round.deadline)
      command = (at) => ({ type: "TimeOut", roundId, at })
    } else if (phase === "generating" && context.pending) {
      const roundId = context.pending.roundId
      due = new Date(context.pending.expiresAt)
      command = (at) => ({ type: "ExpireRequest", roundId, at })
    }
    if (!due || !command) return
    const when = due
    const fire = command
    // setTimeout holds at most ~24.8 days; rounds are minutes.
    this.timer = setTimeout(() => {
      const at = new Date(Math.max(this.deps.now().getTime(), when.getTime()))
      this.submit(() => fire(at)).then(
        () => {
          this.clockFailures = 0
          this.clockHeldUntil = 0
        },
        (error: unknown) => {
          if (this.closed) return
          if (!isStoreUnavailable(error)) this.deps.log?.error({ err: error, groupId: this.groupId }, "A live round's timer decision failed")
          // Not again at once (the deadline has passed, so it would fire straight away).
          this.clockHeldUntil = this.deps.now().getTime() + Math.min(CLOCK_RETRY_MOST_MS, CLOCK_RETRY_FIRST_MS * 2 ** this.clockFailures++)
          this.schedule()
        },
      )
    }, Math.max(0, when.getTime() - this.deps.now().getTime(), this.clockHeldUntil - this.deps.now().getTime()))
    this.timer.unref()
  }
}
