import { type FormEvent, useState } from "react"

import * as Messages from "#schemas/messages.ts"
import { errorMessage } from "#web/http/errors.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { joinGroup, loadChallenges, loadGroups } from "../groupsApi.ts"
import { joinInputError } from "../keys.ts"

/** Join a friend's group with its group key and one of its invite keys. */
export function JoinGroupForm() {
  const [groupKey, setGroupKey] = useState("")
  const [inviteKey, setInviteKey] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = joinInputError(groupKey, inviteKey)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    try {
      await joinGroup(groupKey.trim(), inviteKey.trim())
      notifySuccess(Messages.groupJoined)
      setGroupKey("")
      setInviteKey("")
      await Promise.allSettled([loadGroups(), loadChallenges()])
    } catch (e) {
      setError(Messages.joinGroupError(errorMessage(e)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form groups-form" onSubmit={submit} aria-labelledby="join-group-title" noValidate>
      <h3 id="join-group-title">Join a group</h3>
      <Field
        label="Group key"
        name="groupKey"
        autoComplete="off"
        spellCheck={false}
        placeholder="h3kq-8wzr-m2pd-x7tn"
        value={groupKey}
        onChange={(e) => setGroupKey(e.target.value)}
      />
      <Field
        label="Invite key"
        name="inviteKey"
        autoComplete="off"
        spellCheck={false}
        placeholder="k7q-2mz-x9p"
        hint="Each invite key lets one friend in."
        value={inviteKey}
        onChange={(e) => setInviteKey(e.target.value)}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Joining…" : "Join group"}
        </button>
      </div>
    </form>
  )
}
