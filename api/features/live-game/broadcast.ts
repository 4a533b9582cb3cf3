// What the players on this node are sent of their game (docs/product.md §4, §7): `game_update`
// to the room `live:<groupId>`, and each player's own rows as `game_you`. Only facts make
// updates, never a command handler: the group's room (room.ts) hands over each run of facts it
// takes in, once, with the game after each, whichever node stored them, so players on
// different nodes see the same updates in the same order.
//
// The step updates (game_started, quiz_received, game_completed, reset_game, and a question
// round's question_opened and question_revealed) go at once. Any other change (joins, leaves,
// readiness, topics, answers in) makes one `update_group` at the end of its run, and at most
// once per window per group (updateWindowMs: 100 ms, longer in big games, since every player
// receives every update: the game's traffic stays flat as it grows): the first at once, later
// ones as one trailing update with the newest state. Each update carries the whole state
// (lists capped, see view.ts), so nothing is lost, and a burst of a thousand joins costs a few
// updates instead of one per join. A step drops any update_group still waiting (it carries a
// newer state), and a run that ends on a step sends no update_group (the last answers to a
// question and its reveal arrive together: the reveal does not wait behind a lobby update).
// Each player's own rows go to their sockets alone, when they changed, in the next turn (see
// emit).
//
// How long a step takes, from the fact's decision (its `at`) to this node having handed the
// update to the sockets of its room, goes to the metrics and to a debug log line ("Live
// update sent"), which bench:live reads as the server's side of its figures; it is taken
// when the players' own rows follow, the room's update written to every socket. On a node that
// did not decide the fact, the figure includes the two nodes' clock difference.
import { socketUser } from "#api/features/accounts/public.ts"
import type { Logger } from "#api/platform/log/logger.ts"
import type { Metrics } from "#api/platform/observe/metrics.ts"
import type { QuizServer, QuizSocket } from "#api/platform/sockets/io.ts"
import type { LiveGame } from "#engine/live-game/state.ts"
import { announcedBy, decidedAt, isSilent } from "#engine/live-game/updates.ts"
import { liveGameViews, type LiveViews } from "#engine/live-game/view.ts"
import type { GameUpdate, GameUpdateType, LiveYouUpdate } from "#schemas/api/live-game-socket.ts"
import { ServerEvent } from "#schemas/socket/protocol.ts"

import type { Fact } from "./room.ts"

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

export const UPDATE_WINDOW_MS = 100
/** A game's update_group window: 100 ms, plus half a millisecond per player past 200 (a 1000-player lobby hears of itself twice a second). */
export const updateWindowMs = (players: number): number => UPDATE_WINDOW_MS + Math.max(0, players - 200) / 2

export interface LiveBroadcastDeps {
  readonly io: QuizServer
  /** The "Live update sent" debug lines. */
  readonly log: Pick<Logger, "debug">
  /** How long each step took to reach this node's sockets, when metrics are on. */
  readonly metrics: Pick<Metrics, "liveUpdate"> | undefined
}

interface Pace {
  lastSent: number
  waiting?: { game: LiveGame; revision: number; timer: ReturnType<typeof setTimeout> }
}

export class LiveBroadcast {
  private readonly paces = new Map<string, Pace>()

  constructor(private readonly deps: LiveBroadcastDeps) {}

  /** Whether any socket of this node is in the game's room. */
  watching(groupId: string): boolean {
    return (this.deps.io.sockets.adapter.rooms.get(liveRoom(groupId))?.size ?? 0) > 0
  }

  /** A run of facts the group's room took in, in order, each with the game after it. */
  send(groupId: string, facts: readonly Fact[]): void {
    let changed: Fact | undefined
    for (const fact of facts) {
      const announced = announcedBy(fact.event)
      if (announced) {
        this.cancelWaiting(groupId)
        changed = undefined
        const { event } = fact
        // Timed only where players are: a room may be followed where nobody plays.
        this.emit(groupId, announced, fact.game, Number(fact.revision), (sockets) => {
          const delayMs = Date.now() - decidedAt(event)
          this.deps.metrics?.liveUpdate(announced, delayMs / 1000)
          this.deps.log.debug({ groupId, update: announced, sockets, delayMs }, "Live update sent")
        })
      } else if (!isSilent(fact.event)) changed = fact
    }
    const last = facts.at(-1)
    if (changed && last) this.paceUpdate(groupId, last.game, Number(last.revision))
    if (last?.event.type === "GameEnded" && !this.paces.get(groupId)?.waiting) this.paces.delete(groupId)
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

  /** Stops the updates still waiting for their window (the app is closing). */
  close(): void {
    for (const pace of this.paces.values()) clearTimeout(pace.waiting?.timer)
    this.paces.clear()
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
}
