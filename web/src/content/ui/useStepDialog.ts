import { type PointerEvent, type RefObject, type SyntheticEvent, useEffect, useLayoutEffect, useRef } from "react"

import { swipeStep } from "#web/content/cycle.ts"

interface StepDialogOptions {
  /** A step back or forward. */
  readonly onStep: (by: -1 | 1) => void
  /** Escape and the dialog's own close button. */
  readonly onClose: () => void
  /** What has focus once the dialog opens. */
  readonly focus: RefObject<HTMLElement | null>
  /** Whether a mouse drag steps too (a photo); where there is text to select (a recipe's step), only touch and pen do. */
  readonly mouseSwipes: boolean
}

/**
 * The shell of a full-screen dialog stepped through one item at a time (the photo viewer, cook mode): a
 * native modal dialog opened on mount (the page behind is inert, so focus stays in it) with the page's
 * scrolling held; ← → and Page Up/Down step, as does a horizontal swipe of the element given `swipe`;
 * Escape closes through `onClose`, so the page's state and the dialog agree.
 */
export function useStepDialog({ onStep, onClose, focus, mouseSwipes }: StepDialogOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dragStart = useRef<number | null>(null)
  // The key listener is added once and calls the latest handler.
  const step = useRef(onStep)
  step.current = onStep

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    focus.current?.focus()
    return () => dialog?.close()
  }, [focus])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      if (event.key === "ArrowRight" || event.key === "PageDown") step.current(1)
      else if (event.key === "ArrowLeft" || event.key === "PageUp") step.current(-1)
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
  }, [])

  return {
    dialogRef,
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault()
      onClose()
    },
    swipe: {
      onPointerDown: (event: PointerEvent) => {
        dragStart.current = mouseSwipes || event.pointerType !== "mouse" ? event.clientX : null
      },
      onPointerUp: (event: PointerEvent) => {
        if (dragStart.current === null) return
        const by = swipeStep(event.clientX - dragStart.current)
        dragStart.current = null
        if (by !== 0) step.current(by)
      },
      onPointerCancel: () => {
        dragStart.current = null
      },
    },
  }
}
