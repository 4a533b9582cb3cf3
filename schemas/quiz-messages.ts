// The quiz player's screens' words (the game page, the chooser and generator, a quiz in play, the player's
// profile, quizzes made from a source, the quiz admin's pages): the catalogue's "quiz" area
// (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es-quiz.ts holds the same keys in
// Spanish. The quiz pages load it with their own chunks, so the home page's first load does not carry it.
// Messages the server also sends stay where they are written (messages.ts) and are named here.
import type { QuestionKind } from "./question-kinds.ts"

/** The quiz chooser's filter: which kinds of question the listed quizzes may hold. */
export const chooserKindsLegend = "Show quizzes made only of"
export const chooserShown = (shown: number, all: number): string =>
  shown === all
    ? `${all} quiz${all === 1 ? "" : "zes"}.`
    : shown === 0
      ? "None of these quizzes is made only of the kinds ticked. Tick more kinds, or generate one above."
      : `${shown} of ${all} quizzes are made only of the kinds ticked.`

export {
  acceptedTooLong,
  accountAiShare,
  aiModelNotConfigured,
  aiMonthlyBudget,
  aiNotConfigured,
  aiTimedOut,
  aiUnavailable,
  aiUnusableQuiz,
  alreadyGraded,
  answerGivenAway,
  answersAfterSubmitting,
  answersHeldForGrading,
  answersHeldForLiveRound,
  answersLocked,
  barelyPassedQuiz,
  basicDailyLimit,
  checkChoseOther,
  checkGaveNoAnswer,
  choiceCount,
  choiceEmpty,
  choicesNearlySame,
  choicesSame,
  completionNotFound,
  correctAnswerInOptions,
  correctNotAnOption,
  correctTwice,
  deletedPlayer,
  excellentQuiz,
  fetchAddressInvalid,
  fieldTooLong,
  finishGradedFirst,
  funHeldForGrading,
  generationCrossSite,
  gradedAfterPractice,
  gradeOtherUser,
  guestGenerationLimit,
  highQualityNeedsSignIn,
  highQualityQuotaUsed,
  keepAnswering,
  keyStandsOut,
  kindsRequired,
  levelRequired,
  lookAgain,
  mediocreQuiz,
  noCorrectAnswer,
  notAQuizLevel,
  notQuizAdmin,
  numberRange,
  optionAboutOthers,
  orderAnswer,
  perfectQuiz,
  pollAnswer,
  questionKept,
  questionKindKept,
  questionNoExplanation,
  questionNoId,
  questionNoText,
  questionNotFound,
  questionNotStale,
  questionNotValid,
  questionRepeats,
  questionSameId,
  questionsNotAsRequested,
  questionsOutOfRange,
  questionUpdated,
  quizCompleted,
  quizLoadFailed,
  quizModelChoice,
  quizNoTopic,
  quizNotValid,
  quizUserNotFound,
  ratingRequired,
  ratingSaved,
  reportExplanationRequired,
  reportNameRequired,
  reportNotFound,
  reportOptionUnknown,
  reportOtherQuestion,
  reportReceived,
  resultHeldNote,
  siteAiCeiling,
  sliderAnswer,
  sliderAnswerOff,
  sliderMarginNegative,
  sliderMaxNotAboveMin,
  sliderNotNumbers,
  sliderStepNotAboveZero,
  sliderTooManyPositions,
  sliderUnitTooLong,
  solidQuiz,
  sourceCategoryEmpty,
  sourcePageNotReadable,
  sourcePdfNotReadable,
  sourcePdfTooLarge,
  sourceQuizNeedsSignIn,
  sourceTextTooLong,
  sourceTooLittleText,
  staleRegenerated,
  staleSourceGone,
  startBeforeGrading,
  submitAnyway,
  timeExpired,
  tookTheQuiz,
  tooManyReports,
  tooManyScreenshots,
  topicRequired,
  trueFalseAnswer,
  typedAnswerTooLong,
  unansweredConfirm,
  unansweredTitle,
  unknownQuestionKind,
  userInfoUpdated,
} from "./messages.ts"
/** A time left as a screen reader says it ("2 minutes 5 seconds"), and the few points it is announced at. */
export { spokenClock, spokenMark } from "./quiz-clock.ts"
/** How each level and each kind of question reads on screen. */
export { KIND_NAMES as kindNames } from "./question-kinds.ts"
export { LEVEL_LABELS as levelLabels } from "./quiz-rules.ts"
/** A reported question's quiz: "Canning (high school)". */
export { reportTopic } from "./quiz-rules.ts"

