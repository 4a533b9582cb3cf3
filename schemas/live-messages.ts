// The words of the live games (a group's live room and its rounds, question by question, and the quiz night for
// anyone with a PIN: /play, /play/host, the big screen, the phones' answer pads, the podium): the catalogue's
// "live" area (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es-live.ts holds the
// same keys in Spanish. Only the live game's screens import it, so a page without them does not carry it.
// Messages the server also sends (over the socket, whose answers the screens put in the page's language) stay
// where they are written (messages.ts, team-messages.ts, pin-report-messages.ts) and are named here.
import { teamNames } from "./team-messages.ts"

export {
  accountAiShare,
  aiModelNotConfigured,
  aiMonthlyBudget,
  aiNotConfigured,
  aiTimedOut,
  aiUnavailable,
  aiUnusableQuiz,
  keepAnswering,
  kindsRequired,
  levelRequired,
  liveAlreadyAnswered,
  liveAlreadyFinished,
  liveAnswersReceived,
  liveAnswerTaken,
  liveConnections,
  liveGameBusy,
  liveGameReset,
  liveGroupDailyRounds,
  liveGroupNotReady,
  liveJoined,
  liveLeft,
  liveModeChosen,
  liveMoreTimeOff,
  liveMoreTimeOn,
  liveNoRound,
  liveNotAnOption,
  liveNotInGame,
  liveNoTopics,
  liveQuestionByQuestion,
  liveQuestionClosed,
  liveReadyUpdated,
  liveResetConfirm,
  liveResetNotAllowed,
  liveResetTitle,
  liveRoundLost,
  liveRoundOver,
  liveRoundRunning,
  liveRoundStarted,
  liveStarterDailyLimit,
  liveTooManyChanges,
  liveTopicSubmitted,
  liveUnknownMode,
  liveWaitForNextRound,
  nicknameCharacters,
  nicknameLength,
  nicknameNotAllowed,
  nicknameTaken,
  notLiveParticipant,
  numberRange,
  orderAnswer,
  pinAdvanced,
  pinFormat,
  pinGameEnded,
  pinGameFull,
  pinGameOpened,
  pinHostOnly,
  pinJoined,
  pinNoFreePin,
  pinNoPlayers,
  pinNotFound,
  pinPlayAgainAfterRound,
  pinPlayerNotFound,
  pinPlayerRemoved,
  pinPlayingAgain,
  pinRemoved,
  pinReportDownload,
  pinReportLastGame,
  pinReportLastSpreadsheet,
  pinReportNotYet,
  pinReportSpreadsheet,
  pinSignInToHost,
  pollAnswer,
  quizHeldForLiveRound,
  quizNotFound,
  serverTrouble,
  siteAiCeiling,
  sliderAnswer,
  socketFlooded,
  storedQuizPinOnly,
  storeUnavailable,
  submitAnyway,
  teamBetweenRounds,
  teamChosen,
  teamCountRange,
  teamFinished,
  teamLead,
  teamMembers,
  teamMoreMembers,
  teamNextRound,
  teamNonePicked,
  teamPickChoice,
  teamPickingUnknown,
  teamPickTitle,
  teamPlace,
  teamPoints,
  teamsBalanced,
  teamsHowMany,
  teamsHowPicked,
  teamsNoMembers,
  teamsOff,
  teamsPickedForYou,
  teamsPlayersPick,
  teamsPlayWith,
  teamsPodiumTitle,
  teamsScoreRule,
  teamsSet,
  teamsStandingsLabel,
  teamsStandingsTitle,
  teamsTitle,
  teamsTurnedOff,
  teamsWaitingToPick,
  teamUnknown,
  teamYours,
  timeExpired,
  tooManyGuests,
  tooManyPinMisses,
  topicRequired,
  topicSubmissionFailed,
  trueFalseAnswer,
  typedAnswerTooLong,
  unansweredConfirm,
  unansweredTitle,
} from "./messages.ts"
/** A countdown as a screen reader says it ("2 minutes 5 seconds"). */
export { spokenClock } from "./quiz-clock.ts"
/** How each level reads on screen. */
export { LEVEL_LABELS as levelLabels } from "./quiz-rules.ts"
/** The friendly name generator's words ("Plucky Turnip"). */
export { NICKNAME_ADJECTIVES as nicknameAdjectives, NICKNAME_NOUNS as nicknameNouns } from "./live-pin-rules.ts"
export const nicknameOf = (adjective: string, noun: string) => `${adjective} ${noun}`
/** A slider's number as the room reads it (the answer given, the right one, a span of the spread). */
export const sliderNumber = (n: number) => String(n)
// teams: their words are the server's too (team-messages.ts, by way of messages.ts)
/** Each team's name by its number, and a team past the named ones. */
export const teamNamesShown: readonly string[] = teamNames
export const teamNumbered = (n: number) => `Team ${n}`

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const ordinal = (n: number): string => {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th")
  return `${n}${suffix}`
}

