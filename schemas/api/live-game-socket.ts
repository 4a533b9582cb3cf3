// socket.io payloads of live games (docs/product.md §7): what clients send, and the live game state
// (docs/product.md §3) every `game_update` carries. Events that name no groupId act on the live game
// the socket joined last.
import { ParseResult, Schema, type SchemaAST } from "effect"

import { TEAM_COUNT_MAX } from "../live-team-rules.ts"
import * as Messages from "../messages.ts"
import { isValidQuestionCount, QuizLimits } from "../quiz-rules.ts"
import { CleanText, CleanTrim } from "../text.ts"
import { PlayerQuiz } from "./quiz.ts"
import { Kinds, LevelText } from "./quiz-generation.ts"

const Id = Schema.Union(CleanText.pipe(Schema.minLength(1), Schema.maxLength(200)), Schema.Number).pipe(
  Schema.transform(CleanText, { strict: true, decode: (v) => String(v), encode: (s) => s }),
)

export const JoinLiveGameRoom = Schema.Struct({ groupId: Id })

/** leave_live_game_room, start_live_game, reset_live_game, check_connections, play_again_pin_game. */
export const LiveGameTarget = Schema.Struct({ groupId: Schema.optional(Id) })

/** start_live_game: in a PIN game its host may name a stored quiz to play instead of the next topic. */
export const StartLiveGame = Schema.Struct({ groupId: Schema.optional(Id), quizId: Schema.optional(Id) })

export const GamePlayerReady = Schema.Struct({ groupId: Schema.optional(Id), isReady: Schema.Boolean })

const failWith = (message: string) => (actual: unknown, ast: SchemaAST.AST) => ParseResult.fail(new ParseResult.Type(ast, actual, message))

/** 1 to 25 questions, as a number or numeric text; 5 when left out (docs/product.md §9). */
const LIVE_QUESTIONS_DEFAULT = QuizLimits.liveGameQuestions
const LiveQuestionCount = Schema.optionalWith(
  Schema.Union(Schema.Number, CleanText).pipe(
    Schema.transformOrFail(Schema.Number, {
      strict: true,
      decode: (v, _, ast) => {
        const n = typeof v === "number" ? v : v.trim() === "" ? LIVE_QUESTIONS_DEFAULT : /^\d{1,3}$/.test(v.trim()) ? Number(v.trim()) : NaN
        return isValidQuestionCount(n) ? ParseResult.succeed(n) : failWith(Messages.numberRange)(v, ast)
      },
      encode: ParseResult.succeed,
    }),
  ),
  { default: () => LIVE_QUESTIONS_DEFAULT },
)

export const NewQuizParams = Schema.Struct({
  topic: CleanTrim.pipe(
    Schema.nonEmptyString({ message: () => Messages.topicRequired }),
    Schema.maxLength(QuizLimits.maxTopicLength, { message: () => Messages.fieldTooLong("Topic", QuizLimits.maxTopicLength) }),
  ),
  level: LevelText,
  number: LiveQuestionCount,
  /** The kinds of question to mix, as the generator takes them ("true_false,slider"); multiple choice alone when missing. */
  kinds: Schema.optional(Kinds),
})

export const GameAddQuizParams = Schema.Struct({ groupId: Schema.optional(Id), newQuizParams: NewQuizParams })

/** A player's answers: question id → the chosen option's text. A sent numCorrect is ignored. */
/** game_choose_mode: how the room's next rounds are played. */
export const GameChooseMode = Schema.Struct({ groupId: Schema.optional(Id), mode: Schema.Literal("whole", "question") })

/** game_more_time: the player asks for more time to answer each question (or no longer). */
export const GameMoreTime = Schema.Struct({ groupId: Schema.optional(Id), moreTime: Schema.Boolean })

/** game_answer_question: the chosen option's text for the open question `index`. */
export const GameAnswerQuestion = Schema.Struct({
  groupId: Schema.optional(Id),
  index: Schema.Number.pipe(Schema.int(), Schema.between(0, QuizLimits.maxQuestions - 1)),
  option: CleanText.pipe(Schema.maxLength(2000)),
})

/** join_pin_game: the PIN as typed (spaces and dashes are dropped) and the nickname to play under. */
export const JoinPinGame = Schema.Struct({
  pin: CleanText.pipe(Schema.maxLength(20)),
  nickname: CleanText.pipe(Schema.maxLength(100)),
})