// the generator
export const generateAQuiz = "Generate a quiz"
export const topic = "Topic"
export const topicPlaceholder = "e.g. Backyard chickens"
export const level = "Level"
export const chooseALevel = "Choose a level"
export const questions = "Questions"
export const questionRange = (min: number, max: number) => `${min} to ${max}`
export const quality = "Quality"
export const qualityBasic = "Basic"
export const qualityHigh = "High-quality"
export const highQualityLeft = (left: number) => `High-quality quizzes use a stronger model. ${left} of today's high-quality quizzes left.`
export const generating = "Generating…"
export const generateQuiz = "Generate quiz"
export const writingQuiz = "Writing your quiz… this can take a little while."
// the kinds of question
export const kindsOfQuestion = "Kinds of question"
/** What each kind asks of a player, beside its name. */
export const kindHints: Readonly<Record<QuestionKind, string>> = {
  multiple_choice: "one right option",
  true_false: "true or false",
  type_answer: "small typos forgiven",
  order: "put items in order",
  slider: "points by closeness",
  poll: "no right answer, no points",
}
/** How a question of each kind asks to be answered, beside the question (multiple choice says nothing). */
export const kindPrompts: Readonly<Record<Exclude<QuestionKind, "multiple_choice">, string>> = {
  true_false: "True or false?",
  type_answer: "Type the answer.",
  order: "Put in order.",
  slider: "Pick a number.",
  poll: "Poll: no right answer.",
}
// the chooser
export const quizzesNotTaken = "Quizzes you have not taken"
export const earlierQuizzes = "Earlier quizzes"
export const hideQuizzes = "Hide quizzes"
export const chooseAQuiz = "Choose a quiz"
export const loadingQuizzes = "Loading quizzes…"
export const noQuizzesYet = "No quizzes yet. Generate the first one above."
export const questionCount = (n: number) => `${n} question${n === 1 ? "" : "s"}`
export const takeThisQuiz = "Take this quiz"
export const takeThisQuizNamed = (topic: string, level: string) => `Take this quiz: ${topic}, ${level}`
export const notRatedYet = "Not rated yet"
export const ratedOutOfFive = (average: number, count: number) => `Rated ${average.toFixed(2)} out of 5 (${count === 1 ? "1 rating" : `${count} ratings`})`
// quizzes made from a source
export const sourceChoices = {
  topic: "A topic",
  recipe: "One recipe",
  post: "One journal post",
  recipe_category: "A category of recipes",
  post_tag: "Posts with a tag",
  text: "Text you paste",
  url: "A web page",
  pdf: "A PDF",
}
/** What a chosen kind of source still needs. */
export const chooseSource = {
  recipe: "Choose a recipe.",
  post: "Choose a journal post.",
  recipe_category: "Choose a category.",
  post_tag: "Choose a tag.",
  url: "Enter the page's address.",
}
export const choosePdf = "Choose a PDF file."
export const addressField = "Address"
export const makeItFrom = "Make it from"
export const loading = "Loading…"
export const nothingHereYet = "Nothing here yet"
export const chooseOne = "Choose one"
export const titleOptional = "Title (optional)"
export const text = "Text"
export const upToCharacters = (max: number) => `Up to ${max.toLocaleString("en")} characters.`
export const pageAddress = "Page address"
export const addressPlaceholder = "https://"
export const pdfFile = "PDF file"
export const upToMegabytes = (megabytes: number) => `Up to ${megabytes} MB.`
export const from = "From:"
export const makeAQuiz = "Make a quiz"
export const makeAQuizFrom = (name: string) => `Make a quiz from ${name}`
export const makeAQuizIntro =
  "A quiz for the quiz game from one of your recipes or posts, a category of them, your own text, a web page or a PDF. Each question keeps the passage it came from, shown to players after they answer."
