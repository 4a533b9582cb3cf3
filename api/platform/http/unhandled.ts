// The answer for every failure an API handler did not turn into a declared error: bad input
// → 400, unknown path → 404, a domain error its endpoint does not declare → its status, a
// database out of reach → 503 STORE_UNAVAILABLE with Retry-After, defects → 500 (logged), all
// as JSON `{ message, code? }`. Declared errors, domain refusals included (refusals.ts), are
// encoded by HttpApi itself.
import { HttpApiError, type HttpApp, HttpServerError, HttpServerRequest, HttpServerResponse, Multipart } from "@effect/platform"
import { Cause, Effect, Option } from "effect"

import { DomainError } from "#engine/domain-errors.ts"
import { isStoreUnavailable, STORE_RETRY_AFTER_SECONDS, STORE_UNAVAILABLE } from "#engine/store-unavailable.ts"
import * as Messages from "#schemas/messages.ts"

import { describeIssues } from "./errors.ts"
import { statusOf } from "./refusals.ts"

const json = (status: number, message: string, code?: string) =>
  Effect.succeed(HttpServerResponse.unsafeJson(code === undefined ? { message } : { message, code }, { status }))

/** Whatever the handler was doing, the database did not answer: the same request can work in a moment. */
const storeUnavailable = () =>
  Effect.succeed(
    HttpServerResponse.unsafeJson(
      { message: Messages.storeUnavailable, code: STORE_UNAVAILABLE },
      { status: 503, headers: { "retry-after": String(STORE_RETRY_AFTER_SECONDS) } },
    ),
  )

const causeErrors = (cause: Cause.Cause<unknown>): unknown[] =>
  [...Cause.failures(cause), ...Cause.defects(cause)].map((error) => (Cause.isUnknownException(error) ? error.error : error))

export const answerUnhandled = (app: HttpApp.Default): HttpApp.Default =>
  Effect.catchAllCause(app, (cause) => {
    const failure = Cause.failureOption(cause)
    if (Option.isSome(failure)) {
      const error: unknown = failure.value
      if (error instanceof HttpApiError.HttpApiDecodeError) return json(400, describeIssues(error.issues))
      if (error instanceof HttpServerError.RouteNotFound) {
        return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
          json(404, Messages.noApiEndpoint(request.method, new URL(request.url, "http://x").pathname)),
        )
      }
    }
    // The builder reads bodies with Effect.orDie, so unreadable ones arrive as defects.
    for (const error of [...Cause.failures(cause), ...Cause.defects(cause)]) {
      if (error instanceof HttpServerError.RequestError) return json(400, Messages.bodyUnreadable)
      if (error instanceof Multipart.MultipartError) {
        const tooLarge = error.reason === "FileTooLarge" || error.reason === "FieldTooLarge" || error.reason === "BodyTooLarge"
        return tooLarge ? json(413, Messages.uploadTooLarge) : json(400, Messages.formDataUnreadable)
      }
    }
    // A refusal the endpoint does not declare (see `attempt`) still gets its own answer.
    const squashed = Cause.squash(cause)
    if (Option.isNone(failure) && squashed instanceof DomainError) return json(statusOf(squashed), squashed.message, squashed.code)
    if (causeErrors(cause).some(isStoreUnavailable)) return storeUnavailable()
    if (Option.isSome(failure) || Cause.isInterruptedOnly(cause)) return Effect.failCause(cause)
    return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
      Effect.zipRight(
        Effect.logError("Unhandled error in an API handler", cause).pipe(
          Effect.annotateLogs({ reqId: request.headers["x-request-id"], method: request.method, path: new URL(request.url, "http://x").pathname }),
        ),
        json(500, Messages.internalError),
      ),
    )
  }) as HttpApp.Default
