// A game for anyone with the PIN, from this browser (docs/decisions.md, "Quiz night: PIN games
// and guests"): its own socket (the signed-in player's token, or a guest's identity kept in
// this browser), the game's state from game_update and game_you (the live game's own rules,
// liveState.ts), and the moves. The PIN and nickname are kept too, so a reload or a closed tab
// comes back to the same place with its points; every (re)connection joins again.
import { signal } from "@preact/signals-react"
import { io } from "socket.io-client"

import { STORE_UNAVAILABLE } from "#schemas/error-codes.ts"
import * as Live from "#schemas/live-messages.ts"
import { pinKey } from "#schemas/live-pin-rules.ts"
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { LIVE_GENERATION_DEADLINE_MS } from "#schemas/quiz-rules.ts"
import {
  type AnswerOf,
  ClientEvent,
  type ClientEventName,
  type LivePinAnswer,
  type PayloadOf,
  ServerEvent,
  type SocketAnswer,
  type SocketRefusal,
} from "#schemas/socket/protocol.ts"
import { isTokenExpired } from "#web/http/token.ts"
import { quiz } from "#web/state/store.ts"

import { SOCKET_OPTIONS } from "../../realtime/connection.ts"
import type { QuizSocket } from "../../realtime/socketType.ts"
import { applyGameUpdate, applyYouUpdate, isGameUpdate, isYouUpdate, joinedState, type LiveClientState, type LiveYou } from "../liveState.ts"
import { kindsParam } from "../topicKinds.ts"
import { liveWordsNow } from "../words.ts"

export interface PinSession {
  readonly pin: string
  /** The nickname sent with the join (the game keeps the one first taken). */
  readonly nickname: string
  /** This browser's user hosts the game. */
  readonly host: boolean
  readonly live: LiveClientState
  /** In the game; removed by the host; or the game is over. */
  readonly status: "in" | "removed" | "ended"
  /** The player's rows as last seen in the game, for the result screen once it is over. */
  readonly lastYou: LiveYou | null
}

/** The game this browser is in (or was in last, until another is joined). */
export const pinSession = signal<PinSession | null>(null)

const KEPT_GAME = "homestead.pinGame"
const KEPT_GUEST = "homestead.pinGuest"

interface Kept {
  readonly pin: string
  readonly nickname: string
  readonly host: boolean
}

const readKept = (): Kept | null => {
  try {
    const v = JSON.parse(localStorage.getItem(KEPT_GAME) ?? "null") as unknown
    return typeof v === "object" && v !== null && "pin" in v && typeof v.pin === "string" && "nickname" in v && typeof v.nickname === "string"
      ? { pin: v.pin, nickname: v.nickname, host: "host" in v && v.host === true }
      : null
  } catch {
    return null
  }
}

const keep = (kept: Kept | null) => {
  try {
    if (kept) localStorage.setItem(KEPT_GAME, JSON.stringify(kept))
    else localStorage.removeItem(KEPT_GAME)
  } catch {
    // Storage may be off (private windows): the game goes on, a reload just starts afresh.
  }
}

const keptGuestToken = (): string => {
  try {
    return localStorage.getItem(KEPT_GUEST) ?? ""
  } catch {
    return ""
  }
}

/** Who connects: the signed-in player, or a guest with the identity this browser kept. */
const authOf = () => {
  const user = quiz.quizUserInfo.peek()
  return user && !isTokenExpired(user.token) ? { token: user.token, userId: user.id, username: user.username } : { guest: keptGuestToken() }
}

let socket: QuizSocket | null = null
let socketFor = ""

const update = (change: (s: PinSession) => PinSession) => {
  const current = pinSession.peek()
  if (current) pinSession.value = change(current)
}

/** The game is over for this browser: nothing to come back to. */
const over = (status: "removed" | "ended") => {
  keep(null)
  update((s) => ({ ...s, status }))
}