export const whatQuizIsMadeFrom = "What the quiz is made from"
export const makingTheQuiz = "Making the quiz…"
export const makeTheQuiz = "Make the quiz"
export const writingTheQuiz = "Writing the quiz… this can take a little while."
export const quizMade = (topic: string, level: string) => `Quiz made: ${topic} (${level})`
export const questionsListed = (n: number) => `${n} question${n === 1 ? "" : "s"}, listed for players in the quiz game.`
export const openInQuizGame = "Open it in the quiz game"
// stale questions
export const staleQuestions = "Stale questions"
export const staleQuestionsIntro = "Questions drawn from a recipe or post that has changed or been deleted since."
export const loadingStaleQuestions = "Loading stale questions…"
export const noStaleQuestions = "No stale questions."
export const staleFrom = (label: string, deleted: boolean) => `From: ${label} — ${deleted ? "deleted" : "changed"}`
export const regenerating = "Regenerating…"
export const regenerate = (count: number) => `Regenerate ${count === 1 ? "this question" : `these ${count} questions`}`
// the game page
export const quizGame = "Quiz Game"
export const quizGameIntro =
  "Pick a topic and a level and get a fresh multiple-choice quiz. Guests play for fun; log in to grade your quizzes, keep a scoreboard and challenge your groups."
export const loadingTheQuiz = "Loading the quiz…"
export const gradedAreTimed = (seconds: number) => `Graded quizzes are timed: ${seconds} seconds a question.`
export const loadingAnswers = "Loading answers…"
export const quizActions = "Quiz actions"
export const submitForGrading = "Submit for grading"
export const finishQuiz = "Finish quiz"
export const showAnswers = "Show answers"
export const grading = "Grading…"
export const seeScore = "See score"
export const reset = "Reset"
export const loadingEarlierResult = "Loading your earlier result…"
// starting, finishing and rating a quiz
export const readyToStart = "Ready to start?"
export const groupChallengeNote = "A group challenge: it is graded, and your score is shown to the group."
export const gradeMe = "Grade me"
export const guestsPlayForFun = "Guests play for fun. Log in to have your quizzes graded and kept on your scoreboard."
export const gradedRules = (clock: string, seconds: number) =>
  `Graded: you have ${clock} (${seconds} seconds a question) and one attempt. The answers are shown when you finish.`
