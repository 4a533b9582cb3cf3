import "./search.css"

import { useQuery } from "@tanstack/react-query"
import { type FormEvent, useEffect, useState } from "react"
import { Link, useNavigate, useSearchParams } from "react-router-dom"

import type { SearchResult } from "#schemas/api/search.ts"
import * as Frame from "#schemas/frame-messages.ts"
import * as Pages from "#schemas/page-messages.ts"
import * as Public from "#schemas/public-messages.ts"
import { SEARCH_QUERY_MAX } from "#schemas/search-limits.ts"

import { QueryState } from "../content/ui/QueryState.tsx"
import { useFocusHeading } from "../content/ui/useFocusHeading.ts"
import { withContent } from "../content/withContent.tsx"
import { useMessages } from "../i18n/language.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { ErrorPanel } from "../ui/Panels.tsx"
import { Highlighted } from "./Highlighted.tsx"
import { isSearchable, searchPagePath, searchSite } from "./searchApi.ts"

function ResultItem({ result }: { result: SearchResult }) {
  const frame = useMessages("frame", Frame)
  return (
    <li className="search-result">
      <span className="search-kind">{frame.searchKinds[result.kind]}</span>
      <h2 className="search-result__title">
        <Link to={result.url}>
          <Highlighted segments={result.title} />
        </Link>
      </h2>
      {result.snippet.length > 0 && (
        <p className="search-result__snippet">
          <Highlighted segments={result.snippet} />
        </p>
      )}
    </li>
  )
}

/** The results page, `/search?q=…`: its own search form, then the matches best first. */
function Search() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const m = useMessages("pages", Pages)
  const frame = useMessages("frame", Frame)
  const answers = useMessages("public", Public)
  const q = (params.get("q") ?? "").trim()
  useFocusHeading(q)
  const [draft, setDraft] = useState(q)
  useEffect(() => setDraft(q), [q])
  const results = useQuery({ queryKey: ["Search", q], queryFn: ({ signal }) => searchSite(q, signal), enabled: isSearchable(q) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (isSearchable(draft)) void navigate(searchPagePath(draft))
  }

  return (
    <section aria-labelledby="search-title">
      <PageIntro title={q === "" ? m.searchTitle : m.resultsFor(q)} id="search-title">
        {m.searchIntro}
      </PageIntro>
      <form role="search" className="search-page__form" onSubmit={submit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          {m.searchFor}
        </label>
        <input
          id="search-page-input"
          type="search"
          className="search-page__input"
          value={draft}
          maxLength={SEARCH_QUERY_MAX}
          enterKeyHint="search"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button">
          {m.searchButton}
        </button>
      </form>
      {q === "" ? (
        <p className="empty-state">{answers.searchQueryRequired}</p>
      ) : q.length > SEARCH_QUERY_MAX ? (
        <ErrorPanel error={null}>{answers.searchQueryTooLong(SEARCH_QUERY_MAX)}</ErrorPanel>
      ) : (
        <QueryState query={results} loading={m.searchingResults} empty={frame.searchNoResults(q)} isEmpty={(answer) => answer.results.length === 0}>
          {(answer) => (
            <>
              <p className="search-results__count" role="status">
                {m.resultCount(answer.results.length)}
              </p>
              <ol className="search-results">
                {answer.results.map((result) => (
                  <ResultItem key={`${result.kind}-${result.id}`} result={result} />
                ))}
              </ol>
            </>
          )}
        </QueryState>
      )}
    </section>
  )
}

export const SearchPage = withContent(Search)