/** advance_pin_game: the host moves on from question `index`: shows its answer now, or the next question (or the podium). */
export const AdvancePinGame = Schema.Struct({
  groupId: Schema.optional(Id),
  index: Schema.Number.pipe(Schema.int(), Schema.between(0, QuizLimits.maxQuestions - 1)),
})

/** set_pin_teams: the host plays in `count` teams (0: no teams), balanced by the game or picked by the players. */
export const SetPinTeams = Schema.Struct({
  groupId: Schema.optional(Id),
  count: Schema.Number.pipe(Schema.int(), Schema.between(0, TEAM_COUNT_MAX)),
  picking: Schema.Literal("balanced", "players"),
})

/** game_choose_team: a player picks their team (0-based), when the host lets the players pick. */
export const GameChooseTeam = Schema.Struct({
  groupId: Schema.optional(Id),
  team: Schema.Number.pipe(Schema.int(), Schema.between(0, TEAM_COUNT_MAX - 1)),
})

/** remove_live_player: the host removes the player of that nickname. */
export const RemoveLivePlayer = Schema.Struct({ groupId: Schema.optional(Id), nickname: CleanText.pipe(Schema.maxLength(100)) })

export const GamePlayerCompleted = Schema.Struct({
  groupId: Schema.optional(Id),
  answers: Schema.Record({
    key: CleanText.pipe(Schema.maxLength(200)),
    value: Schema.NullOr(CleanText.pipe(Schema.maxLength(2000))),
  }).pipe(Schema.filter((r) => Object.keys(r).length <= 100, { message: () => "Too many answers." })),
})

// Per-player entries name players by username (unique) and carry no ids. Every player
// receives every update, so the lists in an update are capped at LIVE_LIST_CAP rows (the
// leaders first) with counts of the whole, and each player's own rows come to them alone
// in `game_you` (when they change): an update's size stays flat however big the game grows.
export const LIVE_LIST_CAP = 20

export const LiveParticipant = Schema.Struct({
  username: CleanText,
  isReady: Schema.Boolean,
  paramsSubmitted: Schema.Boolean,
  /** Plays the current round (false for those who joined during it). */
  playing: Schema.Boolean,
  /** Has handed in answers for the current round. */
  finished: Schema.Boolean,
  /** Asked for more time to answer each question. */
  moreTime: Schema.optional(Schema.Boolean),
  /** In a game played in teams: their team (0-based), once they have one. */
  team: Schema.optional(Schema.Number),
})

export const LiveScore = Schema.Struct({ username: CleanText, numberCorrect: Schema.Number, numberQuestions: Schema.Number })
export const LiveTotal = Schema.Struct({ username: CleanText, totalCorrect: Schema.Number, totalQuestions: Schema.Number })

/** The receiving player's part in a question round. */
export const LiveYouQuestion = Schema.Struct({
  index: Schema.Number,
  /** Their answer to the question shown; null when none yet. */
  option: Schema.NullOr(CleanText),
  /** Whether it was right, once the question is revealed (null before). */
  correct: Schema.NullOr(Schema.Boolean),
  points: Schema.Number,
  gained: Schema.Number,
  streak: Schema.Number,
  place: Schema.Number,
  /** When the player has more time for this question: their own close (ISO time) and time to answer (ms). */
  moreTime: Schema.optional(Schema.Struct({ closesAt: CleanText, answerMs: Schema.Number })),
})

/** The receiving player's own rows, with their place (1 = best, ties share a place). */
export const LiveYou = Schema.Struct({
  participant: Schema.NullOr(LiveParticipant),
  total: Schema.NullOr(Schema.extend(LiveTotal, Schema.Struct({ rank: Schema.Number }))),
  roundScore: Schema.NullOr(Schema.extend(LiveScore, Schema.Struct({ rank: Schema.Number }))),
  /** In a question-by-question round they play (or played last). */
  question: Schema.optional(Schema.NullOr(LiveYouQuestion)),
})
export type LiveYou = typeof LiveYou.Type

/** One place on a question round's leaderboard: `placeBefore` is the place before the last reveal (to show who moved up). */
export const LiveStanding = Schema.Struct({
  username: CleanText,
  points: Schema.Number,
  place: Schema.Number,
  placeBefore: Schema.NullOr(Schema.Number),
  /** Points won at the last reveal. */
  gained: Schema.Number,
})

/**
 * A question-by-question round as players see it: the one question open (never those to come),
 * its server times, how many have answered and, once revealed, the answer and the leaderboard.
 * After the last question the leaderboard is the podium's.
 */
