// The quiz socket protocol (docs/product.md §7): every event's name, what it carries and what
// it is answered with. The server's `Server<…>` and the client's `Socket<…>` are typed with
// these maps, and both name events by the constants below, never by strings of their own.
// What a client sends is the encoded side of the schema the server decodes it with (the server
// still takes what arrives as unknown and decodes it). Types and plain constants only: the web
// imports this module without pulling Effect into its bundle.
import type { ClientGroupEvent, GroupUpdate, JoinGroupRoom } from "../api/group-socket.ts"
import type {
  AdvancePinGame,
  GameAddQuizParams,
  GameAnswerQuestion,
  GameChooseMode,
  GameChooseTeam,
  GameMoreTime,
  GamePlayerCompleted,
  GamePlayerReady,
  GameUpdate,
  JoinLiveGameRoom,
  JoinPinGame,
  LiveGameTarget,
  LiveJoinAck,
  LivePinAck,
  LiveYouUpdate,
  RemoveLivePlayer,
  SetPinTeams,
  StartLiveGame,
} from "../api/live-game-socket.ts"

/** Events a client sends; each is answered through its acknowledgement. */
export const ClientEvent = {
  joinLiveGame: "join_live_game_room",
  leaveLiveGame: "leave_live_game_room",
  playerReady: "game_player_ready",
  addQuizParams: "game_add_quiz_params",
  startLiveGame: "start_live_game",
  resetLiveGame: "reset_live_game",
  playerCompleted: "game_player_completed",
  /** How the room's next rounds are played: the whole quiz, or question by question. */
  chooseMode: "game_choose_mode",
  /** An answer to the open question of a question-by-question round. */
  answerQuestion: "game_answer_question",
  checkConnections: "check_connections",
  /** A signed-in player opens a game for anyone with the PIN, and hosts it. */
  openPinGame: "open_pin_game",
  /** Anyone (a guest too) joins a PIN game with a nickname, or comes back to it. */
  joinPinGame: "join_pin_game",
  /** The host of a PIN game removes a player. */
  removeLivePlayer: "remove_live_player",
  /** The host of a PIN game ends it; its PIN admits nobody after. */
  endPinGame: "end_pin_game",
  /** The host of a PIN game sets the pace: the answer now, or the next question now. */
  advancePinGame: "advance_pin_game",
  /** The host of a finished PIN game opens a new one (a new PIN) with the same quiz, and its players move to it. */
  playAgainPinGame: "play_again_pin_game",
  /** A player asks for more time to answer each question (or no longer). */
  moreTime: "game_more_time",
  /** The host of a PIN game plays in teams (or no longer): how many, balanced or picked by the players. */
  setPinTeams: "set_pin_teams",
  /** A player of a PIN game whose players pick their teams picks one. */
  chooseTeam: "game_choose_team",
  joinGroupRoom: "join_group_room",
  groupEvent: "group_event",
} as const

/** Events the server pushes. */
export const ServerEvent = {
  /** A group's news, to the room `group:<id>`. */
  groupUpdate: "group_update",
  /** A live game's shared state, to the room `live:<groupId>` (or one socket that joined). */
  gameUpdate: "game_update",
  /** A player's own rows of a live game, to their sockets alone. */
  gameYou: "game_you",
  /** Why the server is closing this connection, just before it does. */
  serverMessage: "server_message",
} as const

/**
 * A refused event: the server's words. `code` when the client acts on the reason
 * (STORE_UNAVAILABLE: try again; FLOODED, SESSION_ENDED: the connection closes), `detail`
 * for the reason behind a refused topic.
 */
export interface SocketRefusal {
  readonly success: false
  readonly message: string
  readonly code?: string
  readonly detail?: string
}

export interface SocketDone {
  readonly success: true
  readonly message: string
}

/** What an event is answered with: its own success, or a refusal (any event may be refused). */
export type SocketAnswer<Done extends SocketDone = SocketDone> = Done | SocketRefusal

/** join_live_game_room: the state and the player's own rows as of the join. */
export type LiveJoinAnswer = SocketAnswer<LiveJoinAck>