// the live room
export const liveGameTitle = (group: string) => `Live game: ${group}`
export const joiningLiveGame = "Joining the live game…"
export const topicsWaiting = (n: number) => (n === 0 ? "No topics waiting" : n === 1 ? "1 topic waiting" : `${n} topics waiting`)
export const roundsPlayed = (n: number) => (n === 1 ? "1 round played" : `${n} rounds played`)
export const liveGameEnded = "This live game has ended."
export const noLongerInGame = "You are no longer in this game (you were away too long, or left it elsewhere)."
export const startNewGame = "Start a new game"
export const joinAgain = "Join again"
export const roundUnderWay = "A round is under way. You will play in the next one."
export const yourRoundIsOn = "Your round is on."
export const goToQuiz = "Go to the quiz"
export const answersInWaiting = "Your answers are in. Waiting for the other players…"
export const roundCompleteMore = "Round complete. More topics remain: get ready and start the next round."
export const roundCompleteNone = "Round complete. No topics remain: submit new topics or reset the game."
export const liveGameActions = "Live game actions"
export const readyDone = "Ready ✓"
export const imReady = "I'm ready"
export const startGame = "Start game"
export const resetGame = "Reset game"
export const scoreboard = "Scoreboard"
export const leaveGame = "Leave game"
export const cancel = "Cancel"
// who is in the room
export const finishedOf = (finished: number, playing: number) => `${finished} of ${playing} finished`
export const roomCounts = (players: number, ready: number, topics: number) =>
  `${plural(players, "player", "players")} · ${ready} ready · ${plural(topics, "topic", "topics")} in`
