import "./modal.css"

import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react"

import * as Frame from "#schemas/frame-messages.ts"

import { useMessages } from "../i18n/language.ts"

interface ModalProps {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
  /** On a phone the dialog takes the whole screen (a game step, not a box over a page). */
  fullScreenOnPhone?: boolean
}

/**
 * A modal built on the native <dialog>: focus is trapped and returned by the browser,
 * Escape closes it, and the backdrop click closes it too. Its content mounts once the dialog
 * is open, so a control marked autoFocus takes the focus (in a closed dialog it cannot, and
 * opening it gives the focus to the first button, Close).
 */
export function Modal({ title, open, onClose, children, fullScreenOnPhone = false }: ModalProps) {
  const m = useMessages("frame", Frame)
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [opened, setOpened] = useState(false)

  // Before paint: the content's render that follows shows in the same frame as the dialog.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
    setOpened(open)
  }, [open])

  return (
    <dialog
      ref={ref}
      className={fullScreenOnPhone ? "modal modal--phone-screen" : "modal"}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="modal__frame">
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={m.closeDialog} onClick={onClose}>
            ×
          </button>
        </header>
        {open && opened && children}
      </div>
    </dialog>
  )
}
