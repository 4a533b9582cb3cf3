// Pure text edits of the Markdown editor.

/** The Markdown of one of our uploads as an image, alt text without the characters that would end it. */
export const markdownImage = (src: string, alt: string): string => `![${alt.replace(/[[\]\n]/g, " ").trim()}](${src})`

/**
 * `text` with `snippet` put in place of the selection [start, end), on a line of its own (a blank line before and
 * after unless the text already has them), and where the caret goes after it.
 */
export const insertBlock = (text: string, start: number, end: number, snippet: string): { text: string; caret: number } => {
  const before = text.slice(0, start)
  const after = text.slice(end)
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n"
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n"
  const inserted = `${lead}${snippet}${trail}`
  return { text: `${before}${inserted}${after}`, caret: before.length + lead.length + snippet.length }
}

/** A text after an edit, and the selection to leave in it. */
export interface TextEdit {
  readonly text: string
  readonly start: number
  readonly end: number
}

/**
 * `marker` on both sides of the selection (bold `**`, italics `_`, code `` ` ``), or of `placeholder`, left selected
 * to type over, when nothing is selected. A selection already between the markers loses them instead.
 */
export const wrapSelection = (text: string, start: number, end: number, marker: string, placeholder: string): TextEdit => {
  const before = text.slice(0, start)
  const after = text.slice(end)
  if (before.endsWith(marker) && after.startsWith(marker))
    return {
      text: `${before.slice(0, -marker.length)}${text.slice(start, end)}${after.slice(marker.length)}`,
      start: start - marker.length,
      end: end - marker.length,
    }
  const inner = start === end ? placeholder : text.slice(start, end)
  return { text: `${before}${marker}${inner}${marker}${after}`, start: start + marker.length, end: start + marker.length + inner.length }
}

export type LineKind = "heading" | "quote" | "bullets" | "numbers"

const LINE_MARK: Record<LineKind, RegExp> = { heading: /^#{1,6} /, quote: /^> ?/, bullets: /^[-*+] /, numbers: /^\d+[.)] / }
const lineMark = (kind: LineKind, index: number): string => ({ heading: "## ", quote: "> ", bullets: "- ", numbers: `${index + 1}. ` })[kind]

/**
 * Every line the selection touches made a heading, a quote or a list item (numbered 1, 2, 3 …), the whole of them
 * left selected; when every written line already is one, the mark comes off instead.
 */
export const markLines = (text: string, start: number, end: number, kind: LineKind): TextEdit => {
  const from = text.lastIndexOf("\n", start - 1) + 1
  // A selection ending just after a line break stops at that line.
  const last = end > start && text[end - 1] === "\n" ? end - 1 : end
  const newline = text.indexOf("\n", last)
  const to = newline === -1 ? text.length : newline
  const lines = text.slice(from, to).split("\n")
  const written = lines.filter((line) => line.trim() !== "")
  const unmark = written.length > 0 && written.every((line) => LINE_MARK[kind].test(line))
  let n = 0
  const block = lines
    .map((line) => {
      if (unmark) return line.replace(LINE_MARK[kind], "")
      if (line.trim() === "" && lines.length > 1) return line
      // Another kind's mark gives way: a list item made a heading loses its dash.
      const bare = Object.values(LINE_MARK).reduce((l, mark) => l.replace(mark, ""), line)
      return `${lineMark(kind, n++)}${bare}`
    })
    .join("\n")
  return { text: `${text.slice(0, from)}${block}${text.slice(to)}`, start: from, end: from + block.length }
}

/**
 * A link around the selection, with the address part selected to type or paste; a selected address becomes the
 * link's target, with `placeholder` (the page's words for "link text") as its text to type over.
 */
export const insertLink = (text: string, start: number, end: number, placeholder: string): TextEdit => {
  const selected = text.slice(start, end).trim()
  const before = text.slice(0, start)
  const after = text.slice(end)
  if (/^https?:\/\/\S+$/i.test(selected)) {
    const label = placeholder
    return { text: `${before}[${label}](${selected})${after}`, start: start + 1, end: start + 1 + label.length }
  }
  const label = selected === "" ? placeholder : text.slice(start, end)
  const address = "https://"
  const at = start + label.length + 3
  return { text: `${before}[${label}](${address})${after}`, start: at, end: at + address.length }
}

/** The one changed stretch between two texts: [from, to) of the old one is replaced by `insert`. */
export const changedStretch = (before: string, after: string): { from: number; to: number; insert: string } => {
  let from = 0
  while (from < before.length && from < after.length && before[from] === after[from]) from++
  let tail = 0
  while (tail < before.length - from && tail < after.length - from && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++
  return { from, to: before.length - tail, insert: after.slice(from, after.length - tail) }
}
