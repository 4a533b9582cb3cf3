import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useState } from "react"

import * as Messages from "#schemas/messages.ts"
import { levelLabel } from "#schemas/quiz-rules.ts"
import { challengeGroup, fetchAllQuizzes, loadChallenges, loadGroups } from "#web/groups/groupsApi.ts"
import type { Group, Me } from "#web/groups/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import type { QuizSummary } from "#web/quiz-play/types.ts"
import { quiz as quizState } from "#web/state/store.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

/** Put one of the stored quizzes to the group; everyone else in it is challenged. */
export function CreateChallengeForm({ group, me }: { group: Group; me: Me }) {
  useSignals()
  const selectId = useId()
  const [quizzes, setQuizzes] = useState<QuizSummary[] | null>(null)
  const [loadError, setLoadError] = useState<unknown>(null)
  const [quizId, setQuizId] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Until every quiz has loaded, the open quizzes this session already holds are offered.
  const options = quizzes ?? ((quizState.quizList.value ?? []) as QuizSummary[])
  const alone = group.members.every((m) => m.id === me.id)

  const load = () => {
    setLoadError(null)
    fetchAllQuizzes().then(setQuizzes, setLoadError)
  }
  useEffect(load, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (quizId === "") {
      setError("Please choose a quiz for the challenge.")
      return
    }
    setBusy(true)
    setError(null)
    try {
      await challengeGroup(quizId, group.id, me.id)
      notifySuccess(Messages.groupChallenged)
      setQuizId("")
      await Promise.allSettled([loadGroups(), loadChallenges()])
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form challenge-form" onSubmit={submit} aria-label={`Challenge ${group.group_name}`} noValidate>
      <div className="field">
        <label htmlFor={selectId}>Challenge the group with a quiz</label>
        <select id={selectId} value={quizId} onChange={(e) => setQuizId(e.target.value)} disabled={alone}>
          <option value="">{options.length === 0 ? "Loading quizzes…" : "Choose a quiz"}</option>
          {options.map((q) => (
            <option key={q.id} value={q.id}>
              {q.topic} · {levelLabel(q.level)} · {q.number_questions} questions
            </option>
          ))}
        </select>
      </div>
      {loadError !== null && (
        <p className="form-error" role="alert">
          {errorMessage(loadError)}{" "}
          <button type="button" className="button button--small button--secondary" onClick={load}>
            Try again
          </button>
        </p>
      )}
      {alone && <p className="quiz-muted">{Messages.nobodyToChallenge}</p>}
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={busy || alone}>
          {busy ? "Sending…" : "Challenge group"}
        </button>
      </div>
    </form>
  )
}