export const participants = "Participants"
export const youMark = " (you)"
export const finished = "Finished"
export const playing = "Playing"
export const nextRound = "Next round"
export const topicIn = "Topic in"
export const noTopic = "No topic"
export const ready = "Ready"
export const notReady = "Not ready"
export const morePlayers = (n: number) => `and ${plural(n, "more player", "more players")}`
// a whole-quiz round
export const notInLiveGame = "You are not in a live game. Join one from your"
export const quizProfileLink = "quiz profile"
export const notInLiveGameEnd = "."
export const live = "Live"
export const questionsInPlay = (n: number) => ` · ${n} questions in play`
export const roundScores = "Round scores"
export const youGotRight = (correct: number, questions: number) => `You got ${correct} of ${questions} right.`
export const moreTopicsBackToRoom = "More topics remain: head back to the room for the next round."
export const noTopicsResetInRoom = "No topics remain: reset the game in the room to play again."
export const startedBeforeYouJoined = "This round started before you joined. You will play in the next one."
export const liveQuizActions = "Live quiz actions"
export const sending = "Sending…"
export const submitAnswers = "Submit answers"
export const backToRoom = "Back to the live room"
// the scoreboard
export const scoresAfterFirstRound = "Scores appear here after the first round."
export const liveScoreboard = "Live scoreboard"
export const place = "Place"
export const player = "Player"
export const lastRound = "Last round"
export const total = "Total"
export const leading = "Leading"
export const outOf = (correct: number, questions: number) => `${correct} / ${questions}`
export const topOfPlayers = (shown: number, all: number) => `The top ${shown} of ${all} players.`
// a topic for a round
export const submitATopic = "Submit a topic"
export const topic = "Topic"
export const topicPlaceholder = "e.g. Backyard chickens"
export const level = "Level"
export const questions = "Questions"
export const submitting = "Submitting…"
export const submitTopic = "Submit topic"
// the admins' connections check
export const checking = "Checking…"
export const checkConnections = "Check connections"
export const nobodyConnected = "Nobody is connected to this game."
export const connectionsOf = (username: string, sockets: number) => `${username}: ${sockets} connection${sockets === 1 ? "" : "s"}`
// a group's entry to its live game
export const openLiveRoom = "Open live game room"
export const startALiveGame = "Start a live game"
export const forGroup = (action: string, group: string) => `${action} for ${group}`
export const joining = "Joining…"
// while the round's quiz is made
export const getReady = "Get ready!"
export const makingQuizOn = (topic: string) => `Making the quiz on ${topic}…`
export const makingTheQuiz = "Making the quiz…"
export const roundStartsWhenReady = "The round starts for everyone as soon as the quiz is ready."
// how a round is played
export const howToPlay = "How to play"
export const modeWhole = "Whole quiz"
export const modeWholeHint = "Everyone answers the whole quiz at their own pace."
export const modeQuestion = "Question by question"
export const modeQuestionHint =
  "Everyone sees the same question at once. A correct answer earns 500 to 1000 points, the faster the more, plus 100 for each correct answer in a row before it (at most 500)."
// a question at a time
export const questionOf = (n: number, count: number) => `Question ${n} of ${count}`
export const points = (n: number) => `${n} points`
export const yourAnswer = "Your answer:"
export const yourPick = "Your pick"
export const theCorrectAnswer = ", the correct answer"
export const notTheAnswer = ", not the answer"
export const optionKeys = "Arrow keys or the letters move between the options; Enter or Space answers."
export const leaderboard = "Leaderboard"
export const podiumIn = (seconds: number) => `The podium in ${seconds} s…`
export const nextQuestionIn = (seconds: number) => `Next question in ${seconds} s…`
export const soundOn = "Sound on"
export const soundOff = "Sound off"
export const sendYourAnswer = "Send your answer"
export const sendAnswer = "Send answer"
export const podium = "Podium"
export const placeHidden = "Place "
export const finishedWith = (place: number, points: number) =>
  points === 0 ? "You finished with 0 points." : `You finished ${place === 1 ? "first" : `in place ${place}`} with ${points} points.`
// what a question's round says (under the options, and to a screen reader)
export const pollThanks = "Thanks for your vote: a poll has no right answer."
export const pollNoPoints = "A poll: no right answer, no points."
export const correctPoints = (gained: number, streak: number, bonus: number) =>
  `Correct! +${gained} points.${streak >= 2 ? ` ${streak} in a row (+${bonus} streak bonus).` : ""}`
