import { useEffect, useLayoutEffect, useRef, type PointerEvent } from "react"
import { swipeStep } from "../../content/cycle.ts"
import type { Photo } from "../../content/types.ts"

interface PhotoViewerProps {
  photo: Photo
  position: number
  count: number
  onStep: (by: -1 | 1) => void
  onClose: () => void
}

/**
 * The gallery's fullscreen view of one photo: title, description and category, previous/next (the page wraps
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
    <dialog ref={dialogRef} className="photo-viewer" aria-labelledby="photo-viewer-title"
      onCancel={(event) => {
        // Escape: return to the grid ourselves, so the page's state and the dialog agree.
        event.preventDefault()
        onClose()
      }}>
      <div className="photo-viewer__bar">
        <button ref={backRef} type="button" className="button button--secondary photo-viewer__back" onClick={onClose}>
          ← Back
        </button>
        <span className="photo-viewer__count" aria-live="polite">{position + 1} / {count}</span>
      </div>
      <div
        className="photo-viewer__stage"
        onPointerDown={(event) => (dragStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
      >
        <button type="button" className="photo-viewer__nav photo-viewer__nav--prev" aria-label="Previous photo"
          onClick={() => onStep(-1)}>‹</button>
        <img key={photo._id} src={photo.urls.public} alt={photo.title} draggable={false} decoding="async" />
        <button type="button" className="photo-viewer__nav photo-viewer__nav--next" aria-label="Next photo"
          onClick={() => onStep(1)}>›</button>
      </div>
      <div className="photo-viewer__info">
        <h2 id="photo-viewer-title">{photo.title}</h2>
        <p className="photo-viewer__category"><span className="visually-hidden">Category: </span>{photo.category}</p>
        {photo.description && <p className="photo-viewer__description">{photo.description}</p>}
      </div>
    </dialog>
  )
}