/** open_pin_game and join_pin_game: as a join, with the PIN, the host flag and a guest's token. */
export type LivePinAnswer = SocketAnswer<LivePinAck>

/** One question of a handed-in round, graded. */
export interface LiveResult {
  readonly id: string
  readonly given: string | null
  readonly correct_answer: string
  readonly explanation: string
  readonly isCorrect: boolean
  /** The share of a point earned where it is not all or nothing (a slider). */
  readonly points?: number
}

/** game_player_completed: the player's score and the graded questions. */
export interface LiveCompleted extends SocketDone {
  readonly numberCorrect: number
  readonly numberQuestions: number
  readonly results: readonly LiveResult[]
}

export interface LiveConnection {
  readonly userId: string
  readonly username: string
  readonly sockets: number
  readonly inLiveGame: boolean
}

/** check_connections (admins): who is connected, to the named live game's room when there is one. */
export interface LiveConnections extends SocketDone {
  readonly groupId: string | null
  readonly connections: readonly LiveConnection[]
}

/** server_message. */
export interface ServerMessage {
  readonly message: string
  readonly code: string
}

type Ack<A> = (answer: A) => void

export interface ClientToServerEvents {
  [ClientEvent.joinLiveGame]: (payload: typeof JoinLiveGameRoom.Encoded, ack: Ack<LiveJoinAnswer>) => void
  [ClientEvent.leaveLiveGame]: (payload: typeof LiveGameTarget.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.playerReady]: (payload: typeof GamePlayerReady.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.addQuizParams]: (payload: typeof GameAddQuizParams.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.startLiveGame]: (payload: typeof StartLiveGame.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.resetLiveGame]: (payload: typeof LiveGameTarget.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.playerCompleted]: (payload: typeof GamePlayerCompleted.Encoded, ack: Ack<SocketAnswer<LiveCompleted>>) => void
  [ClientEvent.chooseMode]: (payload: typeof GameChooseMode.Encoded, ack: Ack<SocketAnswer>) => void
  /** Answered at once; whether it was right comes with the reveal, to everyone at the same moment. */
  [ClientEvent.answerQuestion]: (payload: typeof GameAnswerQuestion.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.checkConnections]: (payload: typeof LiveGameTarget.Encoded, ack: Ack<SocketAnswer<LiveConnections>>) => void
  [ClientEvent.openPinGame]: (payload: Record<string, never>, ack: Ack<LivePinAnswer>) => void
  [ClientEvent.joinPinGame]: (payload: typeof JoinPinGame.Encoded, ack: Ack<LivePinAnswer>) => void
  [ClientEvent.removeLivePlayer]: (payload: typeof RemoveLivePlayer.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.endPinGame]: (payload: typeof LiveGameTarget.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.advancePinGame]: (payload: typeof AdvancePinGame.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.playAgainPinGame]: (payload: typeof LiveGameTarget.Encoded, ack: Ack<LivePinAnswer>) => void
  [ClientEvent.moreTime]: (payload: typeof GameMoreTime.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.setPinTeams]: (payload: typeof SetPinTeams.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.chooseTeam]: (payload: typeof GameChooseTeam.Encoded, ack: Ack<SocketAnswer>) => void
  [ClientEvent.joinGroupRoom]: (payload: typeof JoinGroupRoom.Encoded, ack: Ack<SocketAnswer>) => void
  /** Checked but never relayed: group news comes from the server alone, so it is always refused. */
  [ClientEvent.groupEvent]: (payload: typeof ClientGroupEvent.Encoded, ack: Ack<SocketAnswer>) => void
}

export interface ServerToClientEvents {
  [ServerEvent.groupUpdate]: (update: GroupUpdate) => void
  [ServerEvent.gameUpdate]: (update: GameUpdate) => void
  [ServerEvent.gameYou]: (update: LiveYouUpdate) => void
  [ServerEvent.serverMessage]: (message: ServerMessage) => void
}

export type ClientEventName = keyof ClientToServerEvents

/** What a client event is answered with. */
export type AnswerOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[1] extends Ack<infer A> ? A : never

/** What a client event carries. */
export type PayloadOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0]
