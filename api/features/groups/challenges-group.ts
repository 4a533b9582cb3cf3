// Challenges under /api/quiz (docs/product.md §7): put a quiz to one's group, a group's challenges,
// and the caller's challenges across their groups. Signed-in players only.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"

import { QuizAuth } from "#api/features/accounts/public.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { GroupPath } from "#schemas/api/group.ts"
import { ChallengeItem, ChallengePayload, MyChallenge } from "#schemas/api/group-challenge.ts"
import { MessageBody } from "#schemas/api/message.ts"

export const QuizChallengesGroup = HttpApiGroup.make("quizChallenges")
  .add(
    HttpApiEndpoint.put("issue", "/challenge")
      .setPayload(ChallengePayload)
      .addSuccess(MessageBody)
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing)
      .addError(Refusal.WrongState)
      .addError(Refusal.RateLimited),
  )
  .add(
    HttpApiEndpoint.get("ofGroup", "/group/challenges/:id")
      .setPath(GroupPath)
      .addSuccess(Schema.Array(ChallengeItem))
      .addError(Refusal.NotAllowed)
      .addError(Refusal.Missing),
  )
  .add(HttpApiEndpoint.get("mine", "/profile/challenges/all").addSuccess(Schema.Array(MyChallenge)))
  .middleware(QuizAuth)
  .prefix("/quiz")
