import { Modal } from "#web/ui/Modal.tsx"

interface ConfirmProps {
  title: string
  open: boolean
  confirm: string
  cancel: string
  onConfirm: () => void
  onCancel: () => void
  children: string
}

/** Asks before a step that cannot be undone; the safe choice has the focus. */
export function ConfirmModal({ title, open, confirm, cancel, onConfirm, onCancel, children }: ConfirmProps) {
  return (
    <Modal title={title} open={open} onClose={onCancel}>
      <div className="start-modal">
        <p>{children}</p>
        <div className="button-row">
          <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
            {cancel}
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            {confirm}
          </button>
        </div>
      </div>
    </Modal>
  )
}
