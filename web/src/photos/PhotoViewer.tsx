import "./viewer.css"

import { useRef } from "react"

import * as Pages from "#schemas/page-messages.ts"
import * as Site from "#schemas/site-messages.ts"
import { useStepDialog } from "#web/content/ui/useStepDialog.ts"
import { useMessages } from "#web/i18n/language.ts"

/** What the viewer shows: a gallery photo, or an image of a post or recipe. */
export interface ViewerImage {
  /** Tells one image from the next (a photo's id, or the image's address and place). */
  key: string
  src: string
  title: string
  category?: string
  description?: string
}

interface PhotoViewerProps {
  photo: ViewerImage
  position: number
  count: number
  onStep: (by: -1 | 1) => void
  onClose: () => void
}

/**
 * The fullscreen view of one photo (the gallery's, and a post's or recipe's images): title, description and category, previous/next (the page wraps
 * them around), the arrow keys, swipes (useStepDialog), and Back or Escape to return to the grid.
 */
export function PhotoViewer({ photo, position, count, onStep, onClose }: PhotoViewerProps) {
  const m = useMessages("site", Site)
  const p = useMessages("pages", Pages)
  const backRef = useRef<HTMLButtonElement>(null)
  const { dialogRef, onCancel, swipe } = useStepDialog({ onStep, onClose, focus: backRef, mouseSwipes: true })

  return (
    <dialog ref={dialogRef} className="photo-viewer" aria-labelledby="photo-viewer-title" onCancel={onCancel}>
      <div className="photo-viewer__bar">
        <button ref={backRef} type="button" className="button button--secondary photo-viewer__back" onClick={onClose}>
          {p.back}
        </button>
        <span className="photo-viewer__count" aria-live="polite">
          {position + 1} / {count}
        </span>
      </div>
      <div className="photo-viewer__stage" {...swipe}>
        {count > 1 && (
          <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" aria-label={m.previousPhoto} onClick={() => onStep(-1)}>
            ‹
          </button>
        )}
        <img key={photo.key} src={photo.src} alt={photo.title} draggable={false} decoding="async" />
        {count > 1 && (
          <button type="button" className="photo-viewer__nav photo-viewer__nav--next" aria-label={m.nextPhoto} onClick={() => onStep(1)}>
            ›
          </button>
        )}
      </div>
      <div className="photo-viewer__info">
        <h2 id="photo-viewer-title">{photo.title}</h2>
        {photo.category && (
          <p className="photo-viewer__category">
            <span className="visually-hidden">{p.categoryLabel}</span>
            {photo.category}
          </p>
        )}
        {photo.description && <p className="photo-viewer__description">{photo.description}</p>}
      </div>
    </dialog>
  )
}
