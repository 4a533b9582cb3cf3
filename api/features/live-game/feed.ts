// game_update pushes (docs/product.md §4, §7) to the room `live:<groupId>`. Every node follows the
// event store from its head and turns each group's live-game facts into updates for its
// own sockets, in store order, so players on different nodes see the same updates in the
// same order. Nothing is pushed from a command handler: only stored facts make updates. The
// node whose actor stored them hears of them from the actor as soon as the append commits
// (pushStored), the others from the subscription, which brings them to that node again and
// is passed over there. Each node folds the facts into its own copy of every game it hears
// about (reading the stream once when it first hears of a game, or when it missed a fact),
// so an update's state is the fold up to that fact.
// Opening and ending a game also reach the group room (live_group_started/ended).
//
// `update_group` (joins, leaves, readiness, topics, answers in) goes out at most once per
// window per group (updateWindowMs: 100 ms, longer in big games, since every player
// receives every update: the game's traffic stays flat as it grows): the first at once,
// later ones as one trailing update with the newest state. Each update carries the whole
// state (lists capped, see view.ts), so nothing is lost, and a burst of a thousand joins
// costs a few updates instead of one per join. The step updates (game_started,
// quiz_received, game_completed, reset_game, and a question round's question_opened and
// question_revealed) are never held back; one drops any
// update_group still waiting, since it carries a newer state. Each player's own rows go
// to their sockets alone as `game_you`, when they changed, in the next turn (see emit).
//
// How long a step takes, from the fact's decision (its `at`) to this node having handed the
// update to the sockets of its room, goes to the metrics and to a debug log line ("Live
// update sent"), which bench:live reads as the server's side of its figures; it is taken
// when the players' own rows follow, the room's update written to every socket. On a node that
// did not decide the fact, the figure includes the two nodes' clock difference.
import { socketUser } from "#api/features/accounts/public.ts"
import { emitLiveGroup } from "#api/features/groups/public.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Metrics } from "#api/platform/observe/metrics.ts"
import { followStore } from "#api/platform/sockets/follow-store.ts"
import type { QuizServer, QuizSocket } from "#api/platform/sockets/io.ts"
import type { EventStore, RecordedEvent } from "#engine/eventstore/port.ts"
import { initialGame, replay, step } from "#engine/live-game/machine.ts"
import type { LiveGame } from "#engine/live-game/state.ts"
import { announcedBy, announcesStep, decidedAt, isSilent } from "#engine/live-game/updates.ts"
import { liveGameViews, type LiveViews } from "#engine/live-game/view.ts"
import type { GameUpdate, GameUpdateType, LiveYouUpdate } from "#schemas/api/live-game-socket.ts"
import { type LiveGameEvent, liveGameStream } from "#schemas/events/live-game.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"

import type { LiveAbsences } from "./absences.ts"
import { decodeLiveEvent, LAST_OF_DECISION, type StoredFact } from "./actor.ts"
import { LIVE_STREAM_PREFIX, type LiveGames } from "./runtime.ts"

export const liveRoom = (groupId: string): string => `live:${groupId}`

/** What each socket was last sent of its own rows, so unchanged rows are not sent again. */
const sentYou = new WeakMap<QuizSocket, { groupId: string; json: string }>()

/**
 * Sends each socket its player's own rows at this revision when they differ from what it
 * last got (always, with `force`, e.g. to a socket that just joined).
 */
export const sendOwnRows = (sockets: Iterable<QuizSocket>, groupId: string, views: LiveViews, revision: number, force = false): void => {
  for (const socket of sockets) {
    const you = views.youOf(socketUser(socket).userId)
    const json = JSON.stringify(you)
    const last = sentYou.get(socket)
    if (!force && last?.groupId === groupId && last.json === json) continue
    sentYou.set(socket, { groupId, json })
    const update: LiveYouUpdate = { groupId, revision, you }
    socket.emit(ServerEvent.gameYou, update)
  }
}

/** The state and the player's own rows to one socket (a join or re-join). */
export const sendStateTo = (socket: QuizSocket, game: LiveGame, revision: number): void => {
  const views = liveGameViews(game, revision)
  const update: GameUpdate = { type: "update_group", ...views.shared }
  socket.emit(ServerEvent.gameUpdate, update)
  sendOwnRows([socket], game.context.groupId, views, revision, true)
}

/** Per delivered batch: the revision of the last fact announcing a step, by stream. */
const lastSteps = new WeakMap<readonly RecordedEvent[], Map<string, bigint>>()

