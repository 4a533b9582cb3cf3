import "./body-editor.css"

import { useRef } from "react"

import * as Messages from "#schemas/messages.ts"
import { mediaVariant } from "#web/content/media.ts"
import { Html } from "#web/content/ui/Html.tsx"
import { ImageStrip } from "#web/content/ui/MediaImage.tsx"

import { TextArea } from "../../content/dashboard/TextArea.tsx"
import { imagesFromElsewhere, insertBlock, markdownImage } from "./markdownText.ts"
import { usePreview } from "./usePreview.ts"

interface BodyEditorProps {
  markdownMode: boolean
  body: string
  markdown: string
  /** The post's uploaded images, offered for putting in the body. */
  images: readonly string[]
  title: string
  onBody: (body: string) => void
  onMarkdown: (markdown: string) => void
  onSwitchToMarkdown: () => void
}

const isMedia = (src: string) => src.startsWith("/media/")

/**
 * The post's body: Markdown (or, for a post first written as HTML, HTML) beside a live preview of what will be
 * stored, and the post's uploaded images ready to put in the text at the caret.
 */
export function BodyEditor({ markdownMode, body, markdown, images, title, onBody, onMarkdown, onSwitchToMarkdown }: BodyEditorProps) {
  const area = useRef<HTMLDivElement>(null)
  const preview = usePreview(markdownMode ? { body: "", markdown } : { body, markdown: "" })
  const elsewhere = imagesFromElsewhere(markdownMode ? markdown : body)

  const insertImage = (src: string) => {
    const textarea = area.current?.querySelector("textarea")
    const start = textarea?.selectionStart ?? markdown.length
    const end = textarea?.selectionEnd ?? markdown.length
    const next = insertBlock(markdown, start, end, markdownImage(isMedia(src) ? mediaVariant(src, "public") : src, title))
    onMarkdown(next.text)
    requestAnimationFrame(() => {
      textarea?.focus()
      textarea?.setSelectionRange(next.caret, next.caret)
    })
  }

  return (
    <div className="body-editor">
      <div ref={area} className="body-editor__write">
        {markdownMode ? (
          <TextArea
            label="Body"
            name="body"
            rows={15}
            required
            value={markdown}
            hint="Markdown: **bold**, _italics_, ## headings, - lists, [links](https://…). HTML works too."
            onChange={(e) => onMarkdown(e.target.value)}
          />
        ) : (
          <>
            <TextArea
              label="Body"
              name="body"
              rows={15}
              required
              value={body}
              hint="HTML is allowed: paragraphs, links, lists, emphasis."
              onChange={(e) => onBody(e.target.value)}
            />
            <button type="button" className="button button--secondary button--small" onClick={onSwitchToMarkdown}>
              Write in Markdown
            </button>
          </>
        )}
        {markdownMode && images.some(isMedia) && (
          <div className="body-editor__images" role="group" aria-label="Images to insert">
            {images.filter(isMedia).map((src, i) => (
              <button key={`${src}-${i}`} type="button" className="body-editor__image" onClick={() => insertImage(src)} aria-label={`Insert image ${i + 1}`}>
                <img src={mediaVariant(src, "thumb")} alt="" width={80} height={60} />
              </button>
            ))}
          </div>
        )}
      </div>
      <section className="body-editor__preview" aria-label="Preview">
        <h2 className="body-editor__heading">Preview</h2>
        {preview.state === "empty" && <p className="field__hint">The body appears here as it will be published.</p>}
        {preview.state === "failed" && (
          <p className="form-error" role="alert">
            {preview.message}
          </p>
        )}
        {elsewhere.length > 0 && (
          <p className="panel panel--notice" role="status">
            {Messages.imagesFromElsewhere(elsewhere)}
          </p>
        )}
        {(preview.state === "ready" || preview.state === "loading") && <Html className="rich-text post__body" html={preview.html} />}
        {/* Below the body, as the published post shows them. */}
        <ImageStrip images={images} alt={title} />
      </section>
    </div>
  )
}
