// What the source picker holds and the rules checked before a quiz from a source is asked for:
// something chosen, pasted text within its bounds, a web address (http or https), a PDF within its
// size. The server checks them all again.
import * as Messages from "#schemas/messages.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"

import { checkGenerator, type GeneratorValues } from "../quiz-generation/generatorForm.ts"
import type { SourceQuizBody } from "./sourceApi.ts"

export const SOURCE_CHOICES = [
  { kind: "topic", label: "A topic" },
  { kind: "recipe", label: "One recipe" },
  { kind: "post", label: "One journal post" },
  { kind: "recipe_category", label: "A category of recipes" },
  { kind: "post_tag", label: "Posts with a tag" },
  { kind: "text", label: "Text you paste" },
  { kind: "url", label: "A web page" },
  { kind: "pdf", label: "A PDF" },
] as const

export type SourceKind = (typeof SOURCE_CHOICES)[number]["kind"]

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

const CHOOSE: Record<Exclude<SourceKind, "topic" | "text" | "pdf">, string> = {
  recipe: "Choose a recipe.",
  post: "Choose a journal post.",
  recipe_category: "Choose a category.",
  post_tag: "Choose a tag.",
  url: "Enter the page's address.",
}

/** The source to send, or the first broken rule's message (not for a topic, which the topic form checks). */
export function checkSource(values: SourceValues): SourceCheck {
  const value = values.value.trim()
  switch (values.kind) {
    case "topic":
      return { ok: false, message: Messages.topicRequired }
    case "text":
      if (value.length < QuizSourceLimits.minText) return { ok: false, message: Messages.sourceTooLittleText }
      if (value.length > QuizSourceLimits.maxPastedText) return { ok: false, message: Messages.sourceTextTooLong(QuizSourceLimits.maxPastedText) }
      return { ok: true, source: { kind: "text", text: value, title: values.title.trim() } }
    case "pdf":
      if (values.pdf === null) return { ok: false, message: "Choose a PDF file." }
      if (values.pdf.bytes > QuizSourceLimits.maxPdfBytes) return { ok: false, message: Messages.sourcePdfTooLarge(QuizSourceLimits.maxPdfBytes) }
      return { ok: true, source: { kind: "pdf", name: values.pdf.name, data: values.pdf.data } }
    default:
      if (value === "") return { ok: false, message: CHOOSE[values.kind] }
      if (values.kind === "recipe" || values.kind === "post") return { ok: true, source: { kind: values.kind, id: value } }
      if (values.kind === "recipe_category") return { ok: true, source: { kind: "recipe_category", category: value } }
      if (values.kind === "post_tag") return { ok: true, source: { kind: "post_tag", tag: value } }
      if (value.length > QuizSourceLimits.maxUrlLength) return { ok: false, message: Messages.fieldTooLong("Address", QuizSourceLimits.maxUrlLength) }
      if (!isWebAddress(value)) return { ok: false, message: Messages.fetchAddressInvalid }
      return { ok: true, source: { kind: "url", url: value } }
  }
}

export type SourceQuizCheck = { ok: true; params: SourceQuizBody } | { ok: false; message: string }

/** The whole request: the source, then the level, count, quality and kinds by the topic form's own rules (the server names the topic after the source). */
export function checkSourceQuiz(source: SourceValues, values: GeneratorValues, signedIn: boolean): SourceQuizCheck {
  const picked = checkSource(source)
  if (!picked.ok) return picked
  const rest = checkGenerator({ ...values, topic: "source" }, signedIn)
  if (!rest.ok) return rest
  const { topic: _topic, ...params } = rest.params
  return { ok: true, params: { ...params, source: picked.source } }
}
