import { type FormEvent, useState } from "react"

import * as Groups from "#schemas/group-messages.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { joinGroup, loadChallenges, loadGroups } from "../groupsApi.ts"
import { joinInputError } from "../keys.ts"

/** What the keys look like, shown in their empty fields. */
const GROUP_KEY_EXAMPLE = "h3kq-8wzr-m2pd-x7tn"
const INVITE_KEY_EXAMPLE = "k7q-2mz-x9p"

/** Join a friend's group with its group key and one of its invite keys. */
export function JoinGroupForm() {
  const m = useMessages("groups", Groups)
  const [groupKey, setGroupKey] = useState("")
  const [inviteKey, setInviteKey] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = joinInputError(groupKey, inviteKey, m)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    try {
      await joinGroup(groupKey.trim(), inviteKey.trim())
      notifySuccess(m.groupJoined)
      setGroupKey("")
      setInviteKey("")
      await Promise.allSettled([loadGroups(), loadChallenges()])
    } catch (e) {
      setError(m.joinGroupError(errorMessage(e)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form groups-form" onSubmit={submit} aria-labelledby="join-group-title" noValidate>
      <h3 id="join-group-title">{m.joinAGroup}</h3>
      <Field
        label={m.groupKey}
        name="groupKey"
        autoComplete="off"
        spellCheck={false}
        placeholder={GROUP_KEY_EXAMPLE}
        value={groupKey}
        onChange={(e) => setGroupKey(e.target.value)}
      />
      <Field
        label={m.inviteKey}
        name="inviteKey"
        autoComplete="off"
        spellCheck={false}
        placeholder={INVITE_KEY_EXAMPLE}
        hint={m.inviteKeyHint}
        value={inviteKey}
        onChange={(e) => setInviteKey(e.target.value)}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? m.joining : m.joinGroup}
        </button>
      </div>
    </form>
  )
}
