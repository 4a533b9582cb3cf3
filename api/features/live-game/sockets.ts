// Live-game socket events sent by clients (docs/product.md §7). Each is decoded, checked (group
// members only; the live game's own rules in engine/live-game/decide.ts) and decided by
// the group's room; updates reach the room `live:<groupId>` from the facts it takes in
// (api/features/live-game/broadcast.ts), never from here. Events without a groupId act on the live game
// this socket joined last.
//
// The server sends `game_update` (the shared state, docs/product.md §3-4) and `game_you` {groupId,
// revision, you} (the player's own rows, when they change). Names and types of every event:
// schemas/socket/protocol.ts.
//
//   join_live_game_room {groupId}            → {success, message, state, you}: the state as of the join
//                                              (it also follows as update_group, maybe before the ack).
//                                              A re-join (e.g. after a reconnect) changes nothing and
//                                              re-sends the state to that socket
//   leave_live_game_room {groupId?}          → {success, message}
//   game_player_ready {groupId?, isReady}    → {success, message}
//   game_add_quiz_params {groupId?, newQuizParams: {topic, level, number?, kinds?}}
//                                            → {success, message}; refused: Messages.topicSubmissionFailed
//                                              with the reason in `detail` (an unknown kind named);
//                                              `kinds` as the generator takes them ("true_false,slider")
//   start_live_game {groupId?, quizId?}      → {success, message} once the round's quiz is made (or not);
//                                              `quizId`: a PIN game's host plays that stored quiz
//   reset_live_game {groupId?}               → {success, message}; the commissioner or the last round's starter only
//   game_player_completed {groupId?, answers: {[questionId]: option text}}
//                                            → {success, message, numberCorrect, numberQuestions, results}
//   game_choose_mode {groupId?, mode: "whole" | "question"}
//                                            → {success, message}; in the lobby or between rounds
//   game_answer_question {groupId?, index, option}
//                                            → {success, message}; the open question of a question-by-question
//                                              round, graded from the server's clock as it arrives
//   check_connections {groupId?}  (admins)   → {success, message, connections: [{userId, username, sockets, inLiveGame}]}
//
// Games for anyone with the PIN take the same events once joined (their host starts and resets
// them), and their own (open, join, remove, end, pace, play again, teams): pin-sockets.ts.
//
// A player whose last connection to a game drops is dropped from it after LIVE_DROP_AFTER
// unless they come back (api/features/live-game/absences.ts).
import { randomUUID } from "node:crypto"

import { socketUser } from "#api/features/accounts/public.ts"
import { emitLiveGroup } from "#api/features/groups/public.ts"
import type { Config } from "#api/platform/config.ts"
import type { SharedLimits } from "#api/platform/limits/shared-limits.ts"
import { decodeWith, onWithAck, refused } from "#api/platform/sockets/acks.ts"
import type { QuizServer, QuizSocket } from "#api/platform/sockets/io.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import type { LiveCommand } from "#engine/live-game/decide.ts"
import { questionOf } from "#engine/live-game/kinds.ts"
import { liveGameViews } from "#engine/live-game/view.ts"
import { gradeAnswers } from "#engine/quiz/grade.ts"
import { findGroup, groupsWithLiveGame, isGroupMember } from "#projections/groups/groups.queries.ts"
import { openPins } from "#projections/live-game/live-pin-games.queries.ts"
import {
  GameAddQuizParams,
  GameAnswerQuestion,
  GameChooseMode,
  GameMoreTime,
  GamePlayerCompleted,
  GamePlayerReady,
  JoinLiveGameRoom,
  LiveGameTarget,
  StartLiveGame,
} from "#schemas/api/live-game-socket.ts"
import { isPinKey, PIN_HOST_AWAY_FACTOR, pinKey } from "#schemas/live-pin-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { ClientEvent, type LiveCompleted, type LiveConnections, type LiveJoinAnswer, type SocketAnswer, type SocketRefusal } from "#schemas/socket/protocol.ts"

