// Quiz player accounts under /api/quiz: register, sign in and out, profile.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"

import { Forbidden, TooManyRequests, Unauthorized } from "#api/platform/http/errors.ts"
import { Refusal } from "#api/platform/http/refusals.ts"
import { MessageBody } from "#schemas/api/message.ts"
import { QuizCredentials, QuizProfileUpdate, QuizRegistration, QuizUserInfo } from "#schemas/api/quiz-user.ts"

import { QuizAuth } from "./quiz-auth.ts"

export const QuizAccountsGroup = HttpApiGroup.make("quizAccounts")
  .add(
    HttpApiEndpoint.post("register", "/register")
      .setPayload(QuizRegistration)
      .addSuccess(QuizUserInfo)
      .addError(Refusal.WrongState)
      .addError(Refusal.RateLimited),
  )
  .add(HttpApiEndpoint.post("login", "/login").setPayload(QuizCredentials).addSuccess(QuizUserInfo).addError(Unauthorized).addError(TooManyRequests))
  .add(HttpApiEndpoint.post("logout", "/logout").addSuccess(MessageBody).addError(Refusal.Unauthenticated).middleware(QuizAuth))
  .add(
    HttpApiEndpoint.put("updateProfile", "/profile")
      .setPayload(QuizProfileUpdate)
      .addSuccess(QuizUserInfo)
      .addError(Forbidden)
      .addError(TooManyRequests)
      .addError(Refusal.WrongState)
      .addError(Refusal.Unauthenticated)
      .middleware(QuizAuth),
  )
  .add(HttpApiEndpoint.del("deleteProfile", "/profile").addSuccess(MessageBody).addError(Refusal.Unauthenticated).middleware(QuizAuth))
  .prefix("/quiz")