const listen = (s: QuizSocket) => {
  s.on(ServerEvent.gameUpdate, (raw: unknown) => {
    if (!isGameUpdate(raw)) return
    update((session) => (raw.groupId === session.live.groupId ? { ...session, live: applyGameUpdate(session.live, raw) } : session))
    const session = pinSession.peek()
    if (raw.phase !== "idle" || session?.live.groupId !== raw.groupId) return
    // The host played again: this player is in the new game already, and follows it there.
    if (raw.movedTo && !session.host && session.status === "in") void follow(raw.movedTo, session.nickname)
    else over("ended")
  })
  s.on(ServerEvent.gameYou, (raw: unknown) => {
    if (!isYouUpdate(raw)) return
    const session = pinSession.peek()
    if (!session || raw.groupId !== session.live.groupId) return
    const live = applyYouUpdate(session.live, raw)
    pinSession.value = { ...session, live, lastYou: live.you ?? session.lastYou }
    // Out of a game that goes on: the host removed this player.
    if (raw.you === null && !session.host && session.status === "in" && session.live.game?.phase !== "idle") over("removed")
  })
  // Every connection after the first (a dropped network, a server restart) joins again.
  s.on("connect", () => {
    const session = pinSession.peek()
    if (session?.status === "in") void join(session.pin, session.nickname, session.host)
  })
}

/** The socket for this browser's identity, made on first use (and again if the player signed in or out). */
const connected = (): Promise<QuizSocket | null> => {
  const auth = authOf()
  const identity = JSON.stringify("token" in auth ? auth.token : "guest")
  if (!socket || socketFor !== identity) {
    socket?.close()
    socketFor = identity
    socket = io({ ...SOCKET_OPTIONS, auth }) as QuizSocket
    listen(socket)
  }
  const s = socket
  if (s.connected) return Promise.resolve(s)
  // A connection the server refused (too many guests from this network, say) is not tried
  // again by socket.io itself: a new move asks again.
  if (!s.active) s.connect()
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      s.off("connect", onConnect)
      s.off("connect_error", onError)
      resolve(ok ? s : null)
    }
    const onConnect = () => done(true)
    const onError = (error: Error & { data?: { message?: string } }) => {
      refusal = error.data?.message ?? Live.serverTrouble
      done(false)
    }
    s.once("connect", onConnect)
    s.once("connect_error", onError)
  })
}

/** Why the last connection was refused (too many guests from this network, the database away). */
let refusal: string = Live.serverTrouble

const trouble = (message: string = Live.serverTrouble): SocketRefusal => ({ success: false, message })

/** Sends a move and resolves with its acknowledgement (a refusal when the server cannot be asked or does not answer). */
async function ask<E extends ClientEventName>(event: E, payload: PayloadOf<E>, timeout = 30_000): Promise<AnswerOf<E> | SocketRefusal> {
  const s = await connected()
  if (!s) return trouble(refusal)
  const timed = s.timeout(timeout) as unknown as { emitWithAck(event: E, payload: PayloadOf<E>): Promise<unknown> }
  return timed.emitWithAck(event, payload).then(
    (answer) => (typeof answer === "object" && answer !== null && "success" in answer ? (answer as AnswerOf<E>) : trouble()),
    () => trouble(),
  )
}

/** A join's (or an opening's) answer made the session: the state and rows as of the join. */
const begin = (answer: Extract<LivePinAnswer, { success: true }>, nickname: string) => {
  const key = pinKey(answer.pin)
  const current = pinSession.peek()
  const base = current?.live.groupId === key ? current.live : joinedState(key, answer.state.groupName)
  let live = applyGameUpdate(base, { ...answer.state, type: "update_group" })
  live = applyYouUpdate(live, { groupId: key, revision: answer.state.revision, you: answer.you })
  const name = answer.you?.participant?.username ?? nickname
  pinSession.value = { pin: answer.pin, nickname: name, host: answer.host, live, status: "in", lastYou: answer.you ?? current?.lastYou ?? null }
  keep({ pin: answer.pin, nickname: name, host: answer.host })
  if (answer.guestToken !== undefined) {
    try {
      localStorage.setItem(KEPT_GUEST, answer.guestToken)
    } catch {
      // Without storage a closed tab cannot come back as the same guest; the game goes on.
    }
  }
}

/** Whether a refusal is `key`'s, in the product's words or the page's (an answer already in the reader's language). */
const refusedFor = (message: string, key: "pinRemoved" | "pinNotFound") => message === Live[key] || message === liveWordsNow()[key]

