import "./sources.css"

import { Link } from "react-router-dom"

import type { SourceNote as SourceNoteData } from "#schemas/quiz-source-rules.ts"

import { useQuizWords } from "../quiz-play/words.ts"

/** After answering, where a question made from a source came from: "From: Desert sourdough boule, step 3", linked, with the passage. */
export function SourceNote({ source }: { source: SourceNoteData | undefined }) {
  const m = useQuizWords()
  if (!source) return null
  const label =
    source.url === undefined ? (
      source.label
    ) : source.url.startsWith("/") ? (
      <Link to={source.url}>{source.label}</Link>
    ) : (
      <a href={source.url} rel="noopener noreferrer nofollow" target="_blank">
        {source.label}
      </a>
    )
  return (
    <figure className="question__source">
      <figcaption>
        {m.from} {label}
      </figcaption>
      <blockquote>{source.passage}</blockquote>
    </figure>
  )
}
