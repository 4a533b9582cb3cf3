// The live game over the quiz socket: listens to game_update and game_you (the player's own
// rows), re-joins the room on every (re)connect while quizLiveGame names a group (so a
// reload or a dropped connection resumes the game), and sends the player's moves with
// their acknowledgements. A move refused because the server's database is not answering
// is toasted with the server's words (nothing was stored; the player may send it again), and a
// re-join refused for that reason keeps the game and is tried again a little later.
import { computed, effect } from "@preact/signals-react"

import { STORE_UNAVAILABLE } from "#schemas/error-codes.ts"
import * as Live from "#schemas/live-messages.ts"
import type { LiveMode } from "#schemas/live-question-rules.ts"
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { LIVE_GENERATION_DEADLINE_MS } from "#schemas/quiz-rules.ts"
import {
  type AnswerOf,
  ClientEvent,
  type ClientEventName,
  type LiveCompleted,
  type LiveConnection,
  type LiveJoinAnswer,
  type PayloadOf,
  ServerEvent,
  type SocketAnswer,
  type SocketRefusal,
} from "#schemas/socket/protocol.ts"
import { quiz } from "#web/state/store.ts"
import { toast } from "#web/ui/toastify.ts"

import { quizSocket, whenQuizSocketConnected } from "../realtime/quizSocket.ts"
import type { QuizSocket } from "../realtime/socketType.ts"
import {
  applyGameUpdate,
  applyYouUpdate,
  type GameUpdate,
  isGameUpdate,
  isYouUpdate,
  joinedState,
  type LiveClientState,
  type LiveGameState,
  type LiveYou,
  type LiveYouUpdate,
  storedLiveState,
  type SubmittedRound,
} from "./liveState.ts"
import { kindsParam } from "./topicKinds.ts"
import { liveWordsNow, sayIn } from "./words.ts"

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

/** The player's live game, or null when not in one. */
export const liveGame = computed(() => storedLiveState(quiz.quizLiveGame.value))

const save = (state: LiveClientState | null) => quiz.setLiveGame(state)
const update = (change: (s: LiveClientState) => LiveClientState) => {
  const current = storedLiveState(quiz.quizLiveGame.peek())
  if (current) save(change(current))
}

const ACK_TIMEOUT_MS = 30_000
// Starting waits for the quiz to be made, which may take as long as the server allows it.
const START_TIMEOUT_MS = LIVE_GENERATION_DEADLINE_MS

/** What a move gets when the server cannot be asked, or gives no answer in time. */
const trouble: SocketRefusal = { success: false, message: Live.serverTrouble }

/** Sends a live event and resolves with its acknowledgement (an answer without `success` counts as trouble). */
function ask<E extends ClientEventName>(event: E, payload: PayloadOf<E>, timeout = ACK_TIMEOUT_MS): Promise<AnswerOf<E> | SocketRefusal> {
  const socket = quizSocket.peek()
  if (!socket || !socket.connected) return Promise.resolve(trouble)
  // socket.io's types cannot relate a generic event name to its arguments; the protocol does (see the signature).
  const timed = socket.timeout(timeout) as unknown as { emitWithAck(event: E, payload: PayloadOf<E>): Promise<unknown> }
  return timed.emitWithAck(event, payload).then(
    (answer) => (isObject(answer) && "success" in answer ? (answer as AnswerOf<E>) : trouble),
    () => trouble,
  )
}

/** The state and own rows a successful join's acknowledgement carries (null for a refusal, or one of another shape). */
const joinAck = (answer: LiveJoinAnswer): { state: LiveGameState; you: LiveYou | null } | null =>
  answer.success && isGameUpdate({ ...answer.state, type: "update_group" }) ? { state: answer.state, you: answer.you ?? null } : null

/**
 * Updates that arrive for a group while its join is still unanswered and nothing is stored
 * for it yet: the server decides the join (and sends its updates) before the ack reaches us,
 * so they are held here and applied with the ack instead of being dropped.
 */
interface Held {
  readonly updates: GameUpdate[]
  readonly you: LiveYouUpdate[]
}
const early = new Map<string, Held>()

