// Games for anyone with the PIN (docs/decisions.md, "Quiz night: PIN games and guests"): a
// signed-in player opens one and hosts it; anyone, guests too, joins it with the PIN and a
// nickname. The game is a live room like a group's, keyed `pin-<PIN>` (schemas/live-pin-rules.ts),
// so its rounds, clocks, updates and recovery are the group game's; the host runs it
// (start, remove a player, end) and does not play.
//
//   open_pin_game {}                          → {success, message, pin, host: true, state, you: null}
//                                               signed-in players only
//   join_pin_game {pin, nickname}             → {success, message, pin, host, state, you, guestToken?}
//                                               the same call brings a player (or the host) back
//   remove_live_player {groupId?, nickname}   → {success, message}; the host only
//   end_pin_game {groupId?}                   → {success, message}; the host only
//   advance_pin_game {groupId?, index}        → {success, message}; the host only: question
//                                               `index`'s answer now, or the next step now
//   play_again_pin_game {groupId?}            → as open_pin_game, for the new game; the host
//                                               only, once a round is over
//   set_pin_teams {groupId?, count, picking}  → {success, message}; the host only, between
//                                               rounds: `count` teams (0: none), "balanced"
//                                               or "players" (docs/decisions.md, teams)
//   game_choose_team {groupId?, team}         → {success, message}; a player, when the
//                                               players pick their teams
//
// A PIN never touches a room unless its game may be open (the read model, this node or the
// PIN's stream says so), so guessing PINs loads nothing, and wrong PINs are limited per
// client address.
import { randomInt, randomUUID } from "node:crypto"

import type { Kysely } from "kysely"

import { socketUser } from "#api/features/accounts/public.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { newThrottle, type Throttle } from "#api/platform/limits/throttles.ts"
import { decodeWith, refused } from "#api/platform/sockets/acks.ts"
import type { QuizSocket } from "#api/platform/sockets/io.ts"
import { DomainError } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { PIN_MISSES_PER_ADDRESS } from "#engine/limits/rates.ts"
import { type LiveCommand, playAgainOf } from "#engine/live-game/decide.ts"
import { isHost } from "#engine/live-game/state.ts"
import { liveGameViews } from "#engine/live-game/view.ts"
import type { DB } from "#projections/db.ts"
import { isOpenPin, usedPins } from "#projections/live-game/live-pin-games.queries.ts"
import { AdvancePinGame, GameChooseTeam, JoinPinGame, LiveGameTarget, RemoveLivePlayer, SetPinTeams } from "#schemas/api/live-game-socket.ts"
import { liveGameStream } from "#schemas/events/live-game.ts"
import { cleanPin, isPin, isPinKey, pinKey, randomPin } from "#schemas/live-pin-rules.ts"
import { teamName } from "#schemas/live-team-rules.ts"
import * as Messages from "#schemas/messages.ts"
import type { LivePinAnswer, SocketAnswer } from "#schemas/socket/protocol.ts"

import { liveRoom, sendStateTo } from "./broadcast.ts"
import type { Outcome } from "./room.ts"
import type { LiveRooms } from "./rooms.ts"

const decodeJoin = decodeWith(JoinPinGame)
const decodeRemove = decodeWith(RemoveLivePlayer)
const decodeTarget = decodeWith(LiveGameTarget)
const decodeAdvance = decodeWith(AdvancePinGame)
const decodeSetTeams = decodeWith(SetPinTeams)
const decodeChooseTeam = decodeWith(GameChooseTeam)

/** PINs tried for a new game: fresh ones first, so an old game's link admits nobody. */
const PIN_TRIES = 12

const uniformRandom = () => randomInt(0, 2 ** 32) / 2 ** 32

type OpenPinAgain = NonNullable<Extract<LiveCommand, { type: "OpenPin" }>["again"]>

export interface PinSocketsDeps {
  readonly db: Kysely<DB>
  readonly store: Pick<EventStore, "readStream">
  /** Where the wrong PINs count (shared by the nodes on PostgreSQL). */
  readonly limits: SharedLimits
}

export class PinGameSockets {
  /** Wrong PINs by client address: guessing a game's PIN is slow, however many nodes it is tried on. */
  private readonly misses: Throttle

  constructor(
    private readonly deps: PinSocketsDeps,
    private readonly games: LiveRooms,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.misses = newThrottle(deps.limits, "pin-misses:address", PIN_MISSES_PER_ADDRESS)
  }

  /** The socket follows this game alone from now (a socket is in one live game at a time). */
  private async enter(socket: QuizSocket, key: string): Promise<void> {
    const before = socket.data.liveGroup
    if (before !== undefined && before !== key) await socket.leave(liveRoom(before))
    await socket.join(liveRoom(key))
  }