/** Joins (or comes back to) the game of `pin` under `nickname`; resolves with the server's answer. */
export async function join(pin: string, nickname: string, host = false): Promise<SocketAnswer> {
  const answer = await ask(ClientEvent.joinPinGame, { pin, nickname })
  if (answer.success) begin(answer, nickname)
  else if (pinSession.peek()?.pin === pin && answer.code !== STORE_UNAVAILABLE) {
    // Coming back was refused: the game ended, or the host removed this player.
    over(refusedFor(answer.message, "pinRemoved") ? "removed" : "ended")
  } else if (host && refusedFor(answer.message, "pinNotFound")) keep(null)
  return answer
}

/** Into the game a finished one moved on to; "ended" when it cannot be had. */
async function follow(pin: string, nickname: string): Promise<void> {
  const answer = await join(pin, nickname)
  if (!answer.success) over("ended")
}

/** The host of a finished game opens a new lobby with the same quiz; its players follow. */
export async function playAgain(): Promise<SocketAnswer> {
  const answer = await ask(ClientEvent.playAgainPinGame, { groupId: target() })
  if (answer.success) begin(answer, "")
  return answer
}

/** Opens a game for anyone with the PIN, hosted by the signed-in player. */
export async function openPinGame(): Promise<SocketAnswer> {
  const answer = await ask(ClientEvent.openPinGame, {})
  if (answer.success) begin(answer, "")
  return answer
}

/** Back to the game this browser kept (after a reload or a closed tab), if it is the kind asked for. */
export async function resume(as: "host" | "player"): Promise<void> {
  const kept = readKept()
  if (!kept || kept.host !== (as === "host") || pinSession.peek()?.status === "in") return
  pinSession.value = null
  const answer = await join(kept.pin, kept.nickname, kept.host)
  if (!answer.success) keep(null)
}

/** Leaves the game (a player) and forgets it here. */
export async function leave(): Promise<void> {
  const session = pinSession.peek()
  keep(null)
  pinSession.value = null
  if (session?.status === "in") await ask(ClientEvent.leaveLiveGame, { groupId: session.live.groupId })
}

/** Forgets a finished game, to join another. */
export function forget(): void {
  keep(null)
  pinSession.value = null
}

const target = () => pinSession.peek()?.live.groupId

/** The open question's answer, graded by the server as it arrives. */
export const answerQuestion = (index: number, option: string) => ask(ClientEvent.answerQuestion, { groupId: target(), index, option })

// The host's moves.
export const sendTopic = (topic: string, level: string, number: number, kinds: readonly QuestionKind[] = DEFAULT_KINDS) =>
  ask(ClientEvent.addQuizParams, { groupId: target(), newQuizParams: { topic, level, number, ...kindsParam(kinds) } })
/** Starting waits for the round's quiz to be made; `quizId` plays a stored one instead. */
export const startRound = (quizId?: string) =>
  ask(ClientEvent.startLiveGame, { groupId: target(), ...(quizId === undefined ? {} : { quizId }) }, LIVE_GENERATION_DEADLINE_MS)
/** More time to answer each question for this player (or no longer), from the next question. */
export const setMoreTime = (moreTime: boolean) => ask(ClientEvent.moreTime, { groupId: target(), moreTime })
export const removePlayer = (nickname: string) => ask(ClientEvent.removeLivePlayer, { groupId: target(), nickname })
/** Moves on from question `index`: its answer now, or the next question (or the podium) now. */
export const advance = (index: number) => ask(ClientEvent.advancePinGame, { groupId: target(), index })
export async function endGame(): Promise<SocketAnswer> {
  const answer = await ask(ClientEvent.endPinGame, { groupId: target() })
  if (answer.success) over("ended")
  return answer
}

/** The host plays in `count` teams (0: no teams), balanced by the game or picked by the players. */
export const setTeams = (count: number, picking: "balanced" | "players") => ask(ClientEvent.setPinTeams, { groupId: target(), count, picking })
/** A player picks their team, when the host lets the players pick. */
export const chooseTeam = (team: number) => ask(ClientEvent.chooseTeam, { groupId: target(), team })
