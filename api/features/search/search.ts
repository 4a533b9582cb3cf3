// GET /api/search?q=…: the site's search, public. The words are decoded in the search's own
// terms (400 saying what is wrong), then one query over the search read model.
import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Effect, Either, ParseResult, Schema } from "effect"
import type { Kysely } from "kysely"

import { BadRequest } from "#api/platform/http/errors.ts"
import type { GroupHandlers } from "#api/platform/http/handlers.ts"
import type { DB } from "#projections/db.ts"
import { searchContent } from "#projections/search/search.queries.ts"
import { SEARCH_RESULTS_MAX, SearchAnswer, SearchText, type SearchUrlParams, SearchUrlParams as UrlParams } from "#schemas/api/search.ts"
import * as Messages from "#schemas/messages.ts"

export const SearchGroup = HttpApiGroup.make("search").add(
  HttpApiEndpoint.get("search", "/search").setUrlParams(UrlParams).addSuccess(SearchAnswer).addError(BadRequest),
)

const decodeText = Schema.decodeUnknownEither(SearchText)

/** The words to search for, or the first problem with them. */
const readText = (params: SearchUrlParams) => {
  const decoded = decodeText(params.q ?? "", { errors: "first" })
  if (Either.isRight(decoded)) return Effect.succeed(decoded.right)
  const [issue] = ParseResult.ArrayFormatter.formatErrorSync(decoded.left)
  return Effect.fail(new BadRequest({ message: issue?.message ?? Messages.searchQueryRequired }))
}

export interface SearchDeps {
  /** The search read model. */
  readonly db: Kysely<DB>
}

export const searchHandlers = (deps: SearchDeps) => (handlers: GroupHandlers<typeof SearchGroup>) =>
  handlers.handle("search", ({ urlParams }) =>
    Effect.gen(function* () {
      const query = yield* readText(urlParams)
      const hits = yield* Effect.promise(() => searchContent(deps.db, query, { limit: SEARCH_RESULTS_MAX, match: "all" }))
      return { query, results: hits.map(({ kind, id, url, title, snippet }) => ({ kind, id, url, title, snippet })) }
    }),
  )
