// Text helpers of the coach's retrieval: HTML to plain text, and words to index terms.

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

/** Plain text of sanitised HTML: tags dropped (block ends become spaces), common entities decoded. */
export const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === "#") {
        const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " "
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, " ")
    .trim()

// Words too common to say anything about what a question is after.
const STOPWORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers him his how i if in into " +
    "is it its itself just me more most my myself no nor not now of off on once only or other our ours out over own same she " +
    "should so some such than that the their theirs them then there these they this those through to too under until up very " +
    "was we were what when where which while who whom why will with would you your yours yourself please tell know want need " +
    "thing things get got good best way ways use using also like"
  ).split(" "),
)

/** A light suffix-stripper: the same on both sides is what matters, not linguistic accuracy. */
export const stem = (word: string): string => {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`
  if (word.length > 4 && /(ss|x|z|ch|sh|o)es$/.test(word)) return word.slice(0, -2)
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3)
  if (word.length > 4 && word.endsWith("ed") && !word.endsWith("eed")) return word.slice(0, -2)
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1)
  return word
}

/** Index terms of a text: lower-case letters and digits, accents folded, stopwords dropped, stemmed. */
export const terms = (text: string): string[] => {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
  const out: string[] = []
  for (const word of words) {
    if (word.length < 2 || STOPWORDS.has(word)) continue
    out.push(stem(word))
  }
  return out
}

/** Cut at a word boundary near `max` characters, marked with an ellipsis. */
export const excerpt = (text: string, max: number): string => {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const space = cut.lastIndexOf(" ")
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}
