import { useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useContentMutation } from "#web/content/dashboard/mutations.ts"
import type { ContentTag } from "#web/content/queries.ts"
import { useMessages } from "#web/i18n/language.ts"
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
  const m = useMessages("dashboard", Dashboard)
  const mutation = useContentMutation(tag, remove)
  const restoring = useContentMutation(tag, restore)
  const [asking, setAsking] = useState<DeleteTarget<T> | null>(null)

  const undo = async (target: DeleteTarget<T>) => {
    try {
      await restoring.mutateAsync(target.entry)
      notifySuccess(m.restored(target.name))
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
        undo={m.undo}
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
  const m = useMessages("dashboard", Dashboard)
  return (
    <div className="confirm-delete">
      <p className="confirm-delete__name">“{name}”</p>
      <p className="field__hint">{m.deleteLeaves}</p>
      <div className="button-row">
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {m.deleteWord}
        </button>
        {/* Cancel has the focus: Enter on a stray key press keeps the entry. */}
        <button type="button" className="button button--secondary" onClick={onCancel} autoFocus>
          {m.cancel}
        </button>
      </div>
    </div>
  )
}

/** Inside the toast, which may sit outside the page's language: its words come with it. */
function UndoNotice({ message, name, undo, onUndo }: { message: string; name: string; undo: string; onUndo: () => void }) {
  return (
    <div className="undo-notice">
      <span>
        {message}: “{name}”
      </span>
      <button type="button" className="button button--small undo-notice__button" onClick={onUndo}>
        {undo}
      </button>
    </div>
  )
}
