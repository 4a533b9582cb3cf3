import { type FormEvent, useState } from "react"

import type { CreatedGroup } from "#schemas/api/group.ts"
import * as Groups from "#schemas/group-messages.ts"
import { GROUP_NAME_MAX, MAX_NEW_KEYS } from "#schemas/group-rules.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { createGroup, loadGroups } from "../groupsApi.ts"
import { groupNameInput, inviteCountError } from "../keys.ts"
import { InviteKeyCards } from "./group/InviteKeys.tsx"

/** Start a group: its name and how many friends to invite; the new keys are shown at once. */
export function CreateGroupForm() {
  const m = useMessages("groups", Groups)
  const [name, setName] = useState("")
  const [count, setCount] = useState("1")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<typeof CreatedGroup.Type | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const checked = groupNameInput(name, m)
    const invalid = checked.ok ? inviteCountError(count, m) : checked.message
    setError(invalid)
    if (!checked.ok || invalid) return
    setBusy(true)
    try {
      const group = await createGroup(checked.name, Number(count))
      notifySuccess(m.groupCreated(group.group_name))
      setCreated(group)
      setName("")
      setCount("1")
      await loadGroups().catch(() => undefined)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="groups-form">
      <form className="form" onSubmit={submit} aria-labelledby="create-group-title" noValidate>
        <h3 id="create-group-title">{m.createAGroup}</h3>
        <Field label={m.groupName} name="group_name" maxLength={GROUP_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
        <Field
          label={m.inviteKeys}
          name="invite_keys"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_NEW_KEYS}
          hint={m.inviteKeysHint}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button button--sage" disabled={busy}>
            {busy ? m.creating : m.createGroup}
          </button>
        </div>
      </form>
      {created && (
        <div className="created-group" role="region" aria-label={m.newGroupNamed(created.group_name)}>
          <p>
            <strong>{created.group_name}</strong>
            {m.groupReady}
            <code>{created.group_key}</code>
            {m.groupReadyCopy}
          </p>
          <InviteKeyCards groupName={created.group_name} groupKey={created.group_key} keys={created.invite_keys} />
          <div className="button-row">
            <button type="button" className="button button--small button--secondary" onClick={() => setCreated(null)}>
              {m.done}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
