// The signed-in player's scoreboard and the review of one completed quiz, under /api/quiz/profile;
// a player's personal API token may read them too.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { PlayerData } from "#api/features/accounts/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { CompletionDetail, Scoreboard } from "#schemas/api/quiz-play.ts"
import { CleanText } from "#schemas/text.ts"

export const QuizScoreboardGroup = HttpApiGroup.make("quizScoreboard")
  .add(HttpApiEndpoint.get("totals", "/scoreboard/totals").addSuccess(Scoreboard))
  .add(
    HttpApiEndpoint.get("completed", "/scoreboard/completed/:quizId")
      .setPath(Schema.Struct({ quizId: CleanText }))
      .addSuccess(CompletionDetail)
      .addError(Refusal.Missing),
  )
  .middleware(PlayerData)
  .prefix("/quiz/profile")
