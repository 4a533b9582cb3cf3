// The player's side of a live game (docs/product.md §3-4): the last state the server sent, plus what
// only this browser knows (its answers in progress, its graded result, a start it awaits).
// Kept in quizLiveGame (session storage) so a reload or reconnect resumes where it was.
import type { GameUpdate, GameUpdateType, LiveGameState, LiveYou, LiveYouUpdate } from "#schemas/api/live-game-socket.ts"
import type { LiveResult } from "#schemas/socket/protocol.ts"

export type { GameUpdate, GameUpdateType, LiveGameState, LiveYou, LiveYouUpdate }

/** The graded answers the server acknowledged, shown once the round completes. */
export interface SubmittedRound {
  readonly roundId: string
  readonly numberCorrect: number
  readonly numberQuestions: number
  readonly results: readonly LiveResult[]
}

export interface LiveClientState {
  readonly groupId: string
  readonly groupName: string
  /** The server's state; null until the first update or join answer arrives. */
  readonly game: LiveGameState | null
  /** The last update's type (docs/product.md §4 names what each one changes). */
  readonly lastEvent: GameUpdateType | null
  /** A start was asked for and its answer has not come yet. */
  readonly waiting: boolean
  /** Answers being given in the running round, by question id. */
  readonly answers: Readonly<Record<string, string>>
  /** The round the answers belong to. */
  readonly answersRound: string | null
  readonly submitted: SubmittedRound | null
  /** This player's own rows (game_you), and the revision they are at. */
  readonly you?: LiveYou | null
  readonly youRevision?: number
  /** A join was sent and the server has not yet counted this player in (updates of others' moves may come first). */
  readonly joining?: boolean
  /**
   * The server's clock less this browser's, as last seen when a question opened (its opening
   * time arrives just as it is made): the question countdown reads the server's time, so a
   * device whose clock is off neither loses nor gains seconds.
   */
  readonly clockOffsetMs?: number
}

export const joinedState = (groupId: string, groupName: string, game: LiveGameState | null = null): LiveClientState => ({
  groupId,
  groupName: game?.groupName ?? groupName,
  game,
  lastEvent: null,
  waiting: false,
  answers: {},
  answersRound: null,
  submitted: null,
})

const UPDATE_TYPES: readonly string[] = [
  "update_group",
  "quiz_received",
  "game_started",
  "game_completed",
  "reset_game",
  "question_opened",
  "question_revealed",
]
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null

/** A game_update as sent by the server; anything else is ignored. */
export const isGameUpdate = (v: unknown): v is GameUpdate =>
  isObject(v) &&
  typeof v.type === "string" &&
  UPDATE_TYPES.includes(v.type) &&
  typeof v.groupId === "string" &&
  typeof v.revision === "number" &&
  typeof v.phase === "string" &&
  Array.isArray(v.participants) &&
  isObject(v.counts) &&
  Array.isArray(v.currTotals) &&
  Array.isArray(v.roundScores)

/**
 * The stored live state, or null when there is none. A game held in an older shape is
 * dropped (the group is kept), so the re-join on connect fetches it afresh.
 */
export const storedLiveState = (v: unknown): LiveClientState | null => {
  if (!isObject(v) || typeof v.groupId !== "string" || typeof v.groupName !== "string" || !isObject(v.answers)) return null
  if (v.game === null || (isObject(v.game) && isObject(v.game.counts))) return v as unknown as LiveClientState
  return { ...(v as unknown as LiveClientState), game: null }
}

/**
 * Applies a game_update (docs/product.md §4). Every update carries the whole state at a stream revision,
 * so the newest wins and an older one arriving late changes nothing. A new round's quiz
 * (quiz_received) starts with no answers; a reset forgets the last round's result.
 */
export function applyGameUpdate(current: LiveClientState, update: GameUpdate, nowMs: number = Date.now()): LiveClientState {
  if (update.groupId !== current.groupId) return current
  if (current.game && update.revision < current.game.revision) return current
  const { type, ...game } = update
  const roundId = game.roundId
  const newRound = roundId !== null && roundId !== current.answersRound && game.phase === "inRound"
  return {
    ...current,
    groupName: game.groupName,
    game,
    lastEvent: type,
    // The start was answered by the round itself (or by its failure, which update_group brings).
    waiting: current.waiting && game.phase !== "generating" && game.phase !== "inRound" && game.message === null,
    answers: newRound ? {} : current.answers,
    answersRound: newRound ? roundId : current.answersRound,
    submitted: type === "reset_game" || newRound ? null : current.submitted,
    ...(type === "question_opened" && game.byQuestion ? { clockOffsetMs: clockOffset(game.byQuestion.opensAt, nowMs, current.clockOffsetMs) } : {}),
  }
}