export const closePoints = (gained: number, answer: string) => `Close! +${gained} points. The answer is ${answer}.`
export const notThisTimeAnswer = (answer: string) => `Not this time. The answer is ${answer}.`
export const noAnswerThisTime = (answer: string) => `No answer this time. The answer is ${answer}.`
export const answerInCount = (answered: number, players: number) => `Your answer is in. ${answered} of ${players} answered.`
export const timeIsUpBang = "Time is up!"
export const answeredCount = (answered: number, players: number) => `${answered} of ${players} answered.`
export const placeWithPoints = (place: number, points: number) => (points === 0 ? "You have 0 points." : `You are in place ${place} with ${points} points.`)
export const pollNoRightAnswer = "A poll: no right answer."
export const theAnswerIs = (answer: string) => `The answer is ${answer}.`
export const yourAnswerIsIn = "Your answer is in."
export const timeIsUp = "Time is up."
export const secondsLeft = (seconds: number) => `${seconds} seconds left.`
export const questionOpens = (n: number, count: number, question: string) => `Question ${n} of ${count}: ${question}`
// how a kind of question is answered
export const typeOnPhone = "Type your answer on your phone."
export const orderOnPhone = "Put these in order on your phone, first at the top."
export const pickNumberFromTo = (min: number, max: number, unit: string) => `Pick a number from ${min}${unit} to ${max}${unit} on your phone.`
export const pickNumber = "Pick a number on your phone."
export const answerOnPhone = "Answer on your phone."
// who moved on the leaderboard
export const movedUp = (places: number) => `up ${places}`
export const movedDown = (places: number) => `down ${places}`
export const samePlace = "same place"
// a player's own result on the phone
export const ordinalPlace = (place: number) => `${ordinal(place)} place`
export const zeroPoints = "0 points"
export const placeAndPoints = (place: number, points: number) => `${ordinal(place)} place · ${points} points`
export const thanksForVote = "Thanks for your vote"
export const noVote = "No vote"
export const correctGained = (gained: number) => `Correct +${gained}`
export const closeGained = (gained: number) => `Close +${gained}`
export const notThisTime = "Not this time"
export const noAnswer = "No answer"
export const inARow = (streak: number, bonus: number) => `${streak} in a row (+${bonus} streak bonus)`
export const resultOnItsWay = "Your result is on its way…"
export const joinNextRound = "You join in from the next round."
export const theAnswer = "The answer:"
export const thanksForPlaying = "Thanks for playing!"
export const quizNightPin = (pin: string) => `Quiz night · PIN ${pin}`
// how the room answered, on the big screen
export const howRoomAnswered = "How the room answered"
export const barWords = (option: string, picks: number, share: number, correct: boolean) =>
  `${option}: ${picks} ${picks === 1 ? "player" : "players"}, ${share}%${correct ? ", the correct answer" : ""}`
export const correctAnswerMark = " ✓ Correct answer"
export const shareRight = (right: number, answered: number, share: number, withinReach: boolean) =>
  `${right} of ${answered} ${withinReach ? "within reach" : "right"} (${share}%)`
export const correctAnswerIs = "✓ Correct answer:"
export const correctOrder = "✓ Correct order:"
export const alsoAccepted = (others: readonly string[]) => ` (also ${others.join(", ")})`
export const numbersSpread = "How the room's numbers spread"
export const spanWords = (from: number, to: number, unit: string, count: number, target: boolean) =>
  `${from} to ${to}${unit}: ${count} ${count === 1 ? "player" : "players"}${target ? ", the answer is here" : ""}`