export const funRules = "For fun: no clock and no score on your scoreboard."
export const starting = "Starting…"
export const start = "Start"
export const goBack = "Go back"
export const alreadyTookQuiz = "You already took this quiz"
export const quizComplete = "Quiz complete"
export const answersLate = "Your answers arrived after the time was up, so they could not be counted."
export const takenForFunNote = "Taken for fun: saved to your fun list, not your score."
export const reviewAnswers = "Review answers"
export const backToGameRoom = "Back to the game room"
export const rateThisQuiz = "Rate this quiz"
export const yourRating = "Your rating"
export const stars = (n: number) => `${n} star${n === 1 ? "" : "s"}`
export const reviewOptional = "Review (optional)"
export const saving = "Saving…"
export const submitRating = "Submit rating"
// a quiz in play
export const answeredOf = (answered: number, all: number) => `${answered} of ${all} answered`
export const rightOf = (right: number, all: number) => `${right} of ${all} right`
export const time = "Time"
export const timeLabel = (spoken: string) => `Time: ${spoken}`
export const reportAProblem = "Report a problem"
export const withQuestion = (n: number) => ` with question ${n}`
export const reportAProblemWith = (n: number) => `Report a problem with question ${n}`
export const yourName = "Your name"
export const whichOption = "Which option? (optional)"
export const theQuestionItself = "The question itself"
export const whatIsWrong = "What is wrong?"
export const sendReport = "Send report"
export const cancel = "Cancel"
export const yourAnswer = "Your answer"
export const firstAtTheTop = "First at the top. Move an item with its up and down buttons."
export const notAnsweredUntilMoved = " Not answered until you move one."
export const moveItem = (item: string, up: boolean) => `Move "${item}" ${up ? "up" : "down"}`
export const movedTo = (item: string, place: number, all: number) => `"${item}" is now number ${place} of ${all}.`
export const notSetYet = "Not set yet"
export const slideToNumber = "Slide to your number"
export const orTypeIt = (min: string, max: string, step: number) => `Or type it (${min} to ${max}, steps of ${step})`
/** A slider's number as the slider and the review show it: in English written plainly, as it is typed (a year stays 1969). */
export const sliderNumber = (n: number) => String(n)
// answers reviewed
export const verdicts = { right: "Right", close: "Close", wrong: "Wrong", unanswered: "Not answered", poll: "No right answer" }
export const yourOrder = "Your order:"
export const inPlace = "✓ in place"
export const belongsAt = (place: number) => `✗ belongs at ${place}`
export const yourAnswerIs = "Your answer:"
export const correctAnswerIs = "— the correct answer is"
export const answerIs = "— the answer is"
export const rightOrder = "— the right order:"
export const pollNote = ": a poll asks what you think, and earns no points."
export const yourPick = "Your pick:"
export const points = "Points:"
export const pointsOf = (earned: number) => `${earned} of 1 ${earned === 1 ? "point" : "points"}`
// the player's profile
export const quizProfile = "Quiz Profile"
export const quizProfileIntro = "Your live games, challenges, groups and scoreboard, all in one place."
export const logInForProfile = "Log in to see your groups, challenges and scoreboard."
export const tokenPurpose = "A token lets a script read your scoreboard and quiz history."
export const scoreboard = "Scoreboard"
export const loadingScoreboard = "Loading your scoreboard…"
export const correctAnswers = "Correct answers"
export const questionsAnswered = "Questions answered"
export const score = "Score"
export const byLevel = "By level"
export const takeGradedForLevels = "Take a graded quiz to see your score by level."
export const correct = "Correct"
export const gradedQuizzes = "Graded quizzes"
export const noGradedQuizzes = "No graded quizzes yet."
export const takenForFun = "Taken for fun"
export const noFunQuizzes = "No quizzes taken for fun yet."
export const downloadHistory = "Download my quiz history (CSV)"
export const detailsOf = (topic: string) => `Details of ${topic}`
export const details = "Details"
/** "Mar 4, 2025". */
export const shortDate = (date: Date) => date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric" })
export const loadingYourAnswers = "Loading your answers…"
export const questionNumber = (n: number) => `Question ${n}`
export const right = "Right"
export const wrong = "Wrong"
export const yourAnswerWas = (given: string | null) => `your answer: ${given ?? "none"}`
export const correctWas = "; correct:"
export const fairPlay = "Fair play"
export const fairPlayTimed = (seconds: number) =>
  `Graded quizzes are timed by the server: ${seconds} seconds a question, counted from the moment you press Start. Reloading the page or switching tabs does not stop the clock.`