import { LiveAbsences } from "./absences.ts"
import { LiveBroadcast, liveRoom, sendStateTo } from "./broadcast.ts"
import { PinGameSockets } from "./pin-sockets.ts"
import type { LiveRooms } from "./rooms.ts"
import { type RoundDeps, startRound } from "./rounds.ts"

const decodeJoin = decodeWith(JoinLiveGameRoom)
const decodeTarget = decodeWith(LiveGameTarget)
const decodeStart = decodeWith(StartLiveGame)
const decodeReady = decodeWith(GamePlayerReady)
const decodeTopic = decodeWith(GameAddQuizParams)
const decodeCompleted = decodeWith(GamePlayerCompleted)
const decodeMode = decodeWith(GameChooseMode)
const decodeAnswer = decodeWith(GameAnswerQuestion)
const decodeMoreTime = decodeWith(GameMoreTime)

const liveGroupOf = (socket: QuizSocket): string | undefined => socket.data.liveGroup

/** What the socket handlers need: starting a round's (rounds.ts), and socket.io. */
export interface LiveGameSocketsDeps extends RoundDeps {
  readonly io: QuizServer
  /** Whether a PIN's game exists when the read model has not heard of it yet (pin-sockets.ts). */
  readonly store: Pick<EventStore, "readStream">
  /** Besides the rounds' settings: LIVE_DROP_AFTER, how long a player may be away. */
  readonly config: Pick<Config, "basicDailyLimit" | "liveQuestion" | "liveDropAfterSeconds">
  /** Where the wrong PINs count (pin-sockets.ts). */
  readonly limits: SharedLimits
}

export class LiveGameSockets {
  private readonly pins: PinGameSockets

  constructor(
    private readonly deps: LiveGameSocketsDeps,
    private readonly games: LiveRooms,
    private readonly absences: Pick<LiveAbsences, "markAway">,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.pins = new PinGameSockets(deps, games, now)
  }

  register(socket: QuizSocket): void {
    onWithAck(socket, ClientEvent.joinLiveGame, (p) => this.join(socket, p))
    onWithAck(socket, ClientEvent.leaveLiveGame, (p) => this.leave(socket, p))
    onWithAck(socket, ClientEvent.playerReady, (p) => this.ready(socket, p))
    onWithAck(socket, ClientEvent.addQuizParams, (p) => this.addTopic(socket, p))
    onWithAck(socket, ClientEvent.startLiveGame, (p) => this.start(socket, p))
    onWithAck(socket, ClientEvent.resetLiveGame, (p) => this.reset(socket, p))
    onWithAck(socket, ClientEvent.playerCompleted, (p) => this.completed(socket, p))
    onWithAck(socket, ClientEvent.chooseMode, (p) => this.chooseMode(socket, p))
    onWithAck(socket, ClientEvent.answerQuestion, (p) => this.answerQuestion(socket, p))
    onWithAck(socket, ClientEvent.checkConnections, (p) => this.connections(socket, p))
    onWithAck(socket, ClientEvent.openPinGame, () => this.pins.open(socket))
    onWithAck(socket, ClientEvent.joinPinGame, (p) => this.pins.join(socket, p))
    onWithAck(socket, ClientEvent.removeLivePlayer, (p) => this.pins.remove(socket, p))
    onWithAck(socket, ClientEvent.endPinGame, (p) => this.pins.end(socket, p))
    onWithAck(socket, ClientEvent.advancePinGame, (p) => this.pins.advance(socket, p))
    onWithAck(socket, ClientEvent.playAgainPinGame, (p) => this.pins.playAgain(socket, p))
    onWithAck(socket, ClientEvent.moreTime, (p) => this.moreTime(socket, p))
    onWithAck(socket, ClientEvent.setPinTeams, (p) => this.pins.setTeams(socket, p))
    onWithAck(socket, ClientEvent.chooseTeam, (p) => this.pins.chooseTeam(socket, p))
    socket.on("disconnect", () => this.disconnected(socket))
  }

