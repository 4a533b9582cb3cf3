// The server's answers on the quiz, groups and live screens, in Spanish: each one the catalogue names is found
// from its English words (with its values, a plural or a list included) and said with the same values.
import { describe, expect, it } from "vitest"

import * as Live from "../live-messages.ts"
import * as Messages from "../messages.ts"
import { KIND_NAMES, QUESTION_KINDS } from "../question-kinds.ts"
import { QuizSourceLimits } from "../quiz-source-rules.ts"
import { sizeText } from "../size-text.ts"
import { translated } from "./catalogues.ts"
import { es } from "./es.ts"
import { reworded } from "./reword.ts"

const kinds = QUESTION_KINDS.join(", ")

/** Each message as the server writes it, beside the Spanish the catalogue holds for it. */
const QUIZ: readonly (readonly [string, string, string])[] = [
  ["accountAiShare", Messages.accountAiShare(40), es.quiz.accountAiShare(40)],
  ["aiModelNotConfigured", Messages.aiModelNotConfigured("AI_MODEL_HQ"), es.quiz.aiModelNotConfigured("AI_MODEL_HQ")],
  ["aiMonthlyBudget", Messages.aiMonthlyBudget, es.quiz.aiMonthlyBudget],
  ["aiNotConfigured", Messages.aiNotConfigured, es.quiz.aiNotConfigured],
  ["aiTimedOut", Messages.aiTimedOut, es.quiz.aiTimedOut],
  ["aiUnavailable", Messages.aiUnavailable, es.quiz.aiUnavailable],
  ["aiUnusableQuiz", Messages.aiUnusableQuiz, es.quiz.aiUnusableQuiz],
  ["basicDailyLimit", Messages.basicDailyLimit(50), es.quiz.basicDailyLimit(50)],
  ["guestGenerationLimit", Messages.guestGenerationLimit(5), es.quiz.guestGenerationLimit(5)],
  ["highQualityNeedsSignIn", Messages.highQualityNeedsSignIn, es.quiz.highQualityNeedsSignIn],
  ["highQualityQuotaUsed", Messages.highQualityQuotaUsed, es.quiz.highQualityQuotaUsed],
  ["siteAiCeiling", Messages.siteAiCeiling, es.quiz.siteAiCeiling],
  ["quizModelChoice", Messages.quizModelChoice, es.quiz.quizModelChoice],
  ["alreadyGraded", Messages.alreadyGraded, es.quiz.alreadyGraded],
  ["answersAfterSubmitting", Messages.answersAfterSubmitting, es.quiz.answersAfterSubmitting],
  ["answersHeldForGrading (1 minute)", Messages.answersHeldForGrading(1), es.quiz.answersHeldForGrading(1)],
  ["answersHeldForGrading (minutes)", Messages.answersHeldForGrading(12), es.quiz.answersHeldForGrading(12)],
  ["answersHeldForLiveRound", Messages.answersHeldForLiveRound, es.quiz.answersHeldForLiveRound],
  ["answersLocked", Messages.answersLocked, es.quiz.answersLocked],
  ["completionNotFound", Messages.completionNotFound, es.quiz.completionNotFound],
  ["finishGradedFirst", Messages.finishGradedFirst, es.quiz.finishGradedFirst],
  ["funHeldForGrading (1 minute)", Messages.funHeldForGrading(1), es.quiz.funHeldForGrading(1)],
  ["funHeldForGrading (minutes)", Messages.funHeldForGrading(7), es.quiz.funHeldForGrading(7)],
  ["generationCrossSite", Messages.generationCrossSite, es.quiz.generationCrossSite],
  ["gradeOtherUser", Messages.gradeOtherUser, es.quiz.gradeOtherUser],
  ["gradedAfterPractice", Messages.gradedAfterPractice, es.quiz.gradedAfterPractice],
  ["perfectQuiz", Messages.perfectQuiz, es.quiz.perfectQuiz],
  ["questionKindKept", Messages.questionKindKept(KIND_NAMES.true_false), es.quiz.questionKindKept(KIND_NAMES.true_false)],
  ["questionNotStale", Messages.questionNotStale, es.quiz.questionNotStale],
  ["quizCompleted", Messages.quizCompleted, es.quiz.quizCompleted],
  ["quizUserNotFound", Messages.quizUserNotFound, es.quiz.quizUserNotFound],
  ["ratingSaved", Messages.ratingSaved, es.quiz.ratingSaved],
  ["reportOptionUnknown", Messages.reportOptionUnknown, es.quiz.reportOptionUnknown],
  ["reportReceived", Messages.reportReceived, es.quiz.reportReceived],
  ["sourceCategoryEmpty", Messages.sourceCategoryEmpty("recipes"), es.quiz.sourceCategoryEmpty("recipes")],
  ["sourcePageNotReadable", Messages.sourcePageNotReadable, es.quiz.sourcePageNotReadable],
  ["sourcePdfNotReadable", Messages.sourcePdfNotReadable, es.quiz.sourcePdfNotReadable],
  ["sourcePdfTooLarge", Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)), es.quiz.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes))],
  ["sourceQuizNeedsSignIn", Messages.sourceQuizNeedsSignIn, es.quiz.sourceQuizNeedsSignIn],
  ["staleRegenerated (1)", Messages.staleRegenerated(1), es.quiz.staleRegenerated(1)],
  ["staleRegenerated (many)", Messages.staleRegenerated(4), es.quiz.staleRegenerated(4)],
  ["staleSourceGone", Messages.staleSourceGone, es.quiz.staleSourceGone],
  ["startBeforeGrading", Messages.startBeforeGrading, es.quiz.startBeforeGrading],
  ["tooManyReports", Messages.tooManyReports, es.quiz.tooManyReports],
  ["tooManyScreenshots", Messages.tooManyScreenshots, es.quiz.tooManyScreenshots],
  ["unknownQuestionKind", Messages.unknownQuestionKind("essay", kinds), es.quiz.unknownQuestionKind("essay", kinds)],
]
const GROUPS_AND_LIVE: readonly (readonly [string, string, string])[] = [
  ["groupEventsFromServer", Messages.groupEventsFromServer, es.groups.groupEventsFromServer],
  ["groupRoomJoined", Messages.groupRoomJoined, es.groups.groupRoomJoined],
  ["socketFlooded", Messages.socketFlooded, es.live.socketFlooded],
]

