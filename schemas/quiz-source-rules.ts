// The bounds of a quiz made from a source: what a player may send or point at, and how much of
// it the model is shown. The model only ever sees excerpts within these bounds, whatever the size
// of the recipe, page or file. And how a question's passage is shown to the player after answering.
import { Schema } from "effect"

import type { QuestionSource } from "./events/quiz.ts"
import { CleanText } from "./text.ts"

export const QuizSourceLimits = {
  /** Pasted text, in characters. */
  maxPastedText: 20_000,
  /** A web page's address, in characters. */
  maxUrlLength: 2_000,
  /** A web page read by the server, in bytes (after decompression). */
  maxPageBytes: 2 * 1024 * 1024,
  /** The whole fetch of a page or PDF, redirects included. */
  fetchTimeoutMs: 10_000,
  /** An uploaded or fetched PDF, in bytes. */
  maxPdfBytes: 5 * 1024 * 1024,
  /** Pages of a PDF read; the rest are left out. */
  maxPdfPages: 50,
  /** One passage, in characters: a recipe's step, a paragraph, a piece of a page. */
  maxPassage: 700,
  /** All the passages sent to the model together, in characters. */
  maxExcerpts: 8_000,
  /** Text shorter than this is not enough to write questions from. */
  minText: 60,
  /** Recipes or posts of a category read for one quiz. */
  maxCategoryItems: 12,
} as const

/** The base64 text of the largest PDF accepted, with room for the rest of the request. */
export const SOURCE_BODY_MAX_BYTES = Math.ceil((QuizSourceLimits.maxPdfBytes * 4) / 3) + 64 * 1024

/** "Desert sourdough boule, step 3": how a question's source is named to the player. */
export const sourceLabel = (source: { readonly title: string; readonly where: string }): string =>
  source.where === "" ? source.title : `${source.title}, ${source.where}`

/** A question's passage as the player sees it after answering: "From: <label>", the passage, and a link when there is one. */
export const SourceNote = Schema.Struct({ label: CleanText, passage: CleanText, url: Schema.optional(CleanText) })
export type SourceNote = typeof SourceNote.Type

export const toSourceNote = (source: QuestionSource): SourceNote => ({
  label: sourceLabel(source),
  passage: source.passage,
  ...(source.url !== undefined ? { url: source.url } : {}),
})