  /** The player's last connection to their game on this node is gone: they are away from now. */
  private disconnected(socket: QuizSocket): void {
    const groupId = liveGroupOf(socket)
    if (groupId === undefined) return
    // A PIN game keeps its players' places while they are away; only its host's absence counts.
    if (isPinKey(groupId) && socket.data.liveHost !== true) return
    const { userId } = socketUser(socket)
    if (!connectedTo(this.deps.io, groupId, userId)) this.absences.markAway(groupId, userId, awayGrace(this.deps.config, groupId))
  }

  /** The group an event is about: the one named (if the caller belongs to it) or the socket's live game. */
  private async target(socket: QuizSocket, groupId: string | undefined): Promise<{ ok: true; groupId: string } | { ok: false; ack: SocketRefusal }> {
    const current = liveGroupOf(socket)
    const id = groupId ?? current
    if (id === undefined) return { ok: false, ack: refused(Messages.liveNotInGame) }
    if (id !== current && !(await isGroupMember(this.deps.db, id, socketUser(socket).userId))) {
      return { ok: false, ack: refused(Messages.notGroupMember) }
    }
    return { ok: true, groupId: id }
  }

  private decideFor = async (groupId: string, command: () => LiveCommand, success: string): Promise<SocketAnswer> => {
    const outcome = await this.games.submit(groupId, command)
    return outcome.ok ? { success: true, message: success } : refused(outcome.error.message)
  }

  async join(socket: QuizSocket, payload: unknown): Promise<LiveJoinAnswer> {
    const decoded = decodeJoin(payload)
    if (!decoded.ok) return decoded.ack
    const user = socketUser(socket)
    const group = await findGroup(this.deps.db, decoded.value.groupId)
    if (!group) return refused(Messages.groupNotFound)
    if (!(await isGroupMember(this.deps.db, group.id, user.userId))) return refused(Messages.notGroupMember)
    // In the room before the decision, so the update it makes reaches this socket too.
    await socket.join(liveRoom(group.id))
    const outcome = await this.games.submit(group.id, () => ({
      type: "Join",
      groupId: group.id,
      groupName: group.name,
      userId: user.userId,
      username: user.username,
      gameId: randomUUID(),
      at: this.now(),
    }))
    if (!outcome.ok) {
      await socket.leave(liveRoom(group.id))
      return refused(outcome.error.message)
    }
    socket.data.liveGroup = group.id
    // A re-join stores only PlayerReturned, which makes no update: this socket gets the state here.
    if (outcome.events.every((e) => e.type === "PlayerReturned")) sendStateTo(socket, outcome.game, outcome.revision)
    // The ack carries the state as of the join too, whatever order the updates take to arrive.
    const views = liveGameViews(outcome.game, outcome.revision)
    return { success: true, message: Messages.liveJoined, state: views.shared, you: views.youOf(user.userId) }
  }

