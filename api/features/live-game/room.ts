// One group's live game on this node: the game folded once from `livegame-<groupId>` (each
// fact a step of the live-game machine), a mailbox for commands, and the round's clock.
//
// Commands wait in the mailbox and are decided in batches against the room's state by the one
// command runner (engine/command.ts), optimistically: a batch's facts are appended in one
// write with the stream revision the room last saw, without reading first. That revision is
// the lease: if another node (or a restarted one) wrote meanwhile, the append fails, the room
// reads what it missed and decides the batch again, so exactly one decision wins each
// revision and nobody is scored twice. A refusal on possibly stale state is checked once more
// after catching up.
//
// Every fact the room takes in, whoever stored it, goes once to `send` with the game after it:
// its own decisions as soon as the append commits (the states the decision folded), what
// another node stored from the store's subscription (`observe`) or from a read after a
// conflict. The room's revision says what it has taken, so a fact that arrives twice (its own,
// back from the subscription) is passed over. The history read when the room is loaded is
// not sent: whoever joins gets the state with their join.
//
// The clock: a timer at the deadline (or at the expiry of a quiz request, or at a question's
// close and the end of its leaderboard) sends a command like any other, so its effect is a
// stored fact too. If that decision cannot be stored (the database is away), the clock tries
// again, backing off, until it can.
import type { Logger } from "#api/platform/log/logger.ts"
import { type Decision, type Folded, runCommands } from "#engine/command.ts"
import { type DomainError, WrongState } from "#engine/domain-errors.ts"
import { type EventStore, type RecordedEvent, WrongExpectedRevision } from "#engine/eventstore/port.ts"
import { type LiveCommand, liveGameDecider } from "#engine/live-game/decide.ts"
import { initialGame, step } from "#engine/live-game/machine.ts"
import { type LiveGame, questionClosesAt } from "#engine/live-game/state.ts"
import { isStoreUnavailable } from "#engine/store-unavailable.ts"
import { yieldToLoop } from "#engine/yield.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { LiveGameEvent, LiveGameEventTypes, liveGameStream } from "#schemas/events/live-game.ts"
import { QuestionClock } from "#schemas/live-question-rules.ts"
import * as Messages from "#schemas/messages.ts"

export const decodeLiveEvent = eventDecoder(LiveGameEvent, LiveGameEventTypes)

export type Outcome =
  | { readonly ok: true; readonly events: readonly LiveGameEvent[]; readonly game: LiveGame; readonly revision: number }
  | { readonly ok: false; readonly error: DomainError }

/** A fact the room has taken in: its revision, and the game after it. */
export interface Fact {
  readonly event: LiveGameEvent
  readonly revision: bigint
  readonly game: LiveGame
}

interface Job {
  /** Built when decided, so its clock reads the moment of the decision. */
  readonly command: () => LiveCommand
  readonly resolve: (outcome: Outcome) => void
  readonly reject: (error: unknown) => void
}

/** The facts of a batch's decisions, in stream order, each with the state its decision folded. */
const factsOf = (decisions: readonly Decision<LiveGame, LiveGameEvent>[]): Fact[] =>
  decisions.flatMap((d) => (d.ok ? d.events.map((event, i) => ({ event, revision: d.revision - BigInt(d.events.length - 1 - i), game: d.after[i]! })) : []))

const MAX_ATTEMPTS = 20
/** A clock decision that could not be stored is tried again after this, doubling up to the most. */
const CLOCK_RETRY_FIRST_MS = 250
const CLOCK_RETRY_MOST_MS = 5_000
/** Commands decided in one append: enough to keep a thousand players' moves to a few writes, few enough to keep each step short. */
const MAX_BATCH = 100

export interface RoomDeps {
  readonly store: EventStore
  readonly now: () => Date
  /** Where a failed timer decision, a failed read or a failed send is reported. */
  readonly log?: Pick<Logger, "error">
  /** Hears each run of facts the room takes in, once each, in stream order. */
  readonly send?: (groupId: string, facts: readonly Fact[]) => void
}

export class LiveRoom {
  /** The game as of the last fact this room has taken in. */
  private folded: Folded<LiveGame>
  private readonly queue: Job[] = []
  private draining = false
  /** The last revision heard of from the subscription that the room could not take at once. */
  private heardUpTo = -1n
  private timer: ReturnType<typeof setTimeout> | undefined
  private closed = false
  /** The clock's failed tries in a row, and the time before which it does not try again. */
  private clockFailures = 0
  private clockHeldUntil = 0

  private constructor(
    readonly groupId: string,
    private readonly deps: RoomDeps,
  ) {
    this.folded = { state: initialGame(groupId, ""), revision: "no_stream" }
  }

  /**
   * The room rebuilt from the group's stream, without sending it: the whole stream, or up to
   * and including `upTo` (a fact about to be observed, whose predecessors only are history).
   */
  static async load(deps: RoomDeps, groupId: string, upTo?: bigint): Promise<LiveRoom> {
    const room = new LiveRoom(groupId, deps)
    if (upTo === undefined || upTo >= 0n)
      room.take(await deps.store.readStream(liveGameStream(groupId), upTo === undefined ? undefined : { maxCount: Number(upTo) + 1 }), false)
    room.schedule()
    return room
  }

  get game(): LiveGame {
    return this.folded.state
  }

  private get revision(): bigint {
    return this.folded.revision === "no_stream" ? -1n : this.folded.revision
  }

