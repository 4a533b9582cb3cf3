import "./body-editor.css"

import { type KeyboardEvent, type RefObject, useId, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { imagesFromElsewhere } from "#schemas/media-limits.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip } from "#web/content/ui/MediaImage.tsx"
import { useMessages } from "#web/i18n/language.ts"
import { useMediaQuery } from "#web/ui/useMediaQuery.ts"

import { TextArea } from "../../content/dashboard/TextArea.tsx"
import { applyEdit } from "./editText.ts"
import { BOLD, ITALICS, LINK, type MarkdownAction, MarkdownToolbar } from "./MarkdownToolbar.tsx"
import { usePreview } from "./usePreview.ts"

interface BodyEditorProps {
  markdownMode: boolean
  body: string
  markdown: string
  /** The post's uploaded images, shown below the preview as the published post shows them. */
  images: readonly string[]
  title: string
  /** The body's textarea, for putting images in at the caret from the form's image list. */
  textarea: RefObject<HTMLTextAreaElement | null>
  onBody: (body: string) => void
  onMarkdown: (markdown: string) => void
  onSwitchToMarkdown: () => void
}

/** Where the preview stands beside the text; below it, Write and Preview are tabs. */
const SIDE_BY_SIDE = "(min-width: 62rem)"

const SHORTCUTS: Record<string, typeof BOLD> = { b: BOLD, i: ITALICS, k: LINK }

/**
 * The post's body: Markdown (or, for a post first written as HTML, HTML) with a toolbar for the common marks, beside
 * a live preview of what will be stored on wide screens and behind a Preview tab on narrow ones.
 */
export function BodyEditor({ markdownMode, body, markdown, images, title, textarea, onBody, onMarkdown, onSwitchToMarkdown }: BodyEditorProps) {
  const preview = usePreview(markdownMode ? { body: "", markdown } : { body, markdown: "" })
  const elsewhere = imagesFromElsewhere(markdownMode ? markdown : body)
  const sideBySide = useMediaQuery(SIDE_BY_SIDE)
  const [tab, setTab] = useState<"write" | "preview">("write")
  const id = useId()
  const m = useMessages("dashboard", Dashboard)
  const tabs = !sideBySide

  const act = (action: MarkdownAction) => {
    const area = textarea.current
    if (area) applyEdit(area, action(area.value, area.selectionStart, area.selectionEnd), onMarkdown)
  }
  const shortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = SHORTCUTS[event.key.toLowerCase()]
    if (!markdownMode || !action || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
    event.preventDefault()
    act(action(m))
  }
  const tabKeys = (event: KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return
    event.preventDefault()
    const next = tab === "write" ? "preview" : "write"
    setTab(next)
    document.getElementById(`${id}-${next}-tab`)?.focus()
  }
  const panel = (name: "write" | "preview") =>
    tabs ? { role: "tabpanel", id: `${id}-${name}`, "aria-labelledby": `${id}-${name}-tab`, hidden: tab !== name } : {}

  return (
    <div className="body-editor">
      {tabs && (
        <div className="body-editor__tabs" role="tablist" aria-label={m.writeOrPreview} onKeyDown={tabKeys}>
          {(["write", "preview"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-controls={`${id}-${name}`}
              aria-selected={tab === name}
              tabIndex={tab === name ? 0 : -1}
              className="body-editor__tab"
              onClick={() => setTab(name)}
            >
              {name === "write" ? m.write : m.preview}
            </button>
          ))}
        </div>
      )}
      <div className="body-editor__write" {...panel("write")}>
        {markdownMode && <MarkdownToolbar onAction={act} />}
        <TextArea
          ref={textarea}
          label={m.body}
          name="body"
          rows={15}
          required
          value={markdownMode ? markdown : body}
          hint={markdownMode ? m.markdownHint : m.htmlHint}
          onChange={(e) => (markdownMode ? onMarkdown : onBody)(e.target.value)}
          onKeyDown={shortcut}
          // An empty body refused on submit is shown, not left behind the Preview tab.
          onInvalid={() => setTab("write")}
        />
        {elsewhere.length > 0 && (
          <p className="panel panel--notice" role="status">
            {m.imagesFromElsewhere(elsewhere)}
          </p>
        )}
        {!markdownMode && (
          <button type="button" className="button button--secondary button--small" onClick={onSwitchToMarkdown}>
            {m.writeInMarkdown}
          </button>
        )}
      </div>
      <section className="body-editor__preview" aria-label={tabs ? undefined : m.preview} {...panel("preview")}>
        {!tabs && <h2 className="body-editor__heading">{m.preview}</h2>}
        {preview.state === "empty" && <p className="field__hint">{m.previewEmpty}</p>}
        {preview.state === "failed" && (
          <p className="form-error" role="alert">
            {preview.message}
          </p>
        )}
        {(preview.state === "ready" || preview.state === "loading") && <Html className="rich-text post__body" html={preview.html} />}
        {/* Below the body, as the published post shows them. */}
        <ImageStrip images={images} alt={title} />
      </section>
    </div>
  )
}