/** Applies a join's answer, then whatever came early, to `base` (newest revision wins). */
const withJoin = (base: LiveClientState, { answer, held }: { answer: LiveJoinAnswer; held: Held }): LiveClientState => {
  let next = base
  const carried = joinAck(answer)
  if (carried) {
    next = applyGameUpdate(next, { ...carried.state, type: "update_group" })
    next = applyYouUpdate(next, { groupId: carried.state.groupId, revision: carried.state.revision, you: carried.you })
  }
  for (const u of held.updates) next = applyGameUpdate(next, u)
  for (const u of held.you) next = applyYouUpdate(next, u)
  // The ack says the server counts this player in, even when their rows came in no update.
  return carried ? { ...next, joining: false } : next
}

/**
 * How long a join waits for a connection still being made (a click right after the page opened,
 * or a join link right after a sign-in): as long as socket.io gives a connection attempt.
 */
const CONNECT_WAIT_MS = 20_000

/**
 * Sends join for a group and resolves with its answer and the updates that came first.
 * The caller applies both before any later socket event can run (those are separate tasks).
 */
async function askToJoin(groupId: string): Promise<{ answer: LiveJoinAnswer; held: Held }> {
  const held: Held = { updates: [], you: [] }
  early.set(groupId, held)
  try {
    // Until it is up (the connection's code still loading, or its handshake) a join could only be refused.
    await whenQuizSocketConnected(CONNECT_WAIT_MS)
    return { answer: await ask(ClientEvent.joinLiveGame, { groupId }), held }
  } finally {
    if (early.get(groupId) === held) early.delete(groupId)
  }
}

/** How long a re-join refused for want of the database waits before asking again. */
const REJOIN_RETRY_MS = 3_000
let rejoinRetry: ReturnType<typeof setTimeout> | undefined

/** Re-sends join for the stored game; the server answers with the current state. */
async function rejoin(): Promise<void> {
  clearTimeout(rejoinRetry)
  const stored = storedLiveState(quiz.quizLiveGame.peek())
  if (!stored) return
  update((s) => ({ ...s, joining: true }))
  const joined = await askToJoin(stored.groupId)
  const answer = joined.answer
  if (answer.success) {
    update((s) => (s.groupId === stored.groupId ? withJoin(s, joined) : s))
  } else if (answer.code === STORE_UNAVAILABLE) {
    // The game is still there; the server cannot look it up yet.
    rejoinRetry = setTimeout(() => {
      if (quizSocket.peek()?.connected && storedLiveState(quiz.quizLiveGame.peek())?.groupId === stored.groupId) void rejoin()
    }, REJOIN_RETRY_MS)
  } else {
    // The group or the membership is gone: nothing to resume.
    console.warn("Could not rejoin the live game:", answer.message)
    if (storedLiveState(quiz.quizLiveGame.peek())?.groupId === stored.groupId) save(null)
  }
}

/** An update goes to the stored game, or is held while a join for its group is unanswered. */
function receive<U extends { groupId: string }>(raw: U, apply: (s: LiveClientState, u: U) => LiveClientState, hold: (held: Held) => void) {
  const current = storedLiveState(quiz.quizLiveGame.peek())
  if (current?.groupId === raw.groupId) return save(apply(current, raw))
  const held = early.get(raw.groupId)
  if (held) hold(held)
}

const followed = new WeakSet<QuizSocket>()

function follow(socket: QuizSocket) {
  if (followed.has(socket)) return
  followed.add(socket)
  socket.on(ServerEvent.gameUpdate, (raw: unknown) => {
    if (!isGameUpdate(raw)) return console.warn("Ignored a malformed game update", raw)
    receive(raw, applyGameUpdate, (held) => held.updates.push(raw))
  })
  socket.on(ServerEvent.gameYou, (raw: unknown) => {
    if (!isYouUpdate(raw)) return console.warn("Ignored a malformed game update", raw)
    receive(raw, applyYouUpdate, (held) => held.you.push(raw))
  })
  socket.on("connect", () => void rejoin())
  if (socket.connected) void rejoin()
}

let started = false

/** Starts following the quiz socket; safe to call from every screen that shows the live game. */
export function followLiveGame(): void {
  if (started) return
  started = true
  effect(() => {
    const socket = quizSocket.value
    if (socket) follow(socket)
  })
}

