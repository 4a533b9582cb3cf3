import { useState } from "react"

import * as Groups from "#schemas/group-messages.ts"
import { deleteGroup, forgetGroup } from "#web/groups/groupsApi.ts"
import type { Group } from "#web/groups/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { FormError } from "#web/ui/Field.tsx"
import { Modal } from "#web/ui/Modal.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

/** Deleting a group, after the commissioner confirms it. */
export function DeleteGroup({ group }: { group: Group }) {
  const m = useMessages("groups", Groups)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    if (busy) return
    setConfirming(false)
    setError(null)
  }

  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      const { message } = await deleteGroup(group.id)
      notifySuccess(message)
      setConfirming(false)
      forgetGroup(group.id)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <div className="button-row group__danger">
        <button type="button" className="button button--small button--danger" onClick={() => setConfirming(true)}>
          {m.deleteGroup}
        </button>
      </div>
      <Modal title={m.deleteGroupNamed(group.group_name)} open={confirming} onClose={close}>
        <p>{m.deleteGroupText}</p>
        <FormError message={error} />
        <div className="button-row">
          <button type="button" className="button button--danger" onClick={() => void confirm()} disabled={busy} autoFocus>
            {busy ? m.deleting : m.deleteGroup}
          </button>
          <button type="button" className="button button--secondary" onClick={close} disabled={busy}>
            {m.cancel}
          </button>
        </div>
      </Modal>
    </>
  )
}