/** Whether a fact after `recorded` in its batch, of the same game, announces a step. */
const stepLater = (batch: readonly RecordedEvent[], recorded: RecordedEvent): boolean => {
  let last = lastSteps.get(batch)
  if (!last) {
    last = new Map()
    for (const e of batch) if (announcesStep(e.type)) last.set(e.streamId, e.revision)
    lastSteps.set(batch, last)
  }
  const at = last.get(recorded.streamId)
  return at !== undefined && at > recorded.revision
}

export const UPDATE_WINDOW_MS = 100
/** A game's update_group window: 100 ms, plus half a millisecond per player past 200 (a 1000-player lobby hears of itself twice a second). */
export const updateWindowMs = (players: number): number => UPDATE_WINDOW_MS + Math.max(0, players - 200) / 2

export interface LiveFeedDeps {
  readonly store: EventStore
  readonly io: QuizServer
  /** The "Live update sent" debug lines, and pushes that failed. */
  readonly log: Logger
  /** How long each step took to reach this node's sockets, when metrics are on. */
  readonly metrics: Pick<Metrics, "liveUpdate"> | undefined
}

interface View {
  game: LiveGame
  revision: bigint
  /** Facts folded since the last update sent. */
  dirty: boolean
}

interface Pace {
  lastSent: number
  waiting?: { game: LiveGame; revision: number; timer: ReturnType<typeof setTimeout> }
}

export class LiveGameFeed {
  private readonly views = new Map<string, View>()
  private readonly paces = new Map<string, Pace>()

  constructor(
    private readonly deps: LiveFeedDeps,
    private readonly games?: LiveGames,
    private readonly absences?: Pick<LiveAbsences, "observe">,
  ) {}

  /**
   * Handles one stored fact from the store's subscription; facts of other streams are
   * ignored. `batch`, the delivery it came in: an update_group due now is left out when a
   * later fact of the same game in it announces a step, which carries a newer state anyway
   * (the last answers to a question and its reveal arrive together, and the reveal should
   * not wait behind a lobby update).
   */
  async push(recorded: RecordedEvent, batch: readonly RecordedEvent[] = [recorded]): Promise<void> {
    if (!recorded.streamId.startsWith(LIVE_STREAM_PREFIX)) return
    const event = decodeLiveEvent(recorded)
    if (!event) return
    const groupId = recorded.streamId.slice(LIVE_STREAM_PREFIX.length)
    const view = await this.viewAt(groupId, recorded.revision, event)
    if (!view) return
    this.games?.observe(groupId, recorded)
    this.take(groupId, view, event, recorded.metadata[LAST_OF_DECISION] !== false, stepLater(batch, recorded))
  }

  /**
   * The facts this node's actor of the game has just stored, in order, straight from its
   * decision: the update goes out without waiting for the subscription to read them back
   * (behind the read models' writes and a big game's other facts). The subscription brings
   * them again, and a fact already folded is passed over, so each is sent once either way.
   */
  async pushStored(groupId: string, facts: readonly StoredFact[]): Promise<void> {
    // As stepLater, for one game's facts: whether a later one announces a step.
    const lastStep = facts.findLastIndex((fact) => announcesStep(fact.event.type))
    for (const [i, fact] of facts.entries()) {
      // Folded without a turn of the loop in between, unless there is a gap to read: the
      // update goes out before the answers' acknowledgements, which resolve right after.
      let view = this.stepTo(groupId, fact.revision, fact.event, fact.game)
      if (view === undefined) view = await this.readUpTo(groupId, fact.revision)
      if (!view) continue
      this.take(groupId, view, fact.event, fact.lastOfDecision, i < lastStep)
    }
  }

  /** A fact just folded into `view`: the updates it makes. */
  private take(groupId: string, view: View, event: LiveGameEvent, lastOfDecision: boolean, stepFollows: boolean): void {
    this.absences?.observe(groupId, event)
    const revision = Number(view.revision)
    if (event.type === "GameOpened") emitLiveGroup(this.deps.io, { groupId, groupName: event.groupName }, true)
    if (event.type === "GameEnded") emitLiveGroup(this.deps.io, { groupId, groupName: event.groupName }, false)
    const announced = announcedBy(event)
    if (announced) {
      this.cancelWaiting(groupId)
      // Timed only where players are: every node hears of every game.
      this.emit(groupId, announced, view.game, revision, (sockets) => {
        const delayMs = Date.now() - decidedAt(event)
        this.deps.metrics?.liveUpdate(announced, delayMs / 1000)
        this.deps.log.debug({ groupId, update: announced, sockets, delayMs }, "Live update sent")
      })
      view.dirty = false
    } else if (!isSilent(event)) view.dirty = true
    if (lastOfDecision && view.dirty && !stepFollows) {
      this.paceUpdate(groupId, view.game, revision)
      view.dirty = false
    }
    // An ended game's view stays (its state is empty): a fact of it delivered again is known as folded.
    if (event.type === "GameEnded" && !this.paces.get(groupId)?.waiting) this.paces.delete(groupId)
  }

