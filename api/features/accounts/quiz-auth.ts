// Quiz sign-in: `Authorization: Bearer <jwt>`. The token must be genuine, unexpired, not
// revoked (signed out or replaced), of the user's current session generation (a password
// change or reset ends older ones), and its user must still exist; the user's current
// name and admin flag come from the read model, not from the token.
//
// Later features put `.middleware(QuizAuth)` on endpoints for signed-in players, provide
// `QuizAuthLive` to their group's layer, and read the player with `yield* CurrentQuizUser`.
// Admin-only handlers start with `yield* requireQuizAdmin` (403 otherwise) and declare
// `.addError(Forbidden)`. Guests-welcome endpoints use `optionalQuizUser`.
import { HttpApiMiddleware, HttpApiSecurity, HttpServerRequest } from "@effect/platform"
import { Context, Effect, Layer } from "effect"

import type { App } from "#api/compose.ts"
import { Forbidden, Unauthorized } from "#api/platform/http/errors.ts"
import { AppService } from "#api/platform/http/handlers.ts"
import { verifyQuizToken } from "#engine/auth/quiz-token.ts"
import * as Messages from "#schemas/messages.ts"

export interface QuizPrincipal {
  readonly userId: string
  readonly username: string
  readonly email: string | null
  readonly isAdmin: boolean
  /** The token this request was made with. */
  readonly token: { readonly jti: string; readonly expiresAt: Date; readonly generation: number }
}

export class CurrentQuizUser extends Context.Tag("CurrentQuizUser")<CurrentQuizUser, QuizPrincipal>() {}

export class QuizAuth extends HttpApiMiddleware.Tag<QuizAuth>()("QuizAuth", {
  failure: Unauthorized,
  provides: CurrentQuizUser,
  security: { bearer: HttpApiSecurity.bearer },
}) {}

export type Authentication = { readonly ok: true; readonly user: QuizPrincipal } | { readonly ok: false; readonly error: Unauthorized }

const refused = (message: string, code?: string): Authentication => ({
  ok: false,
  error: new Unauthorized(code === undefined ? { message } : { message, code }),
})

/** Whether a signed-in principal's session still counts (checked again on every socket event). */
export const sessionAlive = async (app: App, user: QuizPrincipal, now = new Date()): Promise<boolean> =>
  user.token.expiresAt > now && (await app.services.sessionChecks.alive({ userId: user.userId, jti: user.token.jti, generation: user.token.generation }))

export const authenticateQuizToken = async (app: App, token: string, now = new Date()): Promise<Authentication> => {
  if (token === "") return refused(Messages.notSignedIn)
  const check = await verifyQuizToken(await app.secrets.quizToken(), token, now)
  if (!check.ok) return check.reason === "expired" ? refused(Messages.tokenExpired, "TOKEN_EXPIRED") : refused(Messages.notSignedIn)
  const { userId, jti, exp, generation } = check.claims
  // The account, if the session (token id and generation) is still alive: not signed out, not ended, not deleted.
  const row = await app.services.sessionChecks.account({ userId, jti, generation })
  if (!row) return refused(Messages.notSignedIn)
  return {
    ok: true,
    user: {
      userId: row.id,
      username: row.username,
      email: row.email,
      isAdmin: row.is_admin,
      token: { jti, expiresAt: new Date(exp * 1000), generation },
    },
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i

/** The bearer token of the request, or "" when there is none. */
export const requestBearerToken = Effect.map(HttpServerRequest.HttpServerRequest, (request) => BEARER.exec(request.headers["authorization"] ?? "")?.[1] ?? "")

const authenticateRequest = Effect.gen(function* () {
  const app = yield* AppService
  const token = yield* requestBearerToken
  return yield* Effect.promise(() => authenticateQuizToken(app, token))
})

export const QuizAuthLive = Layer.effect(
  QuizAuth,
  Effect.gen(function* () {
    const app = yield* AppService
    return {
      // The builder's bearer decoding does not check the scheme, so read the header here.
      bearer: () =>
        Effect.gen(function* () {
          const result = yield* Effect.provideService(authenticateRequest, AppService, app)
          return result.ok ? result.user : yield* Effect.fail(result.error)
        }),
    }
  }),
)

/** The signed-in player when the request carries a good token; undefined for guests. */
export const optionalQuizUser = Effect.map(authenticateRequest, (result) => (result.ok ? result.user : undefined))

/** The signed-in player, who must be a quiz admin (403 otherwise). */
export const requireQuizAdmin = Effect.flatMap(CurrentQuizUser, (user) =>
  user.isAdmin ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: Messages.notQuizAdmin })),
)
