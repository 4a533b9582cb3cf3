// The request body cap of a quiz from a source (a player's or the owner's) (the server's default for /api is 1 MiB): the base64 of
// the largest PDF, with room for the JSON around it. Past it, the PDF's own words, without reading it.
import * as Messages from "#schemas/messages.ts"
import { QuizSourceLimits, SOURCE_BODY_MAX_BYTES } from "#schemas/quiz-source-rules.ts"
import { sizeText } from "#schemas/size-text.ts"

export const quizSourcesBodyLimits = [
  { prefix: "/api/quiz/source", bytes: SOURCE_BODY_MAX_BYTES, message: Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)) },
  { prefix: "/api/dashboard/quiz/source", bytes: SOURCE_BODY_MAX_BYTES, message: Messages.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)) },
]