export const answeredOf = (answered: number, players: number) => `${answered} of ${players} answered`
export const moreTimeLeft = (seconds: number) => `More time for players who asked for it: ${seconds} s`
export const topFive = "Top five"
export const itemsToOrder = "Items to put in order"
export const options = "Options"
export const answers = "Answers"
// the host's controls
export const endTheGameAsk = "End the game?"
export const endForEveryone = "End the game for everyone? Its PIN will admit nobody after."
export const endTheGame = "End the game"
export const keepPlaying = "Keep playing"
export const endTheGameMenu = "End the game…"
export const opening = "Opening…"
export const playAgain = "Play again"
export const showTheAnswer = "Show the answer"
export const nextQuestion = "Next question"
export const showThePodium = "Show the podium"
export const hostControls = "Host controls"
// a player's more time
export const moreTimeOn = "More time to answer: on"
export const moreTimeOff = "More time to answer: off"
// the quiz profile's entry to a quiz night
export const quizNightIntro = "Quiz night: anyone in the room joins from their phone with a PIN and a nickname, no account needed."
export const openForAnyone = "Open for anyone with the PIN"
export const joinWithPin = "Join with a PIN"
// /play: a phone joins and plays
export const loading = "Loading…"
export const joinAGame = "Join a game"
export const joinIntro = "Enter the PIN shown on the big screen and a nickname. No account needed."
export const gamePin = "Game PIN"
export const nickname = "Nickname"
export const suggestName = "Suggest a name"
export const join = "Join"
export const joinAnotherGame = "Join another game"
export const suggestATopicNext = "The host may start another round: suggest a topic"
export const youreIn = (nickname: string) => `You're in, ${nickname}!`
export const hostStartingOn = (topic: string) => `Get ready: the host is starting a round on ${topic}…`
export const aNewTopic = "a new topic"
export const waitingForHost = "Waiting for the host to start. Look for your nickname on the big screen."
export const pinAndPlayers = (pin: string, players: number) => `Game PIN ${pin} · ${players} ${players === 1 ? "player" : "players"}`
export const suggestTopicToHost = "Suggest a topic to the host"
export const leaveTheGame = "Leave the game"
export const topicSent = "Topic sent: the host may play it."
export const sendHostTopic = "Send the host a topic"
export const topicYoudLike = "A topic you'd like"
export const sendTheTopic = "Send the topic"
// /play/host: the host's screen
export const hostAQuizNight = "Host a quiz night"
export const hostNeedsNoAccount = "Players join from their phones with the PIN and a nickname; they need no account."
export const signInOnQuizGame = "Sign in on the quiz game"
export const hostIntro =
  "Open a game for anyone with the PIN: show the PIN or the QR code on a big screen, and everyone joins from their phone with a nickname, no account needed. You run the game; you do not play in it."
export const linkCopied = "Link copied"
export const linkNotCopied = "The link could not be copied; select it and copy it by hand."
export const howToJoin = "How to join"
export const joinAt = "Join at"
export const withTheGamePin = "with the game PIN"
export const gamePinSpelled = (digits: string) => `Game PIN ${digits}`
export const qrCodeOfPin = (pin: string) => `QR code of the join link for PIN ${pin}`
export const copyLink = "Copy link"
export const playerRemoved = (nickname: string) => `${nickname} removed`
export const playerCount = (n: number) => `${n} ${n === 1 ? "player" : "players"}`
export const nobodyJoinedYet = "Nobody has joined yet. Nicknames appear here as players join."
export const removeNamed = (nickname: string) => `Remove ${nickname}`
export const remove = "Remove"
export const andMore = (n: number) => `and ${n} more`
export const removeByNickname = "Remove a player by nickname"
export const firstRound = "First round"
export const roundIntro = "A quiz is made on your topic, or on one the players sent, and played one question at a time."
export const startTheRound = "Start the round"
export const playSentTopic = (waiting: number) => `Play a topic the players sent (${waiting} waiting)`
export const againIntro = (topic: string, questions: number) =>
  `The players of the last game are in. Play ${topic} again (${questions} ${questions === 1 ? "question" : "questions"}), or choose another quiz below.`
export const starting = "Starting…"
export const playTopicAgain = (topic: string) => `Play ${topic} again`
export const storedNotLoaded = "The stored quizzes could not be loaded; a topic works just the same."
export const loadingStored = "Loading the stored quizzes…"
export const playAStoredQuiz = "Play a stored quiz"
export const orAStoredQuiz = "Or a stored quiz"
export const storedQuizChoice = (topic: string, level: string, questions: number) => `${topic} · ${level} · ${questions} questions`
export const playThisQuiz = "Play this quiz"
export const aStoredQuiz = "A stored quiz"
export const quizNightJoinAt = "Quiz night · join at"
export const pin = "PIN"
export const yourTopic = "your topic"
