// The readable text of a web page (Mozilla's Readability over a server-side DOM, so menus, footers
// and scripts are left behind) and of a PDF's pages (pdf.js through unpdf), as paragraphs.
// Both are given bytes the guarded fetcher or the upload already bounded.
import { Readability } from "@mozilla/readability"
import { parseHTML } from "linkedom"
import { extractText, getDocumentProxy } from "unpdf"

import { Unacceptable } from "#engine/domain-errors.ts"
import { htmlParagraphs } from "#engine/quiz-sources/excerpts.ts"
import * as Messages from "#schemas/messages.ts"
import { QuizSourceLimits } from "#schemas/quiz-source-rules.ts"

export interface ReadDocument {
  readonly title: string
  /** Each page's text, paragraphs parted by blank lines (one page for a web page). */
  readonly pages: readonly string[]
}

/** A web page's article: its title and paragraphs (the whole body's text when Readability finds no article). */
export const readPage = (html: string, fallbackTitle: string): ReadDocument => {
  const { document } = parseHTML(html)
  const title = document.title.trim()
  const article = new Readability(document as unknown as Document, { charThreshold: 200 }).parse()
  const paragraphs = article?.content ? htmlParagraphs(article.content) : htmlParagraphs(document.body?.innerHTML ?? "")
  return { title: article?.title?.trim() || title || fallbackTitle, pages: [paragraphs.join("\n\n")] }
}

/** A PDF's pages as text (at most `maxPdfPages`); refused when it is not a PDF that can be read. */
export const readPdf = async (bytes: Uint8Array, fallbackTitle: string): Promise<ReadDocument> => {
  try {
    const pdf = await getDocumentProxy(bytes)
    try {
      const { text } = await extractText(pdf, { mergePages: false })
      const info = (await pdf.getMetadata().catch(() => undefined))?.info as { Title?: unknown } | undefined
      const title = typeof info?.Title === "string" && info.Title.trim() !== "" ? info.Title.trim() : fallbackTitle
      // pdf.js gives a page's lines one to a line: a line ending a sentence ends a paragraph.
      const pages = text.slice(0, QuizSourceLimits.maxPdfPages).map((page) => page.replace(/([.!?:])\n/g, "$1\n\n"))
      return { title, pages }
    } finally {
      await pdf.destroy()
    }
  } catch {
    throw new Unacceptable(Messages.sourcePdfNotReadable, "source_pdf_unreadable")
  }
}
