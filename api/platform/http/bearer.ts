// Bearer calls: the token an `Authorization: Bearer …` header carries, and the 401 a refused
// one gets, which names the scheme in `WWW-Authenticate` (RFC 6750) so a script's HTTP
// library knows to ask for a new token rather than a password.
import { HttpApiSecurity, HttpApp, type HttpServerRequest, HttpServerResponse, OpenApi } from "@effect/platform"
import { Effect } from "effect"

import { Unauthorized } from "./errors.ts"

/**
 * The personal API tokens' scheme, as the OpenAPI document names it on the operations that
 * take one (the owner's content API, a player's scoreboard and history).
 */
export const apiTokenSecurity = HttpApiSecurity.bearer.pipe(
  HttpApiSecurity.annotate(
    OpenApi.Description,
    "A personal API token (`hst_…`), sent as `Authorization: Bearer <token>`. The site owner creates tokens in the dashboard's " +
      "profile for the content API (read, or read and write); a player creates read-only tokens in their quiz profile for " +
      "their own scoreboard and history. A read token is refused on writes (403); a revoked or unknown one gets 401 with " +
      "`WWW-Authenticate: Bearer`. Calls with a token need no session cookie and no same-site check.",
  ),
  HttpApiSecurity.annotate(OpenApi.Format, "hst_ token"),
)

const BEARER = /^Bearer\s+(\S+)\s*$/i

/** The bearer token of a request, or "" when it carries none. */
export const bearerOf = (request: HttpServerRequest.HttpServerRequest): string => BEARER.exec(request.headers["authorization"] ?? "")?.[1] ?? ""

export const WWW_AUTHENTICATE = 'Bearer realm="api", error="invalid_token"'

/** A 401 with `message` and the `WWW-Authenticate: Bearer` header. */
export const bearerRefused = (message: string) =>
  Effect.zipRight(
    HttpApp.appendPreResponseHandler((_request, response) => Effect.succeed(HttpServerResponse.setHeader(response, "www-authenticate", WWW_AUTHENTICATE))),
    Effect.fail(new Unauthorized({ message })),
  )