/** Joins (or opens) a group's live game; the room then shows its state. */
export async function joinLiveGame(groupId: string, groupName: string): Promise<boolean> {
  const current = storedLiveState(quiz.quizLiveGame.peek())
  if (current && current.groupId !== groupId) await leaveLiveGame()
  const joined = await askToJoin(groupId)
  if (!joined.answer.success) {
    toast.error(said(joined.answer.message))
    return false
  }
  const stored = storedLiveState(quiz.quizLiveGame.peek())
  const base = { ...(stored?.groupId === groupId ? stored : joinedState(groupId, groupName)), joining: true }
  save(withJoin(base, joined))
  return true
}

/** Leaving clears the live state, whatever the server answers. */
export async function leaveLiveGame(): Promise<void> {
  const current = storedLiveState(quiz.quizLiveGame.peek())
  save(null)
  if (current) await ask(ClientEvent.leaveLiveGame, { groupId: current.groupId })
}

/** A server's answer in the words of the language shown. */
const said = (message: string) => sayIn(liveWordsNow(), message)

/** The group a move is for: the player's live game. */
const groupId = () => liveGame.peek()?.groupId

const refusedToast = <A extends SocketAnswer>(answer: A): A => {
  if (!answer.success) toast.error(said(answer.message))
  return answer
}

export const setReady = (isReady: boolean) => ask(ClientEvent.playerReady, { groupId: groupId(), isReady }).then(refusedToast)

/** `kinds`: the mix of kinds of question; multiple choice alone is what a topic naming none gets. */
export async function submitTopic(topic: string, level: string, number: number, kinds: readonly QuestionKind[] = DEFAULT_KINDS): Promise<SocketAnswer> {
  const answer = await ask(ClientEvent.addQuizParams, { groupId: groupId(), newQuizParams: { topic, level, number, ...kindsParam(kinds) } })
  // docs/product.md §8: the toast names the failure; the reason is logged for the curious.
  if (!answer.success) {
    toast.error(liveWordsNow().topicSubmissionFailed)
    if (answer.detail) console.warn("Topic refused:", answer.detail)
  }
  return answer
}

export async function startLiveGame(): Promise<void> {
  update((s) => ({ ...s, waiting: true }))
  const answer = await ask(ClientEvent.startLiveGame, { groupId: groupId() }, START_TIMEOUT_MS)
  update((s) => ({ ...s, waiting: false }))
  refusedToast(answer)
}

/** How the room's next rounds are played. */
export const chooseLiveMode = (mode: LiveMode) => ask(ClientEvent.chooseMode, { groupId: groupId(), mode }).then(refusedToast)

/** An answer to the open question; the server grades it as it arrives and shows the result to all at the reveal. */
export const answerLiveQuestion = (index: number, option: string) => ask(ClientEvent.answerQuestion, { groupId: groupId(), index, option }).then(refusedToast)

export const resetLiveGame = () => ask(ClientEvent.resetLiveGame, { groupId: groupId() }).then(refusedToast)

export function answerLive(questionId: string, answer: string): void {
  update((s) => ({ ...s, answers: { ...s.answers, [questionId]: answer } }))
}

/** Hands in the player's answers; the server grades them and keeps the result for the round's end. */
export async function submitLiveAnswers(): Promise<SocketAnswer<LiveCompleted>> {
  const current = liveGame.peek()
  if (!current?.game?.roundId) return { success: false, message: Live.liveNoRound }
  const roundId = current.game.roundId
  const answer = await ask(ClientEvent.playerCompleted, { groupId: groupId(), answers: current.answers })
  if (answer.success) {
    const submitted: SubmittedRound = {
      roundId,
      numberCorrect: Number(answer.numberCorrect ?? 0),
      numberQuestions: Number(answer.numberQuestions ?? 0),
      results: Array.isArray(answer.results) ? answer.results : [],
    }
    update((s) => ({ ...s, submitted }))
  } else {
    toast.error(said(answer.message))
  }
  return answer
}

export type Connection = LiveConnection

/** Admins: who is connected to this game's room. */
export async function checkConnections(): Promise<readonly Connection[] | null> {
  const answer = refusedToast(await ask(ClientEvent.checkConnections, { groupId: groupId() }))
  return answer.success && Array.isArray(answer.connections) ? answer.connections : null
}
