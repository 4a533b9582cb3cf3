// One group's live game on this node: the game folded from `livegame-<groupId>` (each fact a
// step of the live-game machine), with a mailbox. Commands wait in the mailbox and are
// decided in batches against the actor's state by the one command runner (engine/command.ts),
// optimistically: a batch's facts are appended in one write with the stream revision the
// actor last saw, without reading first. That revision is the lease: if another node
// (or a restarted one) wrote meanwhile, the append fails, the actor reads what it missed
// and decides the batch again, so exactly one decision wins each revision and nobody is
// scored twice. A refusal on possibly stale state is checked once more after catching up.
// The actor also keeps the round's clock: a timer at the deadline (or at the expiry of a
// quiz request, or at a question's close and the end of its leaderboard) sends a command like any other, so its effect is a stored fact too. If that
// decision cannot be stored (the database is away), the clock tries again, backing off, until
// it can.
import type { Logger } from "#api/platform/log/logger.ts"
import { type Decision, type Folded, readOn, runCommands } from "#engine/command.ts"
import { type DomainError, WrongState } from "#engine/domain-errors.ts"
import { type EventStore, type RecordedEvent, WrongExpectedRevision } from "#engine/eventstore/port.ts"
import { type LiveCommand, liveGameDecider } from "#engine/live-game/decide.ts"
import { initialGame, step } from "#engine/live-game/machine.ts"
import type { LiveGame } from "#engine/live-game/state.ts"
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

interface Job {
  /** Built when decided, so its clock reads the moment of the decision. */
  readonly command: () => LiveCommand
  readonly resolve: (outcome: Outcome) => void
  readonly reject: (error: unknown) => void
}

/** Metadata of the last fact of one decision: the feed sends one update per decision. */
export const LAST_OF_DECISION = "lastOfDecision"

const lastOfDecision = (index: number, count: number) => ({ [LAST_OF_DECISION]: index === count - 1 })

/** A fact this actor has just stored, as decided: its revision and whether it ends its decision. */
export interface StoredFact {
  readonly event: LiveGameEvent
  readonly revision: bigint
  readonly lastOfDecision: boolean
  /** The game after this fact, on the last fact of a decision: the decision folded it already. */
  readonly game?: LiveGame
}

/** The facts of a batch's decisions that were stored, in stream order. */
const storedFacts = (decisions: readonly Decision<LiveGame, LiveGameEvent>[]): StoredFact[] =>
  decisions.flatMap((d) =>
    d.ok
      ? d.events.map((event, i) => {
          const revision = d.revision - BigInt(d.events.length - 1 - i)
          return i === d.events.length - 1 ? { event, revision, lastOfDecision: true, game: d.state } : { event, revision, lastOfDecision: false }
        })
      : [],
  )

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
  /** Hears each batch of facts this actor stored, as soon as the append has committed. */
  readonly stored?: (groupId: string, facts: readonly StoredFact[]) => void
}

export class LiveGameActor {
  /** The game as of the last fact this actor holds. */
  private folded: Folded<LiveGame>
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
    this.folded = { state: initialGame(groupId, ""), revision: "no_stream" }
  }

  /** The actor rebuilt from the group's whole stream. */
  static async load(deps: ActorDeps, groupId: string): Promise<LiveGameActor> {
    const actor = new LiveGameActor(groupId, deps)
    await actor.catchUp()
    actor.schedule()
    return actor
  }

  get game(): LiveGame {
    return this.folded.state
  }

  private get revision(): bigint {
    return this.folded.revision === "no_stream" ? -1n : this.folded.revision
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
    this.folded = { state: step(this.game, event), revision: recorded.revision }
    this.schedule()
  }

  /** Reads what others appended since our revision; true when there was anything. */
  async catchUp(): Promise<boolean> {
    const before = this.folded.revision
    this.folded = await readOn(this.deps.store, liveGameStream(this.groupId), liveGameDecider, this.folded)
    return this.folded.revision !== before
  }

  close(): void {
    this.closed = true
    clearTimeout(this.timer)
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

  /**
   * The batch decided on the actor's state and appended in one write. A conflict means another
   * node wrote meanwhile: the runner reads what it missed and decides the batch again; a
   * refusal or no-op on possibly stale state is decided once more after catching up.
   */
  private async decideBatch(batch: readonly Job[]): Promise<Outcome[]> {
    try {
      const { decisions, folded, position } = await runCommands(
        { store: this.deps.store },
        liveGameStream(this.groupId),
        liveGameDecider,
        batch.map((job) => job.command),
        { from: this.folded, optimistic: true, attempts: MAX_ATTEMPTS, metadata: lastOfDecision },
      )
      this.folded = folded
      if (position !== null) this.deps.stored?.(this.groupId, storedFacts(decisions))
      return decisions.map((d) => (d.ok ? { ok: true, events: d.events, game: d.state, revision: Number(d.revision) } : d))
    } catch (error) {
      if (!(error instanceof WrongExpectedRevision)) throw error
      await this.catchUp()
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
        due = new Date(Date.parse(byQuestion.closesAt) + QuestionClock.graceMs)
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