/** Offsets within this of zero are taken as none: the time an update takes to arrive is not a clock error. */
const CLOCK_SLACK_MS = 1_000

const clockOffset = (opensAt: string, nowMs: number, before: number | undefined): number | undefined => {
  const offset = Date.parse(opensAt) - nowMs
  if (!Number.isFinite(offset)) return before
  return Math.abs(offset) < CLOCK_SLACK_MS ? 0 : offset
}

/** A game_you: the player's own rows; an older one arriving late changes nothing. */
export const isYouUpdate = (v: unknown): v is LiveYouUpdate =>
  isObject(v) && typeof v.groupId === "string" && typeof v.revision === "number" && (v.you === null || isObject(v.you))

export function applyYouUpdate(current: LiveClientState, update: LiveYouUpdate): LiveClientState {
  if (update.groupId !== current.groupId) return current
  if (current.youRevision !== undefined && update.revision < current.youRevision) return current
  return { ...current, you: update.you, youRevision: update.revision, joining: current.joining === true && update.you === null }
}

/** Start is enabled only when the group is ready, topics remain, no quiz is running and the client is not waiting. */
export const canStart = (game: LiveGameState | null, waiting: boolean): boolean =>
  game !== null && game.groupReady && game.topicsRemaining > 0 && !game.startActive && !waiting

/** What the screens show for this player. */
export interface LiveView {
  readonly me: LiveGameState["participants"][number] | null
  /** The round's quiz is made: the loading modal shows. */
  readonly loading: boolean
  /** This player has the running round's quiz to take. */
  readonly takeQuiz: boolean
  /** Joined during the running round: plays the next one. */
  readonly waitsForNextRound: boolean
  /** Answers are in; the others are still playing. */
  readonly awaitingOthers: boolean
  readonly roundComplete: boolean
  readonly canStart: boolean
  /** The server's state no longer counts this player in (dropped while away, left in another tab, or the game ended). */
  readonly outOfGame: boolean
  /** A question-by-question round this player plays is running: the question screen shows. */
  readonly playsQuestions: boolean
  /** The last round was played question by question and is over: the podium shows. */
  readonly podium: boolean
}

export function liveView(state: LiveClientState): LiveView {
  const game = state.game
  const me = state.you?.participant ?? null
  const byQuestion = game?.byQuestion ?? null
  const inRound = game?.phase === "inRound" && (game.currQuiz !== null || byQuestion !== null)
  const wholeRound = inRound && game.currQuiz !== null
  const handedIn = me?.finished === true || (state.submitted !== null && state.submitted.roundId === game?.roundId)
  return {
    me,
    loading: game?.phase === "generating" || (state.waiting && game?.phase !== "inRound"),
    takeQuiz: wholeRound && me?.playing === true && !handedIn,
    waitsForNextRound: inRound && me !== null && !me.playing,
    awaitingOthers: wholeRound && me?.playing === true && handedIn,
    roundComplete: game?.phase === "roundComplete",
    canStart: canStart(game, state.waiting),
    outOfGame: game !== null && me === null && state.joining !== true,
    playsQuestions: inRound && byQuestion !== null && me?.playing === true,
    podium: game?.phase === "roundComplete" && byQuestion?.final === true,
  }
}

/** When the player's countdown ends: the server's answer-by time, which leaves a grace before the round closes. */
export const answerDeadline = (game: LiveGameState | null): number | null => {
  const at = game?.answerBy ? Date.parse(game.answerBy) : NaN
  return Number.isFinite(at) ? at : null
}

/**
 * Whether this player may reset the game: the group's commissioner, or whoever started the last
 * round (the server decides the same; this only spares others a button that would be refused).
 */
export const mayReset = (game: LiveGameState, username: string | null, isCommissioner: boolean): boolean =>
  isCommissioner || (username !== null && (game.roundStartedBy ?? null) === username)

/**
 * Who is really leading: the best total, when it is above zero and not shared by every scored
 * player (everyone at 0/3, or everyone level, leads nobody).
 */
export const realLeaders = (game: LiveGameState): ReadonlySet<string> => {
  const best = game.currTotals[0]?.totalCorrect ?? 0
  if (best <= 0 || game.counts.highScorePlayers >= game.counts.totals) return new Set()
  return new Set(game.highScorePlayers)
}
