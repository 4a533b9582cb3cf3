import "./viewer.css"

import { type PointerEvent, useEffect, useLayoutEffect, useRef } from "react"

import { swipeStep } from "#web/content/cycle.ts"

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
 * them around), the arrow keys, swipes, and Back or Escape to return to the grid.
 */
export function PhotoViewer({ photo, position, count, onStep, onClose }: PhotoViewerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const backRef = useRef<HTMLButtonElement>(null)
  const dragStart = useRef<number | null>(null)

  // A native modal dialog: the page behind it is inert, so focus stays in the viewer.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    backRef.current?.focus()
    return () => dialog?.close()
  }, [])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") onStep(1)
      else if (event.key === "ArrowLeft") onStep(-1)
      else return
      event.preventDefault()
    }
    document.addEventListener("keydown", onKey)
    const overflow = document.body.style.overflow
    document.body.style.overflow = "hidden"
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = overflow
    }
  }, [onClose, onStep])

  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return
    const by = swipeStep(event.clientX - dragStart.current)
    dragStart.current = null
    if (by !== 0) onStep(by)
  }

  return (
    <dialog
      ref={dialogRef}
      className="photo-viewer"
      aria-labelledby="photo-viewer-title"
      onCancel={(event) => {
        // Escape: return to the grid ourselves, so the page's state and the dialog agree.
        event.preventDefault()
        onClose()
      }}
    >
      <div className="photo-viewer__bar">
        <button ref={backRef} type="button" className="button button--secondary photo-viewer__back" onClick={onClose}>
          ← Back
        </button>
        <span className="photo-viewer__count" aria-live="polite">
          {position + 1} / {count}
        </span>
      </div>
      <div
        className="photo-viewer__stage"
        onPointerDown={(event) => (dragStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
      >
        {count > 1 && (
          <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" aria-label="Previous photo" onClick={() => onStep(-1)}>
            ‹
          </button>
        )}
        <img key={photo.key} src={photo.src} alt={photo.title} draggable={false} decoding="async" />
        {count > 1 && (
          <button type="button" className="photo-viewer__nav photo-viewer__nav--next" aria-label="Next photo" onClick={() => onStep(1)}>
            ›
          </button>
        )}
      </div>
      <div className="photo-viewer__info">
        <h2 id="photo-viewer-title">{photo.title}</h2>
        {photo.category && (
          <p className="photo-viewer__category">
            <span className="visually-hidden">Category: </span>
            {photo.category}
          </p>
        )}
        {photo.description && <p className="photo-viewer__description">{photo.description}</p>}
      </div>
    </dialog>
  )
}
