// The owner's dashboard session. The browser holds a random session id in an HttpOnly,
// SameSite=Strict cookie; the read model `site_sessions` holds only its SHA-256.
//
// Later features protect their write endpoints with the `OwnerSession` middleware:
//   HttpApiEndpoint.post("add", "/").setPayload(…).middleware(OwnerSession)
// and the composition root provides `ownerSessionLayer(…)` to their group's layer. A handler behind it reads the
// owner with `yield* CurrentOwner`. It answers 401 without a live session and 403 when
// an unsafe request (POST/PUT/PATCH/DELETE) comes from a page of another site.
// The content API uses `OwnerApi` instead, which also takes the owner's personal API tokens
// (`Authorization: Bearer hst_…`); the dashboard's own endpoints (profile, two-factor, tokens)
// stay session-only, so a token cannot make more tokens or change the password.
import { HttpApiBuilder, HttpApiMiddleware, HttpApiSecurity, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Context, Effect, Layer, Redacted, Schema } from "effect"

import { apiTokenSecurity, bearerOf, bearerRefused } from "#api/platform/http/bearer.ts"
import { Forbidden, Unauthorized } from "#api/platform/http/errors.ts"
import { isForeignOrigin, isHttps, isUnsafeMethod } from "#api/platform/http/origin.ts"
import { type FindApiToken, tokenRefusal } from "#engine/api-tokens/access.ts"
import { isApiTokenAttempt } from "#engine/api-tokens/token.ts"
import { hashSessionId, SESSION_TTL_MS } from "#engine/auth/session.ts"
import type { AppDatabase } from "#projections/db.ts"
import { findSiteUser, ownerOfSession } from "#projections/site-owner/site-users.queries.ts"
import * as Messages from "#schemas/messages.ts"
import { SECOND_STEP_TTL_MS } from "#schemas/two-factor-rules.ts"

export const SESSION_COOKIE = "homestead_session"

export const sessionCookie = HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE })

export interface Owner {
  readonly userId: string
  readonly username: string
  /** SHA-256 of the session id the request carried; "" for a call with a personal API token. */
  readonly sessionHash: string
  /** The personal API token the call was made with, if it was. */
  readonly apiTokenId?: string
}

export class CurrentOwner extends Context.Tag("CurrentOwner")<CurrentOwner, Owner>() {}

export class OwnerSession extends HttpApiMiddleware.Tag<OwnerSession>()("OwnerSession", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentOwner,
  security: { session: sessionCookie },
}) {}

/** The owner behind a session id, if the session is live (not signed out, not expired). */
export const findOwnerBySession = async (database: AppDatabase, sessionId: string, now = new Date()): Promise<Owner | undefined> => {
  if (sessionId === "") return undefined
  const sessionHash = hashSessionId(sessionId)
  const row = await ownerOfSession(database.db, sessionHash, now)
  return row ? { userId: row.id, username: row.username, sessionHash } : undefined
}

/** 403 for an unsafe request from another site's page. */
export const refuseForeignOrigin = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  if (isUnsafeMethod(request) && isForeignOrigin(request)) {
    return yield* new Forbidden({ message: Messages.foreignOrigin })
  }
})

const ownerBySession = (database: AppDatabase, id: string) =>
  Effect.gen(function* () {
    if (id === "") return yield* new Unauthorized({ message: Messages.notLoggedIn })
    yield* refuseForeignOrigin
    const owner = yield* Effect.promise(() => findOwnerBySession(database, id))
    if (!owner) return yield* new Unauthorized({ message: Messages.notLoggedIn })
    return owner
  })

/** The middleware itself: the session looked up in `site_sessions`. */
export const ownerSessionLayer = (deps: { readonly database: AppDatabase }) =>
  Layer.succeed(OwnerSession, { session: (sessionId: Redacted.Redacted<string>) => ownerBySession(deps.database, Redacted.value(sessionId)) })

