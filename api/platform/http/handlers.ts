// What a feature's handlers need from the HTTP bridge: the handler-builder type for a group,
// the client's address for throttling and the request's language. (A handler's dependencies come from its feature's
// factory, as typed parameters.)
import type { HttpApiBuilder, HttpApiError, HttpApiGroup } from "@effect/platform"
import { HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"

import { type Language, pickLanguage } from "#schemas/i18n/language.ts"

/** The parameter type of a group's handler function: `(handlers: GroupHandlers<typeof QuizGroup>) => handlers.handle(…)`. */
export type GroupHandlers<G extends HttpApiGroup.HttpApiGroup.Any> = HttpApiBuilder.Handlers.FromGroup<HttpApiError.HttpApiDecodeError, never, G>

/** Set by the server from the TCP peer (any client-sent value is dropped). */
export const PEER_HEADER = "x-homestead-peer"

/** The client's address as the server saw it, e.g. for per-client rate limits. */
export const peerAddress: Effect.Effect<string, never, HttpServerRequest.HttpServerRequest> = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => request.headers[PEER_HEADER] ?? "unknown",
)

/** The language the request is answered in (the remembered choice, else the browser's), e.g. for the mails it asks for. */
export const requestLanguage: Effect.Effect<Language, never, HttpServerRequest.HttpServerRequest> = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  pickLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers["accept-language"] }),
)
