// Taking a quiz, under /api/quiz: recording the start, revealing answers, server grading.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { GradedQuiz, GradeQuiz, RevealAnswers, RevealedAnswers, StartedQuiz, StartQuiz } from "#schemas/api/quiz-play.ts"

export const QuizPlayGroup = HttpApiGroup.make("quizPlay")
  .add(
    HttpApiEndpoint.put("start", "/profile/start_quiz")
      .setPayload(StartQuiz)
      .addSuccess(StartedQuiz)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .middleware(QuizAuth),
  )
  .add(
    HttpApiEndpoint.post("answers", "/answers")
      .setPayload(RevealAnswers)
      .addSuccess(RevealedAnswers)
      .addError(Refusal.Invalid)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing),
  )
  .add(
    HttpApiEndpoint.put("grade", "/profile/grade_quiz")
      .setPayload(GradeQuiz)
      .addSuccess(GradedQuiz)
      .addError(Refusal.Invalid)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .middleware(QuizAuth),
  )
  .prefix("/quiz")
