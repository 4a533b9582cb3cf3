// Before any endpoint decodes a request: its path, query and JSON body must not hold NUL
// or unpaired surrogates (schemas/text.ts, the same rule every request schema applies), and
// the body must not nest deeper than MAX_JSON_DEPTH. Either is a 400 in the ordinary error
// shape, answered before a deep body can reach the JSON parser or a decoder's error formatter.
// Bodies that are not JSON (uploads) are left to their endpoints.
import { type HttpApp, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"

import * as Messages from "#schemas/messages.ts"
import { findUnsafeText, isUnsafeText, jsonDepthExceeds, MAX_JSON_DEPTH } from "#schemas/text.ts"

const badRequest = (message: string) => Effect.succeed(HttpServerResponse.unsafeJson({ message }, { status: 400 }))

/** The decoded path and query values hold unsafe text (or the path cannot be decoded at all). */
const unsafeUrl = (raw: string): boolean => {
  const url = new URL(raw, "http://x")
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return true
  }
  if (isUnsafeText(path)) return true
  for (const [key, value] of url.searchParams) if (isUnsafeText(key) || isUnsafeText(value)) return true
  return false
}

export const guardInput = (app: HttpApp.Default): HttpApp.Default =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    if (unsafeUrl(request.url)) return yield* badRequest(Messages.textNotAllowed)
    const type = request.headers["content-type"] ?? ""
    if (!/json/i.test(type) || request.method === "GET" || request.method === "HEAD") return yield* app
    const text = yield* Effect.either(request.text)
    // An unreadable body is the endpoint's to answer (400 from the error answers).
    if (text._tag === "Left") return yield* app
    if (jsonDepthExceeds(text.right)) return yield* badRequest(Messages.jsonTooDeep(MAX_JSON_DEPTH))
    let parsed: unknown
    try {
      parsed = JSON.parse(text.right)
    } catch {
      return yield* app
    }
    if (findUnsafeText(parsed) !== undefined) return yield* badRequest(Messages.textNotAllowed)
    return yield* app
  }) as HttpApp.Default