  private paceUpdate(groupId: string, game: LiveGame, revision: number): void {
    const pace = this.paces.get(groupId) ?? { lastSent: 0 }
    this.paces.set(groupId, pace)
    const now = Date.now()
    if (pace.waiting) {
      pace.waiting.game = game
      pace.waiting.revision = revision
      return
    }
    const window = updateWindowMs(game.context.participants.size)
    if (now - pace.lastSent >= window) {
      pace.lastSent = now
      this.emit(groupId, "update_group", game, revision)
      return
    }
    const timer = setTimeout(
      () => {
        const waiting = pace.waiting
        if (!waiting) return
        pace.waiting = undefined
        pace.lastSent = Date.now()
        this.emit(groupId, "update_group", waiting.game, waiting.revision)
      },
      window - (now - pace.lastSent),
    )
    timer.unref()
    pace.waiting = { game, revision, timer }
  }

  private cancelWaiting(groupId: string): void {
    const pace = this.paces.get(groupId)
    if (!pace) return
    clearTimeout(pace.waiting?.timer)
    pace.waiting = undefined
    pace.lastSent = Date.now()
  }

  /**
   * To this node's sockets in the game's room: the shared state as one broadcast (encoded
   * once, however many players), then each player's own rows where they changed. The rows
   * go in the next turn of the loop: on uWebSockets.js the broadcast is written to every
   * socket at the end of this turn, and a thousand players' own messages sent before it
   * would hold it back by as many network writes (each socket's own message would also
   * push its copy of the broadcast out first). `sent` hears, with the sockets' count, once
   * the broadcast has gone to every socket; not at all when nobody is in the room here.
   */
  private emit(groupId: string, type: GameUpdateType, game: LiveGame, revision: number, sent?: (sockets: number) => void): void {
    const room = liveRoom(groupId)
    const ids = this.deps.io.sockets.adapter.rooms.get(room)
    if (!ids || ids.size === 0) return
    const views = liveGameViews(game, revision)
    const update: GameUpdate = { type, ...views.shared }
    this.deps.io.to(room).emit(ServerEvent.gameUpdate, update)
    const sockets: QuizSocket[] = []
    for (const id of ids) {
      const socket = this.deps.io.sockets.sockets.get(id)
      if (socket) sockets.push(socket)
    }
    setImmediate(() => {
      sent?.(sockets.length)
      sendOwnRows(
        sockets.filter((socket) => socket.connected),
        groupId,
        views,
        revision,
      )
    })
  }

  /** The game folded up to and including the fact at `revision`; null when it is already folded. */
  private async viewAt(groupId: string, revision: bigint, event: LiveGameEvent): Promise<View | null> {
    const view = this.stepTo(groupId, revision, event)
    return view === undefined ? this.readUpTo(groupId, revision) : view
  }

  /**
   * The fact folded in without waiting when it is the next one (null: already folded; undefined: a gap).
   * `after`, the game after it as the deciding actor folded it, saves folding it again.
   */
  private stepTo(groupId: string, revision: bigint, event: LiveGameEvent, after?: LiveGame): View | null | undefined {
    const view = this.views.get(groupId)
    if (view && revision <= view.revision) return null
    if (!view || revision !== view.revision + 1n) return undefined
    view.game = after ?? step(view.game, event)
    view.revision = revision
    return view
  }

  /** First news of this game on this node (or a gap): the stream read up to this fact. */
  private async readUpTo(groupId: string, revision: bigint): Promise<View | null> {
    const history = await this.deps.store.readStream(liveGameStream(groupId), { maxCount: Number(revision) + 1 })
    // Meanwhile the other path (subscription or actor) may have got there first.
    const now = this.views.get(groupId)
    if (now && revision <= now.revision) return null
    const events = history.map(decodeLiveEvent).filter((e): e is LiveGameEvent => e !== null)
    const fresh: View = { game: replay(events, initialGame(groupId)), revision, dirty: false }
    this.views.set(groupId, fresh)
    return fresh
  }
}

/** Follows the store from its head, folding live-game facts into updates for this node's sockets. */
export const followLiveGames = async (deps: LiveFeedDeps, games?: LiveGames, absences?: Pick<LiveAbsences, "observe">): Promise<{ close(): Promise<void> }> => {
  const feed = new LiveGameFeed(deps, games, absences)
  // This node's own decisions come straight from its actors; the subscription brings every node's.
  const stopHearing = games?.onStored((groupId, facts) => feed.pushStored(groupId, facts))
  const following = await followStore(deps, "Live game update", (recorded, batch) => feed.push(recorded, batch))
  return {
    async close() {
      stopHearing?.()
      await following.close()
    },
  }
}
