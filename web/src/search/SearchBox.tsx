import "./search.css"

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react"
import { useLocation, useNavigate } from "react-router-dom"

import type { SearchResult } from "#schemas/api/search.ts"
import * as Frame from "#schemas/frame-messages.ts"
import { SEARCH_QUERY_MAX, SEARCH_SUGGESTIONS_MAX } from "#schemas/search-limits.ts"

import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"
import { Highlighted } from "./Highlighted.tsx"
import { isSearchable, searchPagePath, searchSite } from "./searchApi.ts"
import { useDebouncedValue } from "./useDebouncedValue.ts"

/** Suggestions start once this many characters are typed; Enter searches any length. */
const SUGGEST_FROM = 2
const DEBOUNCE_MS = 200

/** The next active option, through "none" (-1) at either end. */
const cycle = (i: number, step: 1 | -1, count: number) => {
  const next = i + step
  return next >= count ? -1 : next < -1 ? count - 1 : next
}

type Suggestions =
  | { readonly state: "idle" }
  /** `results` are the previous search's, kept on screen until the new ones arrive. */
  | { readonly state: "loading"; readonly q: string; readonly results: readonly SearchResult[] }
  | { readonly state: "done"; readonly q: string; readonly results: readonly SearchResult[] }
  | { readonly state: "failed"; readonly q: string; readonly message: string }

/**
 * The header's search: a combobox whose list shows the best few matches as you type (arrow
 * keys move through them, Enter opens one, Escape closes the list); Enter on the text, or
 * the last option, opens the results page.
 */
export function SearchBox() {
  const m = useMessages("frame", Frame)
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState("")
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [suggestions, setSuggestions] = useState<Suggestions>({ state: "idle" })
  const settled = useDebouncedValue(text.trim(), DEBOUNCE_MS)
  const input = useRef<HTMLInputElement>(null)

  useEffect(() => {
    setOpen(false)
    setActive(-1)
  }, [pathname, search])

  // On a server-rendered page the box is there before the app: what was typed meanwhile is taken up
  // (after the effect above, which closes the list on arriving at a page).
  useEffect(() => {
    const typed = input.current?.value ?? ""
    if (typed === "") return
    setText(typed)
    if (document.activeElement === input.current) setOpen(true)
  }, [])

  useEffect(() => {
    if (settled.length < SUGGEST_FROM || !isSearchable(settled)) {
      setSuggestions({ state: "idle" })
      return
    }
    const controller = new AbortController()
    setSuggestions((previous) => ({ state: "loading", q: settled, results: previous.state === "idle" || previous.state === "failed" ? [] : previous.results }))
    searchSite(settled, controller.signal).then(
      (answer) => setSuggestions({ state: "done", q: settled, results: answer.results.slice(0, SEARCH_SUGGESTIONS_MAX) }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSuggestions({ state: "failed", q: settled, message: errorMessage(error) })
      },
    )
    return () => controller.abort()
  }, [settled])

  const results = suggestions.state === "done" || suggestions.state === "loading" ? suggestions.results : []
  // The options: the matches, then "all results" for what is typed.
  const optionCount = results.length + (isSearchable(text) ? 1 : 0)
  const showList = open && suggestions.state !== "idle" && text.trim().length >= SUGGEST_FROM
  const optionId = (i: number) => `${id}-option-${i}`

  const go = (to: string) => {
    setOpen(false)
    setActive(-1)
    void navigate(to)
  }
  const choose = (i: number) => {
    const result = results[i]
    if (result) {
      setText("")
      go(result.url)
    } else go(searchPagePath(text))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (active >= 0 && active < optionCount) choose(active)
    else if (isSearchable(text)) go(searchPagePath(text))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault()
      if (!showList) {
        setOpen(true)
        return
      }
      if (optionCount === 0) return
      const step = event.key === "ArrowDown" ? 1 : -1
      setActive((i) => cycle(i, step, optionCount))
    } else if (event.key === "Escape") {
      if (showList) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
    }
  }

  return (
    <form
      role="search"
      className="site-search"
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {m.searchTheSite}
      </label>
      <div className="site-search__field">
        <input
          ref={input}
          id={`${id}-input`}
          className="site-search__input"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={m.searchTheSite}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="site-search__submit" aria-label={m.search}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
        </button>
      </div>
      <div className="site-search__popup" hidden={!showList}>
        <p className="site-search__status" role="status">
          {suggestions.state === "loading" && m.searching}
          {suggestions.state === "failed" && suggestions.message}
          {suggestions.state === "done" && results.length === 0 && m.searchNoResults(suggestions.q)}
          {suggestions.state === "done" && results.length > 0 && <span className="visually-hidden">{m.searchSuggestionCount(results.length)}</span>}
        </p>
        <ul id={listId} role="listbox" aria-label={m.searchSuggestions} className="site-search__list">
          {results.map((result, i) => (
            <li
              key={`${result.kind}-${result.id}`}
              id={optionId(i)}
              role="option"
              aria-selected={active === i}
              className="site-search__option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(i)}
            >
              <span className="search-kind">{m.searchKinds[result.kind]}</span>
              <span className="site-search__title">
                <Highlighted segments={result.title} />
              </span>
            </li>
          ))}
          {isSearchable(text) && (
            <li
              id={optionId(results.length)}
              role="option"
              aria-selected={active === results.length}
              className="site-search__option site-search__all"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(results.length)}
            >
              {m.searchAllResults(text.trim())}
            </li>
          )}
        </ul>
      </div>
    </form>
  )
}