export const LiveQuestionRound = Schema.Struct({
  /** 0-based, of `count`. */
  index: Schema.Number,
  count: Schema.Number,
  /**
   * The question as players see it before answering: its options (a put-in-order question's
   * items in the order first shown), its kind (absent for multiple choice) and a slider's
   * bounds; never its key (no accepted answer, right order or slider target).
   */
  question: Schema.Struct({
    id: CleanText,
    question: CleanText,
    options: Schema.Array(CleanText),
    kind: Schema.optional(Schema.Literal("true_false", "type_answer", "order", "slider", "poll")),
    slider: Schema.optional(Schema.Struct({ min: Schema.Number, max: Schema.Number, step: Schema.Number, unit: CleanText })),
  }),
  opensAt: CleanText,
  closesAt: CleanText,
  /** How long each question takes answers, in ms (the countdown's full length). */
  answerMs: Schema.Number,
  answered: Schema.Number,
  players: Schema.Number,
  /** While a player with more time has yet to answer: when the question closes for the room (ISO time). */
  moreTimeUntil: Schema.optional(Schema.NullOr(CleanText)),
  reveal: Schema.NullOr(
    Schema.Struct({
      correctAnswer: CleanText,
      explanation: CleanText,
      reason: Schema.Literal("all_answered", "timed_out", "skipped"),
      /** When the next question (or the podium) comes. */
      nextAt: CleanText,
      /** How many picked each option, in the options' order: sent with the answer, never before (none for a typed answer, an order or a slider). */
      picks: Schema.Array(Schema.Number),
      /** How many answered right (a slider: within its margin); 0 for a poll. */
      right: Schema.optional(Schema.Number),
      /** A put-in-order question's items in the right order. */
      order: Schema.optional(Schema.Array(CleanText)),
      /** A type-the-answer question's accepted answers. */
      accepted: Schema.optional(Schema.Array(CleanText)),
      /** A slider's target, and its answers counted in equal spans from its min to its max. */
      target: Schema.optional(Schema.Number),
      spread: Schema.optional(Schema.Array(Schema.Number)),
    }),
  ),
  /** Best first, the first LIVE_LIST_CAP; empty before the first reveal. */
  leaderboard: Schema.Array(LiveStanding),
  /** The round is over: the leaderboard's top three places are the podium. */
  final: Schema.Boolean,
})
export type LiveQuestionRound = typeof LiveQuestionRound.Type

/** The first nicknames of each team a game state lists (its size says how many it has). */
export const LIVE_TEAM_MEMBERS_CAP = 8

/** One team of a game played in teams: its players, and its score (their points' average) and place in the round. */
export const LiveTeam = Schema.Struct({
  /** 0-based: its name, shape and colour (schemas/live-team-rules.ts). */
  team: Schema.Number,
  /** Its players: in a round, those who play it; otherwise those in the game. */
  size: Schema.Number,
  /** The first LIVE_TEAM_MEMBERS_CAP nicknames. */
  members: Schema.Array(CleanText),
  points: Schema.Number,
  place: Schema.Number,
  /** Its place before the last reveal (to show which team moved up). */
  placeBefore: Schema.Number,
  gained: Schema.Number,
})
export type LiveTeam = typeof LiveTeam.Type

/** A game played in teams: how many, who places the players, each team in team order, and how many are yet to pick one. */
export const LiveTeams = Schema.Struct({
  count: Schema.Number,
  picking: Schema.Literal("balanced", "players"),
  list: Schema.Array(LiveTeam),
  unpicked: Schema.Number,
})
export type LiveTeams = typeof LiveTeams.Type

/** How many there are of what the capped lists show. */
export const LiveCounts = Schema.Struct({
  participants: Schema.Number,
  ready: Schema.Number,
  paramsSubmitted: Schema.Number,
  /** Players of the running round, and how many of them have handed in. */
  playing: Schema.Number,
  finished: Schema.Number,
  totals: Schema.Number,
  roundScores: Schema.Number,
  highScorePlayers: Schema.Number,
})

