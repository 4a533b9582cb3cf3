// The browser's side of a single sign-on, in two short-lived signed cookies on /api/sso only:
// the flow (whose sign-in it is, the state, nonce and PKCE verifier its answer must match, and
// for a link the player asking), set when it starts and read once by the callback; and, after
// a player's sign-in, the hand-over the page exchanges for the player's token (a token never
// travels in an address). SameSite=Lax: the callback is a navigation from the provider's site.
import { HttpApiBuilder, HttpApiSecurity, HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { jwtVerify, SignJWT } from "jose"

import { isHttps } from "#api/platform/http/origin.ts"

import type { FlowChecks } from "./provider.ts"

export type Purpose = { readonly kind: "owner" } | { readonly kind: "player" } | { readonly kind: "link"; readonly userId: string }

export interface Flow extends FlowChecks {
  readonly purpose: Purpose
}

const FLOW_COOKIE = "homestead_sso_flow"
const HANDOVER_COOKIE = "homestead_sso_handover"
/** Long enough to sign in at the provider (a password, a second factor), short enough to be of little use if taken. */
const FLOW_TTL_SECONDS = 10 * 60
const HANDOVER_TTL_SECONDS = 2 * 60
const COOKIE_PATH = "/api/sso"

const options = (request: HttpServerRequest.HttpServerRequest, seconds: number) =>
  ({ httpOnly: true, sameSite: "lax", path: COOKIE_PATH, secure: isHttps(request), maxAge: `${seconds} seconds` }) as const

const setCookie = (name: string, value: string, seconds: number) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    HttpApiBuilder.securitySetCookie(HttpApiSecurity.apiKey({ in: "cookie", key: name }), value, options(request, seconds)),
  )

const clearCookie = (name: string) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(HttpServerResponse.expireCookie(response, name, { httpOnly: true, sameSite: "lax", path: COOKIE_PATH, secure: isHttps(request) })),
    ),
  )

const sign = (key: Uint8Array, payload: Record<string, unknown>, audience: string, seconds: number) =>
  new SignJWT(payload).setProtectedHeader({ alg: "HS256" }).setAudience(audience).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key)

const verified = async (key: Uint8Array, token: string | undefined, audience: string): Promise<Record<string, unknown> | undefined> => {
  if (!token) return undefined
  try {
    return (await jwtVerify(token, key, { algorithms: ["HS256"], audience })).payload
  } catch {
    return undefined
  }
}

const cookieOf = (name: string) => Effect.map(HttpServerRequest.HttpServerRequest, (request) => request.cookies[name])

export const setFlowCookie = (key: Uint8Array, flow: Flow) =>
  Effect.flatMap(
    Effect.promise(() => sign(key, { ...flow }, "sso-flow", FLOW_TTL_SECONDS)),
    (token) => setCookie(FLOW_COOKIE, token, FLOW_TTL_SECONDS),
  )

const isPurpose = (value: unknown): value is Purpose => {
  if (typeof value !== "object" || value === null) return false
  const kind = (value as { kind?: unknown }).kind
  return kind === "owner" || kind === "player" || (kind === "link" && typeof (value as { userId?: unknown }).userId === "string")
}

/** The flow the callback's browser started, if its cookie is ours and fresh; the cookie goes either way. */
export const takeFlow = (key: Uint8Array) =>
  Effect.gen(function* () {
    const token = yield* cookieOf(FLOW_COOKIE)
    yield* clearCookie(FLOW_COOKIE)
    const payload = yield* Effect.promise(() => verified(key, token, "sso-flow"))
    const { state, nonce, verifier, purpose } = payload ?? {}
    if (typeof state !== "string" || typeof nonce !== "string" || typeof verifier !== "string" || !isPurpose(purpose)) return undefined
    return { state, nonce, verifier, purpose } satisfies Flow
  })

/** After a player's sign-in at the provider: the player the page may now take a token for. */
export const setHandoverCookie = (key: Uint8Array, userId: string) =>
  Effect.flatMap(
    Effect.promise(() => sign(key, { userId }, "sso-handover", HANDOVER_TTL_SECONDS)),
    (token) => setCookie(HANDOVER_COOKIE, token, HANDOVER_TTL_SECONDS),
  )

/** The player the hand-over names, if it is ours and fresh; the browser forgets it once read. */
export const takeHandover = (key: Uint8Array) =>
  Effect.gen(function* () {
    const token = yield* cookieOf(HANDOVER_COOKIE)
    yield* clearCookie(HANDOVER_COOKIE)
    const userId = (yield* Effect.promise(() => verified(key, token, "sso-handover")))?.["userId"]
    return typeof userId === "string" ? userId : undefined
  })
