// Pure text edits of the Markdown editor, and what it tells the writer about the text.
import { OWN_IMAGE_SRC } from "#schemas/media-limits.ts"

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

/**
 * The images the text asks for from anywhere but this site's uploads (Markdown `![…](…)` or an HTML
 * `<img src>`), each once: the site shows only its own uploads, so the writer is told these will not show.
 */
export const imagesFromElsewhere = (text: string): string[] => {
  const markdown = [...text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)]
  const html = [...text.matchAll(/<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)/gi)]
  return [...new Set([...markdown, ...html].map((m) => m[1]!))].filter((src) => !OWN_IMAGE_SRC.test(src))
}
