import { useState } from "react"

import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import type { ContentTag } from "#web/content/queries.ts"
import { Modal } from "#web/ui/Modal.tsx"
import { notifyError, notifySuccess } from "#web/ui/notify.ts"
import { toast } from "#web/ui/toastify.ts"

/** How long the toast after a delete offers its Undo button. */
export const UNDO_MS = 10_000

/** What a delete needs to know of the entry it removes: its id, the name it is shown by, and how to put it back. */
export interface DeleteTarget<T> {
  id: string
  name: string
  entry: T
}

/**
 * Deleting a content entry (docs/product.md §2.4): the page asks in its own dialog, which names the entry
 * ("Delete post?" and its title; Cancel has the focus), then deletes, refreshes the lists and toasts the result
 * with an Undo button that saves the entry again from the copy the list had (`restore`). A failure shows the
 * server's message. The page renders `dialog`.
 */
export function useDelete<T>(
  tag: ContentTag,
  remove: (id: string) => Promise<unknown>,
  restore: (entry: T) => Promise<unknown>,
  question: string,
  done: string,
) {
  const mutation = useContentMutation(tag, remove)
  const restoring = useContentMutation(tag, restore)
  const [asking, setAsking] = useState<DeleteTarget<T> | null>(null)

  const undo = async (target: DeleteTarget<T>) => {
    try {
      await restoring.mutateAsync(target.entry)
      notifySuccess(`Restored “${target.name}”`)
    } catch (error) {
      notifyError(error)
    }
  }

  const confirm = async (target: DeleteTarget<T>) => {
    setAsking(null)
    try {
      await mutation.mutateAsync(target.id)
    } catch (error) {
      notifyError(error)
      return
    }
    const id = toast.success(
      <UndoNotice
        message={done}
        name={target.name}
        onUndo={() => {
          toast.dismiss(id)
          void undo(target)
        }}
      />,
      { autoClose: UNDO_MS, closeOnClick: false },
    )
  }

  const dialog = (
    <Modal title={question} open={asking !== null} onClose={() => setAsking(null)}>
      {asking && <ConfirmDelete name={asking.name} onConfirm={() => void confirm(asking)} onCancel={() => setAsking(null)} />}
    </Modal>
  )

  return { run: (target: DeleteTarget<T>) => setAsking(target), pendingId: mutation.isPending ? mutation.variables : undefined, dialog }
}

function ConfirmDelete({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  return (
    <div className="confirm-delete">
      <p className="confirm-delete__name">“{name}”</p>
      <p className="field__hint">It leaves the site at once; the note that follows has an Undo button for a few seconds.</p>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          Delete
        </button>
        {/* Cancel has the focus: Enter on a stray key press keeps the entry. */}
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          Cancel
        </button>
      </div>
    </div>
  )
}

function UndoNotice({ message, name, onUndo }: { message: string; name: string; onUndo: () => void }) {
  return (
    <div className="undo-notice">
      <span>
        {message}: “{name}”
      </span>
      <button type="button" className="button button--small undo-notice__button" onClick={onUndo}>
        Undo
      </button>
    </div>
  )
}
