// What the model sees for one message: the coach's persona, the remembered turns, and the
// question preceded by the site content found for it (each item with its URL to cite).
import type { ChatMessage } from "../quiz-generation/prompt.ts"
import type { Turn } from "./conversation.ts"
import type { SiteDocument, SourceKind } from "./documents.ts"
import { CoachLimits } from "./limits.ts"
import { type CoachId, coachPersona } from "./persona.ts"
import { excerpt } from "./text.ts"

const KIND_LABEL: Record<SourceKind, string> = { recipe: "Recipe", journal: "Journal entry", post: "Post", video: "Video", photo: "Photo" }

/** One item as the model reads it. */
export const describeSource = (doc: SiteDocument, n: number): string => {
  const lines = [`[${n}] ${KIND_LABEL[doc.kind]}: ${doc.title}`, `URL: ${doc.url}`]
  if (doc.category !== "" && doc.kind !== "journal") lines.push(`Category: ${doc.category}`)
  lines.push(...doc.facts)
  if (doc.ingredients.length > 0) lines.push(`Ingredients: ${excerpt(doc.ingredients.join("; "), CoachLimits.sourceExcerptChars)}`)
  if (doc.text !== "") lines.push(`${doc.kind === "recipe" ? "Method and notes" : "Text"}: ${excerpt(doc.text, CoachLimits.sourceExcerptChars)}`)
  return lines.join("\n")
}

/** The site-content block put before the question. */
export const contextBlock = (sources: readonly SiteDocument[]): string =>
  sources.length === 0
    ? "Site content: nothing on this site matches the question, so do not link to any page."
    : ["Site content relevant to the question (cite with markdown links to these URLs):", ...sources.map((doc, i) => describeSource(doc, i + 1))].join("\n\n")

/** The messages of one request: persona, remembered turns, then content and question. */
export const coachMessages = (coach: CoachId, history: readonly Turn[], sources: readonly SiteDocument[], message: string): ChatMessage[] => [
  { role: "system", content: coachPersona(coach) },
  ...history.flatMap((turn): ChatMessage[] => [
    { role: "user", content: turn.question },
    { role: "assistant", content: turn.reply },
  ]),
  { role: "user", content: `${contextBlock(sources)}\n\nQuestion: ${message}` },
]

/** What retrieval searches for: the question, and the one before it so follow-ups keep their subject. */
export const retrievalQuery = (history: readonly Turn[], message: string): string => {
  const previous = history.at(-1)?.question
  return previous === undefined ? message : `${message}\n${previous}`
}
