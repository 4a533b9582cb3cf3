import { type KeyboardEvent, useRef, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import type { Words } from "#schemas/i18n/catalogue.ts"
import { useMessages } from "#web/i18n/language.ts"

import { insertLink, type LineKind, markLines, type TextEdit, wrapSelection } from "./markdownText.ts"

/** An edit of the text at its selection. */
export type MarkdownAction = (text: string, start: number, end: number) => TextEdit

const lines =
  (kind: LineKind): MarkdownAction =>
  (text, start, end) =>
    markLines(text, start, end, kind)

/** The words a tool puts in: the editor's, in the page's language. */
type ToolWords = Pick<Words<typeof Dashboard>, "placeholderBold" | "placeholderItalics" | "placeholderLink" | "placeholderCode">

export const BOLD =
  (m: ToolWords): MarkdownAction =>
  (text, start, end) =>
    wrapSelection(text, start, end, "**", m.placeholderBold)
export const ITALICS =
  (m: ToolWords): MarkdownAction =>
  (text, start, end) =>
    wrapSelection(text, start, end, "_", m.placeholderItalics)
export const LINK =
  (m: ToolWords): MarkdownAction =>
  (text, start, end) =>
    insertLink(text, start, end, m.placeholderLink)
const CODE =
  (m: ToolWords): MarkdownAction =>
  (text, start, end) =>
    wrapSelection(text, start, end, "`", m.placeholderCode)

interface Tool {
  /** Its class's name (markdown-toolbar__button--bold). */
  readonly name: string
  /** Its name in the catalogue. */
  readonly label: "toolBold" | "toolItalics" | "toolHeading" | "toolLink" | "toolQuote" | "toolBullets" | "toolNumbers" | "toolCode"
  /** What it shows: a mark, or its words in the catalogue. */
  readonly glyph: string | { readonly words: "toolLinkGlyph" }
  readonly keys?: string
  readonly action: (m: ToolWords) => MarkdownAction
}

const TOOLS: readonly Tool[] = [
  { name: "bold", label: "toolBold", glyph: "B", keys: "Ctrl+B", action: BOLD },
  { name: "italics", label: "toolItalics", glyph: "I", keys: "Ctrl+I", action: ITALICS },
  { name: "heading", label: "toolHeading", glyph: "H", action: () => lines("heading") },
  { name: "link", label: "toolLink", glyph: { words: "toolLinkGlyph" }, keys: "Ctrl+K", action: LINK },
  { name: "quote", label: "toolQuote", glyph: "“ ”", action: () => lines("quote") },
  { name: "bulleted-list", label: "toolBullets", glyph: "•", action: () => lines("bullets") },
  { name: "numbered-list", label: "toolNumbers", glyph: "1.", action: () => lines("numbers") },
  { name: "code", label: "toolCode", glyph: "</>", action: CODE },
]

/**
 * Buttons for the common Markdown, one tab stop as a toolbar is (arrow keys, Home and End move along it). Pressing
 * one edits the body at its selection; the body keeps the focus' place.
 */
export function MarkdownToolbar({ onAction }: { onAction: (action: MarkdownAction) => void }) {
  const m = useMessages("dashboard", Dashboard)
  const [current, setCurrent] = useState(0)
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const move = (event: KeyboardEvent) => {
    const to = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: TOOLS.length - 1 }[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = (to + TOOLS.length) % TOOLS.length
    setCurrent(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="markdown-toolbar" role="toolbar" aria-label={m.formatting} onKeyDown={move}>
      {TOOLS.map((tool, i) => (
        <button
          key={tool.name}
          ref={(el) => {
            buttons.current[i] = el
          }}
          type="button"
          className={`markdown-toolbar__button markdown-toolbar__button--${tool.name}`}
          tabIndex={i === current ? 0 : -1}
          aria-keyshortcuts={tool.keys?.replace("Ctrl", "Control")}
          title={tool.keys ? m.withKeys(m[tool.label], tool.keys) : m[tool.label]}
          // Keeps the body's selection: a press must not take the focus first.
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={() => {
            setCurrent(i)
            onAction(tool.action(m))
          }}
        >
          {/* Named by the words, not the glyph ("1." is no name for a list). */}
          <span aria-hidden="true">{typeof tool.glyph === "string" ? tool.glyph : m[tool.glyph.words]}</span>
          <span className="visually-hidden">{m[tool.label]}</span>
        </button>
      ))}
    </div>
  )
}
