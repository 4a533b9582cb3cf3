// Finds the site content most relevant to a question: BM25 over weighted fields (a
// simplified BM25F), so a word in a recipe's name or ingredients counts for more than the
// same word somewhere in a long journal entry, and rare words count for more than common ones.
import type { SiteDocument } from "./documents.ts"
import { terms } from "./text.ts"

const FIELD_WEIGHTS = { title: 3, category: 1.5, ingredients: 2, text: 1 } as const
const K1 = 1.2
const B = 0.75
/** Added when a document's whole title appears in the question ("our sourdough bread"). */
const TITLE_PHRASE_BONUS = 2
/** Items scoring under this share of the best one are noise, not sources. */
const RELATIVE_CUTOFF = 0.25

interface Indexed {
  readonly doc: SiteDocument
  readonly frequencies: ReadonlyMap<string, number>
  readonly length: number
  readonly titlePhrase: string
}

const index = (doc: SiteDocument): Indexed => {
  const frequencies = new Map<string, number>()
  let length = 0
  const add = (text: string, weight: number) => {
    for (const term of terms(text)) {
      frequencies.set(term, (frequencies.get(term) ?? 0) + weight)
      length += weight
    }
  }
  add(doc.title, FIELD_WEIGHTS.title)
  add(doc.category, FIELD_WEIGHTS.category)
  for (const ingredient of doc.ingredients) add(ingredient, FIELD_WEIGHTS.ingredients)
  add(doc.text, FIELD_WEIGHTS.text)
  return { doc, frequencies, length, titlePhrase: terms(doc.title).join(" ") }
}

export interface Ranked {
  readonly doc: SiteDocument
  readonly score: number
}

/** Up to `limit` documents that share words with the query, best first (ties keep the input order). */
export const rankDocuments = (query: string, docs: readonly SiteDocument[], limit: number): Ranked[] => {
  const queryTerms = [...new Set(terms(query))]
  if (queryTerms.length === 0 || docs.length === 0 || limit <= 0) return []
  const indexed = docs.map(index)
  const averageLength = indexed.reduce((sum, d) => sum + d.length, 0) / indexed.length || 1
  const idf = new Map<string, number>()
  for (const term of queryTerms) {
    const df = indexed.filter((d) => d.frequencies.has(term)).length
    idf.set(term, Math.log(1 + (indexed.length - df + 0.5) / (df + 0.5)))
  }
  const queryPhrase = ` ${terms(query).join(" ")} `

  const scored = indexed.map((d, position) => {
    let score = 0
    for (const term of queryTerms) {
      const tf = d.frequencies.get(term)
      if (tf === undefined) continue
      score += idf.get(term)! * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.length) / averageLength)))
    }
    if (score > 0 && d.titlePhrase !== "" && queryPhrase.includes(` ${d.titlePhrase} `)) score += TITLE_PHRASE_BONUS
    return { doc: d.doc, score, position }
  })
  const matching = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.position - b.position)
  const best = matching[0]?.score ?? 0
  return matching
    .filter((s) => s.score >= best * RELATIVE_CUTOFF)
    .slice(0, limit)
    .map(({ doc, score }) => ({ doc, score }))
}
