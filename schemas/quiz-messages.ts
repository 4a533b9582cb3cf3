// The quiz player's screens' words (the game page, the chooser and generator, a quiz in play, the player's
// profile, quizzes made from a source, the quiz admin's pages): the catalogue's "quiz" area
// (schemas/i18n/catalogue.ts). English, as the product says them; schemas/i18n/es-quiz.ts holds the same keys in
// Spanish. The quiz pages load it with their own chunks, so the home page's first load does not carry it.
// Messages the server also sends stay where they are written (messages.ts) and are named here.
import type { QuestionKind } from "./question-kinds.ts"

export {
  chooserKindsLegend,
  chooserShown,
  fetchAddressInvalid,
  fieldTooLong,
  kindsRequired,
  levelRequired,
  numberRange,
  sourcePdfTooLarge,
  sourceTextTooLong,
  sourceTooLittleText,
  topicRequired,
} from "./messages.ts"
/** How each level and each kind of question reads on screen. */
export { KIND_NAMES as kindNames } from "./question-kinds.ts"
export { LEVEL_LABELS as levelLabels } from "./quiz-rules.ts"

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