/** The owner's session, or one of the owner's personal API tokens as a bearer. */
export class OwnerApi extends HttpApiMiddleware.Tag<OwnerApi>()("OwnerApi", {
  failure: Schema.Union(Unauthorized, Forbidden),
  provides: CurrentOwner,
  security: { session: sessionCookie, apiToken: apiTokenSecurity },
}) {}

/**
 * OwnerApi: a request whose bearer is one of our tokens (`hst_…`) is judged by the token alone,
 * its cookies ignored; any other is judged by its session cookie alone, so a token is never
 * taken from a cookie and a cookie call keeps the other-site check (a bearer header cannot be
 * sent by another site's page without our consent, so a token call needs none).
 */
export const ownerApiLayer = (deps: { readonly database: AppDatabase; readonly findApiToken: FindApiToken }) => {
  const owner = Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const bearer = bearerOf(request)
    if (!isApiTokenAttempt(bearer)) return yield* ownerBySession(deps.database, request.cookies[SESSION_COOKIE] ?? "")
    const found = yield* Effect.promise(() => deps.findApiToken(bearer))
    if (!found) return yield* bearerRefused(Messages.apiTokenNotValid)
    const refusal = tokenRefusal(found, "owner", request.method)
    if (refusal !== undefined) return yield* new Forbidden({ message: refusal })
    const user = yield* Effect.promise(() => findSiteUser(deps.database.db, found.userId))
    if (!user) return yield* bearerRefused(Messages.apiTokenNotValid)
    return { userId: user.id, username: user.username, sessionHash: "", apiTokenId: found.tokenId } satisfies Owner
  })
  // The builder tries each scheme in turn; both read the request as above, so the answer is one.
  return Layer.succeed(OwnerApi, { session: () => owner, apiToken: () => owner })
}

const cookieOptions = (request: HttpServerRequest.HttpServerRequest) => ({ httpOnly: true, sameSite: "strict", path: "/", secure: isHttps(request) }) as const

/** Sends the session cookie with the response. */
export const setSessionCookie = (sessionId: string) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    HttpApiBuilder.securitySetCookie(sessionCookie, sessionId, { ...cookieOptions(request), maxAge: `${SESSION_TTL_MS} millis` }),
  )

/** Tells the browser to forget the session cookie. */
export const clearSessionCookie = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.expireCookie(response, SESSION_COOKIE, cookieOptions(request)))),
)

// The second sign-in step's cookie: `<userId>.<challenge>`, only for the dashboard's API and
// only as long as the step waits (the challenge's hash is in the owner's stream).
const SECOND_STEP_COOKIE = "homestead_second_step"
const secondStepCookie = HttpApiSecurity.apiKey({ in: "cookie", key: SECOND_STEP_COOKIE })
const secondStepOptions = (request: HttpServerRequest.HttpServerRequest) => ({ ...cookieOptions(request), path: "/api/dashboard" })

export const setSecondStepCookie = (userId: string, challenge: string) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    HttpApiBuilder.securitySetCookie(secondStepCookie, `${userId}.${challenge}`, { ...secondStepOptions(request), maxAge: `${SECOND_STEP_TTL_MS} millis` }),
  )

export const clearSecondStepCookie = Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.expireCookie(response, SECOND_STEP_COOKIE, secondStepOptions(request))),
  ),
)

/** The owner and challenge the second step's cookie names, if it is one of ours. */
export const requestSecondStep = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
  const match = /^([\w-]{1,64})\.([\w-]{43})$/.exec(request.cookies[SECOND_STEP_COOKIE] ?? "")
  return match ? { userId: match[1]!, challenge: match[2]! } : undefined
})

/** The session id the request carries, or "" (for sign-out, which works without a live session). */
export const requestSessionId = Effect.map(HttpServerRequest.HttpServerRequest, (request) => request.cookies[SESSION_COOKIE] ?? "")
