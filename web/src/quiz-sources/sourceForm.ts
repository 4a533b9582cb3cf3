// What the source picker holds and the rules checked before a quiz from a source is asked for:
// something chosen, pasted text within its bounds, a web address (http or https), a PDF within its
// size. The server checks them all again.
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"
import { sizeText } from "#schemas/size-text.ts"

import { checkGenerator, type GeneratorValues } from "../quiz-generation/generatorForm.ts"
import { ENGLISH_QUIZ, type QuizWords } from "../quiz-play/words.ts"
import type { SourceQuizBody } from "./sourceApi.ts"

/** What a quiz can be made from, in the picker's order (their names: the catalogue's `sourceChoices`). */
export const SOURCE_KINDS = ["topic", "recipe", "post", "recipe_category", "post_tag", "text", "url", "pdf"] as const

export type SourceKind = (typeof SOURCE_KINDS)[number]

export interface SourceValues {
  kind: SourceKind
  /** The recipe's or post's id, the category or the tag, the pasted text or the address, as chosen. */
  value: string
  /** Pasted text's title. */
  title: string
  /** The chosen PDF, read as base64, and its name. */
  pdf: { name: string; data: string; bytes: number } | null
}

export const initialSourceValues: SourceValues = { kind: "topic", value: "", title: "", pdf: null }

/** The picker set on one recipe or post (the dashboard's "Make a quiz" of an entry), or on the recipes to choose among. */
export const sourceValuesFor = (picked: { readonly recipe?: string | null; readonly post?: string | null }): SourceValues =>
  picked.post ? { ...initialSourceValues, kind: "post", value: picked.post } : { ...initialSourceValues, kind: "recipe", value: picked.recipe ?? "" }

/** Whether `text` is an address the server can be asked to read: http or https, with a host. */
export const isWebAddress = (text: string): boolean => {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== ""
}

export type SourceCheck = { ok: true; source: SourceQuizBody["source"] } | { ok: false; message: string }

/** The source to send, or the first broken rule's message (not for a topic, which the topic form checks). */
export function checkSource(values: SourceValues, m: QuizWords = ENGLISH_QUIZ): SourceCheck {
  const value = values.value.trim()
  switch (values.kind) {
    case "topic":
      return { ok: false, message: m.topicRequired }
    case "text":
      if (value.length < QuizSourceLimits.minText) return { ok: false, message: m.sourceTooLittleText }
      if (value.length > QuizSourceLimits.maxPastedText) return { ok: false, message: m.sourceTextTooLong(QuizSourceLimits.maxPastedText) }
      return { ok: true, source: { kind: "text", text: value, title: values.title.trim() } }
    case "pdf":
      if (values.pdf === null) return { ok: false, message: m.choosePdf }
      if (values.pdf.bytes > QuizSourceLimits.maxPdfBytes) return { ok: false, message: m.sourcePdfTooLarge(sizeText(QuizSourceLimits.maxPdfBytes)) }
      return { ok: true, source: { kind: "pdf", name: values.pdf.name, data: values.pdf.data } }
    default:
      if (value === "") return { ok: false, message: m.chooseSource[values.kind] }
      if (values.kind === "recipe" || values.kind === "post") return { ok: true, source: { kind: values.kind, id: value } }
      if (values.kind === "recipe_category") return { ok: true, source: { kind: "recipe_category", category: value } }
      if (values.kind === "post_tag") return { ok: true, source: { kind: "post_tag", tag: value } }
      if (value.length > QuizSourceLimits.maxUrlLength) return { ok: false, message: m.fieldTooLong(m.addressField, QuizSourceLimits.maxUrlLength) }
      if (!isWebAddress(value)) return { ok: false, message: m.fetchAddressInvalid }
      return { ok: true, source: { kind: "url", url: value } }
  }
}

export type SourceQuizCheck = { ok: true; params: SourceQuizBody } | { ok: false; message: string }

/** The whole request: the source, then the level, count, quality and kinds by the topic form's own rules (the server names the topic after the source). */
export function checkSourceQuiz(source: SourceValues, values: GeneratorValues, signedIn: boolean, m: QuizWords = ENGLISH_QUIZ): SourceQuizCheck {
  const picked = checkSource(source, m)
  if (!picked.ok) return picked
  const rest = checkGenerator({ ...values, topic: "source" }, signedIn, m)
  if (!rest.ok) return rest
  const { topic: _topic, ...params } = rest.params
  return { ok: true, params: { ...params, source: picked.source } }
}