export const fairPlayOnce = "Each quiz can be graded once. There is no retake and no practice run of a quiz once its graded attempt has started."
export const fairPlayRevealed = "Answers and explanations are revealed only after you finish. Answers sent after the time is up are recorded but not counted."
export const fairPlayHonest = "Please answer on your own, without looking things up. The scoreboard is only fun if it is honest."
// the quiz admin's page
export const quizAdmin = "Quiz Admin"
export const quizAdminIntro = "Review reported questions and player feedback, correct questions, and update a player's account."
export const aiUseThisMonth = "AI use this month"
export const loadingAiUse = "Loading the AI use…"
/** What each kind of AI call was for. */
export const aiCallKinds = {
  solo: "Players' quizzes",
  live: "Live rounds",
  verification: "Checks of quizzes' answers",
  coach: "Coach",
  recipe_import: "Recipes read from pages",
}
export const count = (n: number) => n.toLocaleString("en-US")
export const money = (n: number) => n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 })
export const spentNoBudget = (spent: string, month: string) => `${spent} spent in ${month} on priced models; no monthly budget is set (AI_MONTHLY_BUDGET).`
export const spentOfBudget = (spent: string, budget: string, month: string, over: boolean) =>
  `${spent} of the budget of ${budget} spent in ${month}.${over ? " The budget is spent: quizzes and the coach wait for next month." : ""}`
export const noAiCalls = "No calls to the AI provider this month."
export const aiCallsTable = "AI calls this month by kind and model"
export const kind = "Kind"
export const model = "Model"
export const calls = "Calls"
export const tokensSent = "Tokens sent"
export const tokensReceived = "Tokens received"
export const cost = "Cost"
export const noPrice = "No price for this model in AI_PRICES"
export const generalFeedback = "General feedback"
export const loadingFeedback = "Loading feedback…"
export const noFeedbackYet = "No feedback yet."
export const guest = "Guest"
export const screenshotSent = "Screenshot sent with this feedback"
export const updateUserInfo = "Update user info"
export const username = "Username"
export const password = "Password"
export const confirmPassword = "Confirm password"
export const emailOptional = "Email (optional)"
export const emailOnlyForReset = "Only used to reset the password."
export const updateUser = "Update user"
/** "Mar 4, 2025, 3:07 PM" in the admin's own time zone. */
export const shortDateTime = (date: Date) =>
  date.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit" })
// the questions under review: reported, flagged by play, reviewed
export const questionsNeedingReview = "Questions needing review"
export const loadingReports = "Loading question reports…"
export const noOpenReports = "No open reports. Nice."
export const reviewedLast30Days = "Reviewed in the last 30 days"
export const nothingReviewed = "Nothing reviewed in the last 30 days."
export const reportsReviewedTable = "Reports reviewed in the last 30 days"
export const aboutTheOption = "About the option"
export const quoted = (text: string) => `“${text}”`
export const optionInFormBelow = (label: string) => ` (${label} in the form below)`
export const optionSinceChanged = " (since changed or removed)"
export const reportedBy = "Reported by"
export const questionGone = "This question no longer exists."
export const quizColumn = "Quiz"
export const questionColumn = "Question"
export const reportColumn = "Report"
export const reviewedBy = "Reviewed by"
export const reviewed = "Reviewed"
export const flaggedByPlay = "Flagged by play"
export const flaggedByPlayIntro =
  "Questions whose key the strongest players doubt, or whose share of correct answers is far from what their level expects. A correction starts their figures afresh."
export const loadingFlagged = "Loading the questions play flags…"
export const noneFlagged = "Play has flagged no question."
export const keeping = "Keeping…"
export const keepAsIs = "Keep as it is"
/** Why play flagged a question: the strongest quarter doubts its key. */
export const keyLooksWrong = (strongAnswers: number, picks: number, option: string, keyPicks: number, key: string) =>
  `The key looks wrong: of ${strongAnswers} answers from the strongest quarter of players, ${picks} picked “${option}” and ${keyPicks} the key “${key}”.`
/** Why play flagged a question: its share correct is outside its level's band (shares already written as "62 %"). */
export const levelOff = (tooHard: boolean, share: string, level: string, low: string, high: string) =>
  `${tooHard ? "Too hard" : "Too easy"} for its level: ${share} answered correctly; ${level} questions are expected to be answered correctly by ${low} to ${high} of players.`
