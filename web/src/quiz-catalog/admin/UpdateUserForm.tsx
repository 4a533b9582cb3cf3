import { type FormEvent, useState } from "react"

import { errorMessage } from "#web/http/errors.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { notifySuccess } from "#web/ui/notify.ts"

import { useAccountValues } from "../../accounts/AccountFields.tsx"
import { useQuizWords } from "../../quiz-play/words.ts"
import { updateUserPassword } from "./adminApi.ts"

/** Set a player's password (and email) by username; the server's message is toasted. */
export function UpdateUserForm() {
  const m = useQuizWords()
  const { values, set, problems } = useAccountValues()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [formKey, setFormKey] = useState(0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = problems.password ?? problems.confirm
    if (problem) return setError(problem)
    setBusy(true)
    setError(null)
    try {
      const email = values.email.trim()
      const answer = await updateUserPassword({ username: values.username.trim(), password: values.password, ...(email ? { email } : {}) })
      notifySuccess(answer.message)
      setFormKey((k) => k + 1)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="card admin-section" aria-labelledby="admin-user-title">
      <h2 id="admin-user-title">{m.updateUserInfo}</h2>
      <form key={formKey} className="form admin-user-form" onSubmit={submit} aria-label={m.updateUserInfo}>
        {/* Not the shared account fields: those take focus on mount, which would scroll this long page. */}
        <Field label={m.username} name="username" autoComplete="off" required value={values.username} onChange={set("username")} />
        <Field label={m.password} name="password" type="password" autoComplete="new-password" required value={values.password} onChange={set("password")} />
        <Field label={m.confirmPassword} name="confirm" type="password" autoComplete="new-password" required value={values.confirm} onChange={set("confirm")} />
        <Field label={m.emailOptional} name="email" type="email" autoComplete="off" value={values.email} onChange={set("email")} hint={m.emailOnlyForReset} />
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            {m.updateUser}
          </button>
        </div>
      </form>
    </section>
  )
}
