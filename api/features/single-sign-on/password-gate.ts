// PASSWORD_SIGN_IN=off: every way in by password answers 403 before its endpoint runs (the
// owner's and players' sign-in, a player's registration, and the reset by email, which would
// only set a password nobody may use). The screens hide those forms (GET /api/sso says so);
// this is what holds when someone posts to them anyway. test/api/single-sign-on.test.ts
// posts to each path, so a renamed endpoint cannot slip out of this list unnoticed.
import { type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import * as Messages from "#schemas/messages.ts"

export const PASSWORD_PATHS: ReadonlySet<string> = new Set([
  "/api/dashboard/10644",
  "/api/quiz/login",
  "/api/quiz/register",
  "/api/quiz/forgot_password",
  "/api/quiz/reset_password",
])

export const refusePasswordSignIn = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const path = new URL(request.url, "http://x").pathname.replace(/\/+$/, "")
    if (request.method === "POST" && PASSWORD_PATHS.has(path))
      return HttpServerResponse.unsafeJson({ message: Messages.passwordSignInOff, code: "PASSWORD_SIGN_IN_OFF" }, { status: 403 })
    return yield* app
  }) as HttpApp.Default
