import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import * as Frame from "#schemas/frame-messages.ts"
import * as Groups from "#schemas/group-messages.ts"
import { challengeGroup, fetchAllQuizzes, loadChallenges, loadGroups } from "#web/groups/groupsApi.ts"
import type { Group, Me } from "#web/groups/types.ts"
import { errorMessage } from "#web/http/errors.ts"
import { useMessages } from "#web/i18n/language.ts"
import type { QuizSummary } from "#web/quiz-play/types.ts"
import { levelName, useQuizWords } from "#web/quiz-play/words.ts"
import { quiz as quizState } from "#web/state/store.ts"
import { FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

/** Put one of the stored quizzes to the group; everyone else in it is challenged. */
export function CreateChallengeForm({ group, me }: { group: Group; me: Me }) {
  useSignals()
  const m = useMessages("groups", Groups)
  const a = useMessages("accounts", Accounts)
  const f = useMessages("frame", Frame)
  const q = useQuizWords()
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
      setError(m.chooseQuizForChallenge)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await challengeGroup(quizId, group.id, me.id)
      notifySuccess(m.groupChallenged)
      setQuizId("")
      await Promise.allSettled([loadGroups(), loadChallenges()])
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form challenge-form" onSubmit={submit} aria-label={m.challengeNamed(group.group_name)} noValidate>
      <div className="field">
        <label htmlFor={selectId}>{m.challengeWithQuiz}</label>
        <select id={selectId} value={quizId} onChange={(e) => setQuizId(e.target.value)} disabled={alone}>
          <option value="">{options.length === 0 ? q.loadingQuizzes : q.chooseAQuiz}</option>
          {options.map((quiz) => (
            <option key={quiz.id} value={quiz.id}>
              {quiz.topic} · {levelName(q, quiz.level)} · {q.questionCount(quiz.number_questions)}
            </option>
          ))}
        </select>
      </div>
      {loadError !== null && (
        <p className="form-error" role="alert">
          {errorMessage(loadError)}{" "}
          <button type="button" className="button button--small button--secondary" onClick={load}>
            {f.tryAgain}
          </button>
        </p>
      )}
      {alone && <p className="quiz-muted">{m.nobodyToChallenge}</p>}
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={busy || alone}>
          {busy ? a.sending : m.challengeGroup}
        </button>
      </div>
    </form>
  )
}