/** The live game state (docs/product.md §3) carried by every game_update, with its `type`. */
export const LiveGameState = Schema.Struct({
  groupId: CleanText,
  groupName: CleanText,
  /** The stream revision this state is at: updates arrive in this order on every node. */
  revision: Schema.Number,
  phase: Schema.Literal("idle", "lobby", "generating", "inRound", "roundComplete"),
  /** In join order, the first LIVE_LIST_CAP. */
  participants: Schema.Array(LiveParticipant),
  counts: LiveCounts,
  groupReady: Schema.Boolean,
  topicsRemaining: Schema.Number,
  numQuestions: Schema.Number,
  startActive: Schema.Boolean,
  inAction: Schema.Boolean,
  completed: Schema.Boolean,
  topic: Schema.NullOr(CleanText),
  level: Schema.NullOr(CleanText),
  /** Every participant has submitted a topic. */
  paramsSubmitted: Schema.Boolean,
  currQuiz: Schema.NullOr(PlayerQuiz),
  /** Best first, the first LIVE_LIST_CAP. */
  currTotals: Schema.Array(LiveTotal),
  /** The last round's, best first, the first LIVE_LIST_CAP. */
  roundScores: Schema.Array(LiveScore),
  /** Usernames of the players with the highest total (the first LIVE_LIST_CAP). */
  highScorePlayers: Schema.Array(CleanText),
  roundsPlayed: Schema.Number,
  roundId: Schema.NullOr(CleanText),
  /** When the running round closes (ISO time): answers are taken until then. */
  deadline: Schema.NullOr(CleanText),
  /** When the players' countdown ends (ISO time): the deadline less a grace for answers in flight. */
  answerBy: Schema.NullOr(CleanText),
  /** Why the last start made no round, until the next start. */
  message: Schema.NullOr(CleanText),
  /** Who started the running or last round (they may reset the game, as the commissioner may); null when none. */
  roundStartedBy: Schema.optional(Schema.NullOr(CleanText)),
  /** How the next round is played ("whole" unless chosen). */
  mode: Schema.optional(Schema.Literal("whole", "question")),
  /** The running or last round, when played question by question. */
  byQuestion: Schema.optional(Schema.NullOr(LiveQuestionRound)),
  /**
   * A game for anyone with the PIN: the PIN and the host's name (null for a group's game);
   * `again`, when opened by "play again", the quiz the game before played and its PIN (whose
   * report its host may still download).
   */
  pin: Schema.optional(
    Schema.NullOr(
      Schema.Struct({
        code: CleanText,
        host: CleanText,
        again: Schema.optional(Schema.Struct({ quizId: CleanText, topic: CleanText, number: Schema.Number, from: Schema.optional(CleanText) })),
      }),
    ),
  ),
  /** An ended PIN game's host chose "play again": the new game's PIN, where its players already are. */
  movedTo: Schema.optional(Schema.NullOr(CleanText)),
  /** A PIN game played in teams (null or absent: no teams). */
  teams: Schema.optional(Schema.NullOr(LiveTeams)),
})
export type LiveGameState = typeof LiveGameState.Type

export const GameUpdateType = Schema.Literal(
  "update_group",
  "quiz_received",
  "game_started",
  "game_completed",
  "reset_game",
  /** A question-by-question round's next question is open. */
  "question_opened",
  /** Its answer and the leaderboard are shown. */
  "question_revealed",
)
export type GameUpdateType = typeof GameUpdateType.Type

export type GameUpdate = { readonly type: GameUpdateType } & LiveGameState

/** `game_you`: the receiving player's own rows as of a revision; null when they are not in the game. */
export const LiveYouUpdate = Schema.Struct({ groupId: CleanText, revision: Schema.Number, you: Schema.NullOr(LiveYou) })
export type LiveYouUpdate = typeof LiveYouUpdate.Type

/**
 * The acknowledgement of a successful join_live_game_room: the state and the player's own
 * rows as of the join, so the room never depends on which of the ack and the updates
 * arrives first (updates may come before it, after it, or be paced away entirely).
 */
export const LiveJoinAck = Schema.Struct({
  success: Schema.Literal(true),
  message: CleanText,
  state: LiveGameState,
  you: Schema.NullOr(LiveYou),
})
export type LiveJoinAck = typeof LiveJoinAck.Type

/**
 * The acknowledgement of open_pin_game and join_pin_game: as a join's, with the PIN, whether
 * the socket's user hosts the game, and a guest's identity token for their browser to keep.
 */
export const LivePinAck = Schema.extend(LiveJoinAck, Schema.Struct({ pin: CleanText, host: Schema.Boolean, guestToken: Schema.optional(CleanText) }))
export type LivePinAck = typeof LivePinAck.Type
