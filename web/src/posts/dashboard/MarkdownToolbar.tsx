import { type KeyboardEvent, useRef, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { insertLink, type LineKind, markLines, type TextEdit, wrapSelection } from "./markdownText.ts"

/** An edit of the text at its selection. */
export type MarkdownAction = (text: string, start: number, end: number) => TextEdit

const lines =
  (kind: LineKind): MarkdownAction =>
  (text, start, end) =>
    markLines(text, start, end, kind)

export const BOLD: MarkdownAction = (text, start, end) => wrapSelection(text, start, end, "**", "bold text")
export const ITALICS: MarkdownAction = (text, start, end) => wrapSelection(text, start, end, "_", "italic text")
export const LINK: MarkdownAction = insertLink

interface Tool {
  /** Its class's name (markdown-toolbar__button--bold). */
  readonly name: string
  /** Its name in the catalogue. */
  readonly label: "toolBold" | "toolItalics" | "toolHeading" | "toolLink" | "toolQuote" | "toolBullets" | "toolNumbers" | "toolCode"
  readonly glyph: string
  readonly keys?: string
  readonly action: MarkdownAction
}

const TOOLS: readonly Tool[] = [
  { name: "bold", label: "toolBold", glyph: "B", keys: "Ctrl+B", action: BOLD },
  { name: "italics", label: "toolItalics", glyph: "I", keys: "Ctrl+I", action: ITALICS },
  { name: "heading", label: "toolHeading", glyph: "H", action: lines("heading") },
  { name: "link", label: "toolLink", glyph: "Link", keys: "Ctrl+K", action: LINK },
  { name: "quote", label: "toolQuote", glyph: "“ ”", action: lines("quote") },
  { name: "bulleted-list", label: "toolBullets", glyph: "•", action: lines("bullets") },
  { name: "numbered-list", label: "toolNumbers", glyph: "1.", action: lines("numbers") },
  { name: "code", label: "toolCode", glyph: "</>", action: (text, start, end) => wrapSelection(text, start, end, "`", "code") },
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
            onAction(tool.action)
          }}
        >
          {/* Named by the words, not the glyph ("1." is no name for a list). */}
          <span aria-hidden="true">{tool.glyph}</span>
          <span className="visually-hidden">{m[tool.label]}</span>
        </button>
      ))}
    </div>
  )
}
