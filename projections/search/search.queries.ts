// Site search over `content_search`: PostgreSQL full-text search, the same on PGlite and on
// a server. The words are read with websearch_to_tsquery (quotes, `or` and `-word` work, and
// no input is a syntax error), ranked with ts_rank over the weighted document, and shown with
// ts_headline, whose marks are turned into segments here so no markup ever leaves the server.
import { type Kysely, sql } from "kysely"

import type { SearchResult, SearchSegment } from "#schemas/api/search.ts"
import { postPath } from "#schemas/post-address.ts"

import type { DB } from "../db.ts"
import { POSTS_TABLE } from "../posts/posts.tables.ts"
import { SEARCH_TABLE } from "./search.tables.ts"
import { HIT_END, HIT_START } from "./search-rows.ts"

export interface SearchHit extends SearchResult {
  /** ts_rank of the match: comparable within one search only. */
  readonly rank: number
}

export interface SearchOptions {
  readonly limit: number
  /**
   * "all" (the search box): every word must match, as a search engine reads them. "any": a
   * match of any word counts, more matches rank higher; for a question in plain words (the coach).
   */
  readonly match: "all" | "any"
}

const MARKS = `StartSel=${HIT_START}, StopSel=${HIT_END}`
const TITLE_HEADLINE = `${MARKS}, HighlightAll=true`
const SNIPPET_HEADLINE = `${MARKS}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`
/** Words of a question joined with `or`; more than this many add nothing but cost. */
const ANY_WORDS_MAX = 64

/** A headline's text split at its marks; the marked words are hits. */
export const toSegments = (headline: string): SearchSegment[] => {
  const segments: SearchSegment[] = []
  let hit = false
  for (const part of headline.split(/([\uE000\uE001])/)) {
    if (part === HIT_START) hit = true
    else if (part === HIT_END) hit = false
    else if (part !== "") segments.push({ text: part, hit })
  }
  return segments
}

/** The question's words joined with `or`, for websearch_to_tsquery (which drops stopwords itself). */
export const anyWords = (text: string): string =>
  (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((w) => w.toLowerCase() !== "or")
    .slice(0, ANY_WORDS_MAX)
    .join(" or ")

interface Row {
  readonly kind: SearchResult["kind"]
  readonly id: string
  readonly url: string
  /** A post's slug, from the posts read model; its page is its address. */
  readonly slug: string | null
  readonly rank: number | string
  readonly title: string
  readonly snippet: string
}

/** The best matches, best first (equal ranks newest first). Nothing for text of stopwords only. */
export const searchContent = async (db: Kysely<DB>, text: string, options: SearchOptions): Promise<SearchHit[]> => {
  const words = options.match === "all" ? text : anyWords(text)
  if (words.trim() === "" || options.limit <= 0) return []
  const table = sql.table(SEARCH_TABLE)
  // The headlines are made for the page of results only, not for every match.
  const { rows } = await sql<Row>`
    with query as (select websearch_to_tsquery('english', ${words}) as q),
    best as (
      select s.kind, s.id, s.url, p.slug, s.title, s.body, s.created_at, ts_rank(s.document, query.q) as rank
      from query, ${table} s
      left join ${sql.table(POSTS_TABLE)} p on s.source = 'post' and p.id = s.id
      where s.document @@ query.q
        -- A post is found only once the posts read model holds it published (its page's slug comes from there).
        and (s.source <> 'post' or (p.id is not null and not p.draft))
      order by rank desc, s.created_at desc, s.id
      limit ${options.limit}
    )
    select best.kind, best.id, best.url, best.slug, best.rank,
      ts_headline('english', best.title, query.q, ${TITLE_HEADLINE}) as title,
      ts_headline('english', best.body, query.q, ${SNIPPET_HEADLINE}) as snippet
    from best, query
    order by best.rank desc, best.created_at desc, best.id
  `.execute(db)
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    url: r.slug === null ? r.url : postPath(r.slug),
    rank: Number(r.rank),
    title: toSegments(r.title),
    snippet: toSegments(r.snippet),
  }))
}
