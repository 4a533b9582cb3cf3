// The guest's fun attempts, so a guest sees a quiz's answers only after submitting their
// own: an HttpOnly cookie listing the quizzes this browser submitted, signed with a server
// secret (app_secrets) so it cannot be written by hand. It keeps the newest few dozen.
import { createHmac, timingSafeEqual } from "node:crypto"

import { HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import { isHttps } from "#api/platform/http/origin.ts"
import type { AppSecrets } from "#api/platform/secrets/secrets.ts"

export const GUEST_ANSWERS_COOKIE = "quiz_guest_answers"
/** Enough for a long session of guest play while the cookie stays far below 4 KB. */
const KEEP = 40
const MAX_AGE_DAYS = 30

const sign = (secret: Uint8Array, payload: string): string => createHmac("sha256", secret).update(payload).digest("base64url")

/** The quiz ids a cookie value vouches for; none when it is missing, malformed or forged. */
export const readGuestAnswers = (secret: Uint8Array, value: string | undefined): string[] => {
  if (!value) return []
  const [payload, mac] = value.split(".")
  if (!payload || !mac) return []
  const expected = Buffer.from(sign(secret, payload))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return []
  try {
    const ids: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"))
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []
  } catch {
    return []
  }
}

export const writeGuestAnswers = (secret: Uint8Array, ids: readonly string[]): string => {
  const payload = Buffer.from(JSON.stringify(ids.slice(-KEEP))).toString("base64url")
  return `${payload}.${sign(secret, payload)}`
}

/** The quizzes this guest's browser has submitted. */
export const guestSubmitted = (secrets: Pick<AppSecrets, "guestAnswers">) =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    Effect.promise(async () => readGuestAnswers(await secrets.guestAnswers(), request.cookies[GUEST_ANSWERS_COOKIE])),
  )

/** Adds `quizId` to the guest's cookie on this response. */
export const rememberGuestSubmission = (secrets: Pick<AppSecrets, "guestAnswers">, known: readonly string[], quizId: string) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const secret = yield* Effect.promise(() => secrets.guestAnswers())
    const value = writeGuestAnswers(secret, [...known.filter((id) => id !== quizId), quizId])
    yield* HttpApp.appendPreResponseHandler((_request, response) =>
      Effect.succeed(
        HttpServerResponse.unsafeSetCookie(response, GUEST_ANSWERS_COOKIE, value, {
          httpOnly: true,
          sameSite: "lax",
          path: "/api/quiz",
          secure: isHttps(request),
          maxAge: `${MAX_AGE_DAYS} days`,
        }),
      ),
    )
  })