// how a question fares in play
export const loadingFigures = "Loading how it fared in play…"
export const inPlay = "In play"
export const notAnsweredInPlay = "In play: not answered yet (since its last correction)."
export const keptAsItIsBy = "Kept as it is by"
export const keptOn = "on"
export const keptWhen = (answered: number) => `, when ${answered} ${answered === 1 ? "player had" : "players had"} answered it.`
export const inPlayAnsweredBy = "In play: answered by"
export const playersComma = (answered: number) => `${answered === 1 ? "player" : "players"},`
export const correctByQuarter = (strongest: number, strongestAnswered: number, weakest: number, weakestAnswered: number) =>
  `correct. Strongest quarter: ${strongest} of ${strongestAnswered} correct; weakest quarter: ${weakest} of ${weakestAnswered}.`
export const picksOfEachOption = "Picks of each option"
export const optionColumn = "Option"
export const pickedBy = "Picked by"
export const strongestQuarter = "Strongest quarter"
export const weakestQuarter = "Weakest quarter"
export const keyBadge = " (key)"
// a question's history
export const history = "History"
export const loadingHistory = "Loading the history…"
export const droppedWhenMade = "Dropped when the quiz was made"
export const droppedWhy = (count: number) => ` (${count}): the check of the answers did not pick their keys.`
export const notEditedYet = "Not edited yet."
export const emptyField = "(empty)"
// correcting a question
export const updateQuestion = "Update question"
export const questionField = "Question"
export const statement = "Statement"
export const optionsPickCorrect = "Options (pick the correct one)"
export const optionIsCorrect = (letter: string) => `Option ${letter} is correct`
export const optionNamed = (label: string) => `Option ${label}`
export const correctAnswer = "Correct answer"
export const explanation = "Explanation"
export const explanationOptional = "Explanation (optional)"
export const kindStays = (kind: string) => `A ${kind} question; it stays one.`
/** The legend of the list a kind is made of. */
export const listLegends = {
  type_answer: "Accepted answers (blank boxes are dropped)",
  order: "Items, in the right order (blank boxes are dropped)",
  poll: "Options (blank boxes are dropped)",
}
export const acceptedAnswerBox = (n: number) => `Accepted answer ${n}${n === 1 ? " (shown as the answer)" : ""}`
export const itemBox = (n: number) => `Item ${n}${n === 1 ? " (first)" : ""}`
export const statementIs = "The statement is"
export const trueWord = "True"
export const falseWord = "False"
export const forgive = "Forgive"
export const forgiveCase = "Capital letters"
export const forgiveAccents = "Accents"
export const forgiveTypos = "Small typos"
export const slider = "Slider"
export const lowestNumber = "Lowest number"
export const highestNumber = "Highest number"
export const step = "Step"
export const answer = "Answer"
export const margin = "Margin (no points this far from the answer)"
export const unitOptional = "Unit (optional)"
// the question form's checks
export const enterQuestion = "Please enter the question."
export const enterExplanation = "Please enter the explanation."
export const needTwoOptions = "A question needs at least two options."
export const optionsDifferent = "Each option must be different."
export const enterAccepted = "Please enter at least one accepted answer."
export const acceptedDifferent = "Each accepted answer must be different."
export const itemsAtLeast = (n: number) => `Put at least ${n} items in order.`
export const itemsDifferent = "Each item must be different."
export const pollTwoOptions = "A poll needs at least two options."
export const sliderNumbersRequired = "Please enter the slider's lowest and highest numbers, its step, the answer and the margin."
export const highestAboveLowest = "The highest number must be above the lowest."
export const stepAboveZero = "The step must be above 0."
export const answerOnSlider = "The answer must be on the slider, from its lowest number to its highest."
export const marginNotNegative = "The margin cannot be below 0."