  private async answer(socket: QuizSocket, outcome: Extract<Outcome, { ok: true }>, key: string): Promise<LivePinAnswer> {
    const { userId } = socketUser(socket)
    const host = isHost(outcome.game.context, userId)
    const before = socket.data.liveGroup
    // A host who moves on to another game from this connection ends the one they hosted, which
    // nothing would otherwise end (they are not away, they are elsewhere).
    if (socket.data.liveHost === true && before !== undefined && before !== key && isPinKey(before)) {
      await this.games.submit(before, () => ({ type: "EndPin", userId, at: this.now() }))
    }
    socket.data.liveGroup = key
    socket.data.liveHost = host
    // A return stores only PlayerReturned, which makes no update: this socket gets the state here.
    if (outcome.events.every((e) => e.type === "PlayerReturned")) sendStateTo(socket, outcome.game, outcome.revision)
    const views = liveGameViews(outcome.game, outcome.revision)
    return {
      success: true,
      message: host ? Messages.pinGameOpened : Messages.pinJoined,
      pin: outcome.game.context.pin?.code ?? "",
      host,
      state: views.shared,
      you: views.youOf(userId),
      ...(socket.data.guestToken !== undefined ? { guestToken: socket.data.guestToken } : {}),
    }
  }

  async open(socket: QuizSocket): Promise<LivePinAnswer> {
    const user = socketUser(socket)
    if (user.guest) return refused(Messages.pinSignInToHost)
    const opened = await this.openGame(user)
    if (!opened) return refused(Messages.pinNoFreePin)
    // The ack carries the state: the opening's own update may go before the socket is in.
    await this.enter(socket, opened.key)
    return await this.answer(socket, opened.outcome, opened.key)
  }

  /** A new game under a PIN no game has had (when one is free), hosted by `user`; `again` brings a game's quiz and players. */
  private async openGame(
    user: { userId: string; username: string },
    again?: OpenPinAgain,
  ): Promise<{ key: string; pin: string; outcome: Extract<Outcome, { ok: true }> } | null> {
    const candidates = [...new Set(Array.from({ length: PIN_TRIES }, () => randomPin(uniformRandom)))].filter((pin) => pin !== again?.from)
    const used = await usedPins(this.deps.db, candidates)
    const fresh = candidates.filter((pin) => !used.has(pin))
    for (const pin of fresh.length > 0 ? fresh : candidates) {
      const key = pinKey(pin)
      const outcome = await this.games.submit(key, () => ({
        type: "OpenPin",
        groupId: key,
        pin,
        userId: user.userId,
        username: user.username,
        gameId: randomUUID(),
        at: this.now(),
        ...(again ? { again } : {}),
      }))
      if (outcome.ok) return { key, pin, outcome }
    }
    return null
  }

  /**
   * "Play again": the host of a finished game opens a new one (a new PIN) offering the same
   * quiz, with its players already in under their nicknames; the finished game then ends,
   * naming the new PIN, and the players' screens follow it there (a join that finds them in).
   */
  async playAgain(socket: QuizSocket, payload: unknown): Promise<LivePinAnswer> {
    const decoded = decodeTarget(payload)
    if (!decoded.ok) return decoded.ack
    const key = this.hosted(socket, decoded.value.groupId)
    if (key === null) return refused(Messages.pinHostOnly)
    const user = socketUser(socket)
    const before = (await this.games.room(key)).game
    let again: OpenPinAgain
    try {
      again = { ...playAgainOf(before, user.userId), from: before.context.pin?.code ?? "" }
    } catch (error) {
      if (error instanceof DomainError) return refused(error.message)
      throw error
    }
    const opened = await this.openGame(user, again)
    if (!opened) return refused(Messages.pinNoFreePin)
    const moved = await this.games.submit(key, () => ({ type: "PlayAgain", userId: user.userId, next: opened.pin, at: this.now() }))
    if (!moved.ok) {
      // The finished game changed meanwhile (a round began): the new one is not needed.
      await this.games.submit(opened.key, () => ({ type: "EndPin", userId: user.userId, at: this.now() }))
      return refused(moved.error.message)
    }
    // The host's connection follows the new game (the old one has ended: nothing to end as they move).
    socket.data.liveHost = false
    await this.enter(socket, opened.key)
    return { ...(await this.answer(socket, opened.outcome, opened.key)), message: Messages.pinPlayingAgain }
  }