  /** The revision of the last fact this room holds (-1 before the first). */
  get at(): number {
    return Number(this.revision)
  }

  /** True while commands wait or run. */
  get busy(): boolean {
    return this.draining || this.queue.length > 0
  }

  submit(command: () => LiveCommand): Promise<Outcome> {
    if (this.closed) return Promise.reject(new Error("The live room is closed"))
    return new Promise((resolve, reject) => {
      this.queue.push({ command, resolve, reject })
      if (!this.draining) void this.drain()
    })
  }

  /**
   * Facts of this game from the store's subscription, in order. Those the room holds already
   * (its own) are passed over; the next ones are taken at once; while a decision is out, or
   * after a gap, the room reads them from the stream instead (it cannot fold around a batch
   * in flight).
   */
  observe(recorded: readonly RecordedEvent[]): void {
    const last = recorded.at(-1)
    if (this.closed || !last || last.revision <= this.revision) return
    const next = recorded.filter((r) => r.revision > this.revision)
    if (this.draining || next[0]!.revision !== this.revision + 1n) {
      if (last.revision > this.heardUpTo) this.heardUpTo = last.revision
      if (!this.draining) void this.drain()
      return
    }
    this.take(next, true)
    // A gap inside the delivery: what is missing is read from the stream.
    if (last.revision > this.revision) {
      this.heardUpTo = last.revision
      void this.drain()
    }
    this.schedule()
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
    for (const job of this.queue.splice(0)) job.reject(new Error("The live room is closed"))
  }

  /** Folds facts that follow on from the room's revision, each once, and sends them when `send`. */
  private take(recorded: readonly RecordedEvent[], send: boolean): void {
    let game = this.game
    let revision = this.revision
    const facts: Fact[] = []
    for (const r of recorded) {
      if (r.revision !== revision + 1n) continue
      revision = r.revision
      const event = decodeLiveEvent(r)
      if (!event) continue
      game = step(game, event)
      facts.push({ event, revision, game })
    }
    this.folded = { state: game, revision: revision < 0n ? "no_stream" : revision }
    if (send) this.send(facts)
  }

  private send(facts: readonly Fact[]): void {
    if (facts.length === 0 || !this.deps.send) return
    try {
      this.deps.send(this.groupId, facts)
    } catch (error) {
      this.deps.log?.error({ err: error, groupId: this.groupId }, "A live game's facts could not be sent")
    }
  }

  /** Reads (and sends) what others stored since the room's revision. */
  private async readOn(): Promise<Folded<LiveGame>> {
    const from = this.revision
    this.take(await this.deps.store.readStream(liveGameStream(this.groupId), from < 0n ? undefined : { fromRevision: from + 1n }), true)
    return this.folded
  }

  private async drain(): Promise<void> {
    this.draining = true
    try {
      while (!this.closed && (this.queue.length > 0 || this.heardUpTo > this.revision)) {
        if (this.heardUpTo > this.revision && this.queue.length === 0) {
          // Facts heard of while busy, or after a gap: read them before anything else.
          this.heardUpTo = -1n
          try {
            await this.readOn()
          } catch (error) {
            if (!isStoreUnavailable(error)) this.deps.log?.error({ err: error, groupId: this.groupId }, "A live game could not read what other nodes stored")
          }
          continue
        }
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

  /**
   * The batch decided on the room's state and appended in one write. A conflict means another
   * node wrote meanwhile: the runner reads what it missed (through the room, which sends it)
   * and decides the batch again; a refusal or no-op on possibly stale state is decided once
   * more after catching up.
   */
  private async decideBatch(batch: readonly Job[]): Promise<Outcome[]> {
    try {
      const { decisions, folded, position } = await runCommands(
        { store: this.deps.store },
        liveGameStream(this.groupId),
        liveGameDecider,
        batch.map((job) => job.command),
        { from: this.folded, optimistic: true, attempts: MAX_ATTEMPTS, readOn: () => this.readOn() },
      )
      this.folded = folded
      if (position !== null) this.send(factsOf(decisions))
      return decisions.map((d) => (d.ok ? { ok: true, events: d.events, game: d.state, revision: Number(d.revision) } : d))
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error
      await this.readOn()
      return batch.map(() => ({ ok: false, error: new WrongState(Messages.liveGameBusy) }))
    }
  }

  /** The round's clock: one timer for whatever the phase waits on. */
  private schedule(): void {
    clearTimeout(this.timer)
    this.timer = undefined
    if (this.closed) return
    const { phase, context } = this.game
    let due: Date | undefined
    let command: ((at: Date) => LiveCommand) | undefined
    const byQuestion = context.round?.byQuestion
    if (phase === "inRound" && context.round && byQuestion) {
      // A question round runs on its questions' clocks: the open one closes (after the grace
      // for answers in flight), a revealed one gives way to the next, all at the stored times.
      const roundId = context.round.roundId
      const index = byQuestion.index
      if (byQuestion.revealed === null) {
        due = new Date(questionClosesAt(byQuestion) + QuestionClock.graceMs)
        command = (at) => ({ type: "CloseQuestion", roundId, index, at })
      } else {
        due = new Date(byQuestion.revealed.nextAt)
        command = (at) => ({ type: "NextQuestion", roundId, index, at })
      }
    } else if (phase === "inRound" && context.round) {
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
    this.timer = setTimeout(
      () => {
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
      },
      Math.max(0, when.getTime() - this.deps.now().getTime(), this.clockHeldUntil - this.deps.now().getTime()),
    )
    this.timer.unref()
  }
}
