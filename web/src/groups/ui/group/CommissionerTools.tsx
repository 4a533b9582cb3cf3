import { type FormEvent, useId, useState } from "react"

import * as Groups from "#schemas/group-messages.ts"
import { MAX_NEW_KEYS } from "#schemas/group-rules.ts"
import { addInviteKeys, refreshGroup, setInviteKeys } from "#web/groups/groupsApi.ts"
import { inviteCountError } from "#web/groups/keys.ts"
import type { Group } from "#web/groups/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import { QuizDownloadButton } from "#web/ui/DownloadButton.tsx"
import { Field, FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { DeleteGroup } from "./DeleteGroup.tsx"
import { InviteKeyCards } from "./InviteKeys.tsx"

/** What only the commissioner sees: the unused invite keys, more invites, and deleting the group. */
export function CommissionerTools({ group }: { group: Group }) {
  const m = useMessages("groups", Groups)
  const keysId = useId()
  const [shown, setShown] = useState(false)
  const [refreshError, setRefreshError] = useState<unknown>(null)
  const keys = group.invite_keys ?? []

  const toggle = () => {
    const next = !shown
    setShown(next)
    // Friends may have used keys since the list was loaded: fetch the unused ones afresh.
    if (next) {
      setRefreshError(null)
      refreshGroup(group.id).catch(setRefreshError)
    }
  }

  return (
    <div className="group__block commissioner">
      <div className="commissioner__head">
        <h4>{m.inviteKeys}</h4>
        <button type="button" className="button button--small button--secondary" aria-expanded={shown} aria-controls={keysId} onClick={toggle}>
          {shown ? m.hideInviteKeys : m.showInviteKeys}
        </button>
      </div>
      <p className="quiz-muted">
        {m.groupKey} <code>{group.group_key}</code>
        {m.eachKeyLetsOneJoin}
      </p>
      <div id={keysId} hidden={!shown}>
        {shown && <InviteKeyCards groupName={group.group_name} groupKey={group.group_key} keys={keys} />}
        {shown && refreshError !== null && <p className="quiz-muted">{m.keysNotRefreshed(errorMessage(refreshError))}</p>}
      </div>
      <CreateInvitesForm group={group} onCreated={() => setShown(true)} />
      <p className="commissioner__export">
        <QuizDownloadButton path={`/group/results/${encodeURIComponent(group.id)}`} fallbackName="group-results.csv">
          {m.downloadResults}
        </QuizDownloadButton>
      </p>
      <p className="commissioner__export">
        <QuizDownloadButton path={`/group/live-report/${encodeURIComponent(group.id)}/questions.csv`} fallbackName="live-questions.csv">
          {m.downloadLiveByQuestion}
        </QuizDownloadButton>
        <QuizDownloadButton path={`/group/live-report/${encodeURIComponent(group.id)}/players.csv`} fallbackName="live-players.csv">
          {m.downloadLiveByPlayer}
        </QuizDownloadButton>
      </p>
      <DeleteGroup group={group} />
    </div>
  )
}

function CreateInvitesForm({ group, onCreated }: { group: Group; onCreated: () => void }) {
  const m = useMessages("groups", Groups)
  const [count, setCount] = useState("1")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = inviteCountError(count, m)
    setError(invalid)
    if (invalid) return
    setBusy(true)
    try {
      const added = await addInviteKeys(group.id, Number(count))
      setInviteKeys(group.id, added.invite_keys)
      notifySuccess(m.newKeysCreated(added.group_name))
      setCount("1")
      onCreated()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form invites-form" onSubmit={submit} aria-label={m.createInvitesFor(group.group_name)} noValidate>
      <Field
        label={m.newInviteKeys}
        name="newKeys"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_NEW_KEYS}
        value={count}
        onChange={(e) => setCount(e.target.value)}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? m.creating : m.createInvites}
        </button>
      </div>
    </form>
  )
}
