// Quiz sign-in: `Authorization: Bearer <jwt>`. The token must be genuine, unexpired, not
// revoked (signed out or replaced), of the user's current session generation (a password
// change or reset ends older ones), and its user must still exist; the user's current
// name and admin flag come from the read model, not from the token.
//
// Features put `.middleware(QuizAuth)` on endpoints for signed-in players, the composition root
// provides the sessions' `layer` to their group's layer, and handlers read the player with
// `yield* CurrentQuizUser`. Admin-only handlers start with `yield* requireQuizAdmin` (403
// otherwise) and declare `.addError(Forbidden)`. Guests-welcome endpoints are given the
// sessions (or just their `optionalUser`) and read the player, if any, with it.
//
// A player's own data that scripts may read (scoreboard, history) is behind `PlayerData`
// instead, which also takes the player's personal API tokens (`Bearer hst_…`, read only).
// QuizAuth answers such a token with a 403 saying what it may do.
import { HttpApiMiddleware, HttpApiSecurity, HttpServerRequest } from "@effect/platform"
import { Context, Effect, Layer, Schema } from "effect"

import { apiTokenSecurity, bearerOf, bearerRefused } from "#api/platform/http/bearer.ts"
import { Forbidden, Unauthorized } from "#api/platform/http/errors.ts"
import type { AppSecrets } from "#api/platform/secrets/secrets.ts"
import type { QuizPrincipal } from "#api/platform/sockets/io.ts"
import { type FindApiToken, type TokenArea, tokenRefusal } from "#engine/api-tokens/access.ts"
import { isApiTokenAttempt } from "#engine/api-tokens/token.ts"
import { verifyQuizToken } from "#engine/auth/quiz-token.ts"
import { TOKEN_EXPIRED } from "#schemas/error-codes.ts"
import * as Messages from "#schemas/messages.ts"

import type { SessionChecks } from "./session-checks.ts"

export type { QuizPrincipal }

export class CurrentQuizUser extends Context.Tag("CurrentQuizUser")<CurrentQuizUser, QuizPrincipal>() {}

export class QuizAuth extends HttpApiMiddleware.Tag<QuizAuth>()("QuizAuth", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentQuizUser,
  security: { bearer: HttpApiSecurity.bearer },
}) {}

/** A player's own data (scoreboard, history): their session, or one of their personal API tokens. */
export class PlayerData extends HttpApiMiddleware.Tag<PlayerData>()("PlayerData", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentQuizUser,
  security: { bearer: HttpApiSecurity.bearer, apiToken: apiTokenSecurity },
}) {}

export type Authentication = { readonly ok: true; readonly user: QuizPrincipal } | { readonly ok: false; readonly error: Unauthorized }

const refused = (message: string, code?: string): Authentication => ({
  ok: false,
  error: new Unauthorized(code === undefined ? { message } : { message, code }),
})

/** The bearer token of the request, or "" when there is none. */
export const requestBearerToken = Effect.map(HttpServerRequest.HttpServerRequest, bearerOf)

/** The quiz sign-in sessions of one server: tokens checked against its secret and the read model. */
export interface QuizSessions {
  /** Who a token belongs to, if it is genuine, unexpired and its session alive. */
  authenticate(token: string, now?: Date): Promise<Authentication>
  /** Whether a signed-in principal's session still counts (checked again on every socket event). */
  alive(user: QuizPrincipal, now?: Date): Promise<boolean>
  /** The signed-in player when the request carries a good token; undefined for guests. */
  readonly optionalUser: Effect.Effect<QuizPrincipal | undefined, never, HttpServerRequest.HttpServerRequest>
  /** The QuizAuth middleware: 401 unless the request's bearer token is good. */
  readonly layer: Layer.Layer<QuizAuth>
  /** The PlayerData middleware: QuizAuth's check, or a player's personal API token. */
  readonly dataLayer: Layer.Layer<PlayerData>
}

/** A live account as a personal API token's call names it. */
export interface TokenAccount {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly is_admin: boolean
  readonly session_generation: number
}

export interface QuizSessionsDeps {
  readonly secrets: Pick<AppSecrets, "quizToken">
  readonly checks: Pick<SessionChecks, "account" | "alive">
  /** Personal API tokens and the live account one names; without them every `hst_` token is refused. */
  readonly apiTokens?: { readonly find: FindApiToken; readonly account: (userId: string) => Promise<TokenAccount | undefined> }
}

export const quizSessions = (deps: QuizSessionsDeps): QuizSessions => {
  const authenticate = async (token: string, now = new Date()): Promise<Authentication> => {
    if (token === "") return refused(Messages.notSignedIn)
    const check = await verifyQuizToken(await deps.secrets.quizToken(), token, now)
    if (!check.ok) return check.reason === "expired" ? refused(Messages.tokenExpired, TOKEN_EXPIRED) : refused(Messages.notSignedIn)
    const { userId, jti, exp, generation } = check.claims
    // The account, if the session (token id and generation) is still alive: not signed out, not ended, not deleted.
    const row = await deps.checks.account({ userId, jti, generation })
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
  const authenticateRequest = Effect.flatMap(requestBearerToken, (token) => Effect.promise(() => authenticate(token)))
  // A personal API token is judged by what it may reach (engine/api-tokens/access.ts); its call
  // carries no session, so its principal's "token" is the API token, ending never by time.
  const byApiToken = (token: string, area: TokenArea) =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const found = deps.apiTokens ? yield* Effect.promise(() => deps.apiTokens!.find(token)) : undefined
      const account = found && found.holder === "player" ? yield* Effect.promise(() => deps.apiTokens!.account(found.userId)) : undefined
      if (!found || (found.holder === "player" && !account)) return yield* bearerRefused(Messages.apiTokenNotValid)
      const refusal = tokenRefusal(found, area, request.method)
      if (refusal !== undefined || !account) return yield* new Forbidden({ message: refusal ?? Messages.apiTokenOwnerOnly })
      return {
        userId: account.id,
        username: account.username,
        email: account.email,
        isAdmin: account.is_admin,
        token: { jti: `api:${found.tokenId}`, expiresAt: new Date(8.64e15), generation: account.session_generation },
      } satisfies QuizPrincipal
    })
  const middleware = (area: TokenArea) =>
    Effect.flatMap(requestBearerToken, (token) =>
      isApiTokenAttempt(token)
        ? byApiToken(token, area)
        : Effect.flatMap(authenticateRequest, (result) => (result.ok ? Effect.succeed(result.user) : Effect.fail(result.error))),
    )
  return {
    authenticate,
    // A guest player has no session to end: their identity lasts until it expires.
    alive: async (user, now = new Date()) =>
      user.token.expiresAt > now &&
      (user.guest === true || (await deps.checks.alive({ userId: user.userId, jti: user.token.jti, generation: user.token.generation }))),
    optionalUser: Effect.map(authenticateRequest, (result) => (result.ok ? result.user : undefined)),
    // The builder's bearer decoding does not check the scheme, so read the header here.
    layer: Layer.succeed(QuizAuth, { bearer: () => middleware("player") }),
    // Both schemes are the one header, read the same way.
    dataLayer: Layer.succeed(PlayerData, { bearer: () => middleware("player-data"), apiToken: () => middleware("player-data") }),
  }
}

/** The signed-in player, who must be a quiz admin (403 otherwise). */
export const requireQuizAdmin = Effect.flatMap(CurrentQuizUser, (user) =>
  user.isAdmin ? Effect.succeed(user) : Effect.fail(new Forbidden({ message: Messages.notQuizAdmin })),
)
