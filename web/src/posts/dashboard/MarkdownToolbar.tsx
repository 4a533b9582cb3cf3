import { type KeyboardEvent, useRef, useState } from "react"

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
  readonly label: string
  readonly glyph: string
  readonly keys?: string
  readonly action: MarkdownAction
}

const TOOLS: readonly Tool[] = [
  { label: "Bold", glyph: "B", keys: "Ctrl+B", action: BOLD },
  { label: "Italics", glyph: "I", keys: "Ctrl+I", action: ITALICS },
  { label: "Heading", glyph: "H", action: lines("heading") },
  { label: "Link", glyph: "Link", keys: "Ctrl+K", action: LINK },
  { label: "Quote", glyph: "“ ”", action: lines("quote") },
  { label: "Bulleted list", glyph: "•", action: lines("bullets") },
  { label: "Numbered list", glyph: "1.", action: lines("numbers") },
  { label: "Code", glyph: "</>", action: (text, start, end) => wrapSelection(text, start, end, "`", "code") },
]

/**
 * Buttons for the common Markdown, one tab stop as a toolbar is (arrow keys, Home and End move along it). Pressing
 * one edits the body at its selection; the body keeps the focus' place.
 */
export function MarkdownToolbar({ onAction }: { onAction: (action: MarkdownAction) => void }) {
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
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatting" onKeyDown={move}>
      {TOOLS.map((tool, i) => (
        <button
          key={tool.label}
          ref={(el) => {
            buttons.current[i] = el
          }}
          type="button"
          className={`markdown-toolbar__button markdown-toolbar__button--${tool.label.toLowerCase().replace(/ /g, "-")}`}
          tabIndex={i === current ? 0 : -1}
          aria-keyshortcuts={tool.keys?.replace("Ctrl", "Control")}
          title={tool.keys ? `${tool.label} (${tool.keys})` : tool.label}
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
          <span className="visually-hidden">{tool.label}</span>
        </button>
      ))}
    </div>
  )
}