describe("the quiz, groups and live screens' server answers in Spanish", () => {
  it.each([...QUIZ, ...GROUPS_AND_LIVE])("%s is said in Spanish, values and all", (_, english, spanish) => {
    expect(translated(english, "es")).toBe(spanish)
    expect(spanish).not.toBe(english)
  })

  it("keeps the values a message was given, in the reader's words where they are the product's", () => {
    expect(translated(Messages.basicDailyLimit(50), "es")).toContain("50")
    expect(translated(Messages.unknownQuestionKind("essay", kinds), "es")).toContain(`«essay»`)
    expect(translated(Messages.unknownQuestionKind("essay", kinds), "es")).toContain(kinds)
    expect(translated(Messages.questionKindKept(KIND_NAMES.true_false), "es")).toContain(es.quiz.kindNames.true_false)
    expect(translated(Messages.sourceCategoryEmpty("posts"), "es")).toBe("No hay entradas en esa categoría.")
  })

  it("lets the live screens say a live round's generator refusal and a closed flood in Spanish from their own area", () => {
    expect(reworded(Live, es.live, Messages.aiTimedOut)).toBe(es.quiz.aiTimedOut)
    expect(reworded(Live, es.live, Messages.accountAiShare(40))).toBe(es.quiz.accountAiShare(40))
    expect(reworded(Live, es.live, Messages.socketFlooded)).toBe(es.live.socketFlooded)
  })
})