  async join(socket: QuizSocket, payload: unknown): Promise<LivePinAnswer> {
    const decoded = decodeJoin(payload)
    if (!decoded.ok) return decoded.ack
    // Every try counts as a miss until the PIN turns out to be a game's.
    const attempt = await this.misses.begin(socket.data.address ?? "unknown")
    if (!attempt.admitted) return refused(Messages.tooManyPinMisses)
    const pin = cleanPin(decoded.value.pin)
    if (!isPin(pin)) return refused(Messages.pinFormat)
    const key = pinKey(pin)
    if (!this.games.has(key) && !(await this.mayBeOpen(pin))) return refused(Messages.pinNotFound)
    await attempt.succeeded()
    const { userId } = socketUser(socket)
    // In the room before the decision, so the update it makes reaches this socket too.
    await this.enter(socket, key)
    const outcome = await this.games.submit(key, () => ({ type: "JoinPin", userId, nickname: decoded.value.nickname, at: this.now() }))
    if (!outcome.ok) {
      // Refused: the socket goes back to following the game it was in, if any.
      const before = socket.data.liveGroup
      if (before !== key) {
        await socket.leave(liveRoom(key))
        if (before !== undefined) await socket.join(liveRoom(before))
      }
      return refused(outcome.error.message)
    }
    return await this.answer(socket, outcome, key)
  }

  /**
   * Whether a game may be open with this PIN: the read model says so, or (when it has not
   * caught up with a game opened a moment ago on another node) the PIN's stream exists; the
   * game's room then decides. A PIN no game ever had reads one empty stream.
   */
  private async mayBeOpen(pin: string): Promise<boolean> {
    if (await isOpenPin(this.deps.db, pin)) return true
    return (await this.deps.store.readStream(liveGameStream(pinKey(pin)), { maxCount: 1 })).length > 0
  }

  /** The PIN game the socket is in, if the socket's user hosts it. */
  private hosted(socket: QuizSocket, groupId: string | undefined): string | null {
    const key = socket.data.liveGroup
    return key !== undefined && isPinKey(key) && (groupId === undefined || groupId === key) && socket.data.liveHost === true ? key : null
  }

  async remove(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeRemove(payload)
    if (!decoded.ok) return decoded.ack
    const key = this.hosted(socket, decoded.value.groupId)
    if (key === null) return refused(Messages.pinHostOnly)
    const { userId } = socketUser(socket)
    const outcome = await this.games.submit(key, () => ({ type: "RemovePlayer", userId, nickname: decoded.value.nickname, at: this.now() }))
    return outcome.ok ? { success: true, message: Messages.pinPlayerRemoved } : refused(outcome.error.message)
  }

  async end(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeTarget(payload)
    if (!decoded.ok) return decoded.ack
    const key = this.hosted(socket, decoded.value.groupId)
    if (key === null) return refused(Messages.pinHostOnly)
    const { userId } = socketUser(socket)
    const outcome = await this.games.submit(key, () => ({ type: "EndPin", userId, at: this.now() }))
    return outcome.ok ? { success: true, message: Messages.pinGameEnded } : refused(outcome.error.message)
  }

  async advance(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeAdvance(payload)
    if (!decoded.ok) return decoded.ack
    const key = this.hosted(socket, decoded.value.groupId)
    if (key === null) return refused(Messages.pinHostOnly)
    const { userId } = socketUser(socket)
    const outcome = await this.games.submit(key, () => ({ type: "Advance", userId, index: decoded.value.index, at: this.now() }))
    return outcome.ok ? { success: true, message: Messages.pinAdvanced } : refused(outcome.error.message)
  }

  async setTeams(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeSetTeams(payload)
    if (!decoded.ok) return decoded.ack
    const key = this.hosted(socket, decoded.value.groupId)
    if (key === null) return refused(Messages.pinHostOnly)
    const { userId } = socketUser(socket)
    const { count, picking } = decoded.value
    const outcome = await this.games.submit(key, () => ({ type: "SetTeams", userId, count, picking, at: this.now() }))
    if (!outcome.ok) return refused(outcome.error.message)
    return { success: true, message: count === 0 ? Messages.teamsTurnedOff : Messages.teamsSet }
  }

  async chooseTeam(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeChooseTeam(payload)
    if (!decoded.ok) return decoded.ack
    const key = socket.data.liveGroup
    if (key === undefined || !isPinKey(key) || (decoded.value.groupId !== undefined && decoded.value.groupId !== key)) return refused(Messages.liveNotInGame)
    const { userId } = socketUser(socket)
    const { team } = decoded.value
    const outcome = await this.games.submit(key, () => ({ type: "ChooseTeam", userId, team, at: this.now() }))
    return outcome.ok ? { success: true, message: Messages.teamChosen(teamName(team)) } : refused(outcome.error.message)
  }
}