  async leave(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeTarget(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const user = socketUser(socket)
    const outcome = await this.games.submit(target.groupId, () => ({ type: "Leave", userId: user.userId, at: this.now() }))
    if (!outcome.ok) return refused(outcome.error.message)
    await socket.leave(liveRoom(target.groupId))
    if (liveGroupOf(socket) === target.groupId) delete socket.data.liveGroup
    return { success: true, message: Messages.liveLeft }
  }

  async ready(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeReady(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    return this.decideFor(target.groupId, () => ({ type: "Ready", userId, isReady: decoded.value.isReady, at: this.now() }), Messages.liveReadyUpdated)
  }

  async moreTime(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeMoreTime(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    const { moreTime } = decoded.value
    return this.decideFor(
      target.groupId,
      () => ({ type: "MoreTime", userId, moreTime, at: this.now() }),
      moreTime ? Messages.liveMoreTimeOn : Messages.liveMoreTimeOff,
    )
  }

  async addTopic(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeTopic(payload)
    if (!decoded.ok) return refused(Messages.topicSubmissionFailed, { detail: decoded.ack.message })
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return refused(Messages.topicSubmissionFailed, { detail: target.ack.message })
    const { userId } = socketUser(socket)
    const { topic, level, number, kinds } = decoded.value.newQuizParams
    const outcome = await this.games.submit(target.groupId, () => ({ type: "AddTopic", userId, topic, level, number, ...(kinds && { kinds }), at: this.now() }))
    return outcome.ok ? { success: true, message: Messages.liveTopicSubmitted } : refused(Messages.topicSubmissionFailed, { detail: outcome.error.message })
  }

  async start(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeStart(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { quizId } = decoded.value
    if (quizId !== undefined && !isPinKey(target.groupId)) return refused(Messages.storedQuizPinOnly)
    const started = await startRound(this.deps, this.games, target.groupId, socketUser(socket).userId, this.now, quizId)
    return started.ok ? { success: true, message: Messages.liveRoundStarted } : refused(started.message)
  }

  async reset(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeTarget(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    // A PIN game's host resets it (the game knows its host).
    if (isPinKey(target.groupId))
      return this.decideFor(target.groupId, () => ({ type: "Reset", userId, commissionerId: "", at: this.now() }), Messages.liveGameReset)
    // Reset is for the commissioner (or the last round's starter, which the game knows).
    const group = await findGroup(this.deps.db, target.groupId)
    if (!group) return refused(Messages.groupNotFound)
    return this.decideFor(target.groupId, () => ({ type: "Reset", userId, commissionerId: group.commissionerId, at: this.now() }), Messages.liveGameReset)
  }

  async completed(socket: QuizSocket, payload: unknown): Promise<SocketAnswer<LiveCompleted>> {
    const decoded = decodeCompleted(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    const answers: Record<string, string> = {}
    for (const [id, value] of Object.entries(decoded.value.answers)) if (typeof value === "string") answers[id] = value
    const outcome = await this.games.submit(target.groupId, () => ({ type: "Complete", userId, answers, at: this.now() }))
    if (!outcome.ok) return refused(outcome.error.message)
    const submitted = outcome.events.find((e) => e.type === "AnswersSubmitted")
    const quiz = outcome.game.context.round?.quiz
    if (submitted?.type !== "AnswersSubmitted" || !quiz) return refused(Messages.serverTrouble)
    // The player has finished, so they may see the answers now (as in graded quizzes).
    // Each kind graded by its own rule, as the round graded it (its key written out, a slider's share of a point).
    const graded = gradeAnswers(quiz.questions.map(questionOf), submitted.answers)
    return {
      success: true,
      message: Messages.liveAnswersReceived,
      numberCorrect: submitted.numberCorrect,
      numberQuestions: submitted.numberQuestions,
      results: graded.perQuestion.map((r, i) => ({
        id: r.id,
        given: r.given ?? null,
        correct_answer: r.correct,
        explanation: quiz.questions[i]!.explanation,
        isCorrect: r.isCorrect,
        ...(r.points === undefined ? {} : { points: r.points }),
      })),
    }
  }

  async chooseMode(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeMode(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    return this.decideFor(target.groupId, () => ({ type: "ChooseMode", userId, mode: decoded.value.mode, at: this.now() }), Messages.liveModeChosen)
  }

  async answerQuestion(socket: QuizSocket, payload: unknown): Promise<SocketAnswer> {
    const decoded = decodeAnswer(payload)
    if (!decoded.ok) return decoded.ack
    const target = await this.target(socket, decoded.value.groupId)
    if (!target.ok) return target.ack
    const { userId } = socketUser(socket)
    const { index, option } = decoded.value
    // Stamped when decided: the server's clock grades the answer's speed.
    return this.decideFor(target.groupId, () => ({ type: "AnswerQuestion", userId, index, option, at: this.now() }), Messages.liveAnswerTaken)
  }

  /** Admins: who is connected to this node, and to a live game's room when one is named. */
  async connections(socket: QuizSocket, payload: unknown): Promise<SocketAnswer<LiveConnections>> {
    if (!socketUser(socket).isAdmin) return refused(Messages.notQuizAdmin)
    const decoded = decodeTarget(payload)
    if (!decoded.ok) return decoded.ack
    const groupId = decoded.value.groupId ?? liveGroupOf(socket)
    const sockets = await this.deps.io.fetchSockets()
    const inRoom = groupId === undefined ? new Set<string>() : new Set((await this.deps.io.in(liveRoom(groupId)).fetchSockets()).map((s) => s.id))
    const byUser = new Map<string, { userId: string; username: string; sockets: number; inLiveGame: boolean }>()
    for (const s of sockets) {
      const user = s.data.user
      if (!user) continue
      const entry = byUser.get(user.userId) ?? { userId: user.userId, username: user.username, sockets: 0, inLiveGame: false }
      entry.sockets++
      if (inRoom.has(s.id)) entry.inLiveGame = true
      byUser.set(user.userId, entry)
    }
    const connections = [...byUser.values()].filter((c) => groupId === undefined || c.inLiveGame)
    return { success: true, message: Messages.liveConnections, groupId: groupId ?? null, connections }
  }
}

/** How long a player may be away from a game: LIVE_DROP_AFTER, and ten times that for a PIN game's host, who alone can end it. */
const awayGrace = (config: Pick<Config, "liveDropAfterSeconds">, groupId: string): number =>
  config.liveDropAfterSeconds * 1000 * (isPinKey(groupId) ? PIN_HOST_AWAY_FACTOR : 1)

/** Whether a user has a socket in a live game's room on this node. */
const connectedTo = (io: QuizServer, groupId: string, userId: string): boolean => {
  for (const id of io.sockets.adapter.rooms.get(liveRoom(groupId)) ?? []) {
    const socket = io.sockets.sockets.get(id)
    if (socket && socketUser(socket).userId === userId) return true
  }
  return false
}

export interface LiveGameDeps extends LiveGameSocketsDeps {
  readonly store: EventStore
  /** Besides the rounds' settings: LIVE_DROP_AFTER, and the database's address (none: the embedded one, a single node). */
  readonly config: Pick<Config, "basicDailyLimit" | "liveQuestion" | "liveDropAfterSeconds" | "databaseUrl" | "kurrentdbUrl">
  /** Something to close with the app (before io and the store). */
  readonly onClose: (cleanup: () => Promise<void>) => void
}

/** The live game on this node's sockets: the handlers, the updates, absences, and the games that were running carried on. */
export const registerLiveGames = async (deps: LiveGameDeps, games: LiveRooms): Promise<void> => {
  const { io, config } = deps
  const absences = new LiveAbsences(games, (groupId, userId) => connectedTo(io, groupId, userId), config.liveDropAfterSeconds * 1000)
  const broadcast = new LiveBroadcast(deps)
  const following = await games.follow(deps, {
    send: (groupId, facts) => broadcast.send(groupId, facts),
    heard: (groupId, event) => {
      // The group's page hears its game open and end; a player back on another node is not away.
      if (isPinKey(groupId)) return absences.observe(groupId, event)
      if (event.type === "GameOpened") emitLiveGroup(io, { groupId, groupName: event.groupName }, true)
      if (event.type === "GameEnded") emitLiveGroup(io, { groupId, groupName: event.groupName }, false)
      absences.observe(groupId, event)
    },
    watching: (groupId) => broadcast.watching(groupId),
  })
  // Closed before io and the store: no clock fires and no drop is decided while they close.
  deps.onClose(async () => {
    absences.close()
    await following.close()
    broadcast.close()
    await games.close()
  })
  const sockets = new LiveGameSockets(deps, games, absences)
  io.on("connection", (socket) => sockets.register(socket))
  // Games open when this node stopped carry on: their rooms are rebuilt and their clocks run.
  const groupIds = [...(await groupsWithLiveGame(deps.db)), ...(await openPins(deps.db)).map(pinKey)]
  await games.recover(groupIds)
  // On the embedded database this is the only node, so every player of a recovered game was
  // disconnected by the stop: those who do not come back are dropped like any player away.
  // (With a database server other nodes may still hold their connections; see decisions.md.)
  if (!config.databaseUrl && !config.kurrentdbUrl) {
    for (const groupId of groupIds) {
      const room = await games.room(groupId)
      const { participants, pin } = room.game.context
      // A PIN game waits for its players; its host, like a group's players, is dropped if they do not come back.
      for (const userId of pin ? [pin.hostId] : participants.keys()) absences.markAway(groupId, userId, awayGrace(config, groupId))
    }
  }
}
