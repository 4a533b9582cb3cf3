import { type FormEvent, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage, isHttpError } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { useFocusOnProblem } from "../ui/useFocusOnProblem.ts"
import { accountFieldErrors, AccountFields, type FieldErrors, useAccountValues } from "./AccountFields.tsx"
import { updateQuizProfile } from "./quizApi.ts"
import { useQuizUser } from "./useQuizUser.ts"

/**
 * Update the signed-in player's username, password and email (PUT /api/quiz/profile). The
 * update needs the current password; a wrong one (403) is shown next to that field.
 */
export function ProfileForm({ onDone }: { onDone: () => void }) {
  const m = useMessages("accounts", Accounts)
  const user = useQuizUser()
  const { values, set, problems } = useAccountValues({ username: user?.username ?? "", email: user?.email ?? "" })
  const [current, setCurrent] = useState("")
  const [currentError, setCurrentError] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const { formRef, refused } = useFocusOnProblem()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    setCurrentError(null)
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems)
      return refused()
    }
    setFieldErrors({})
    setBusy(true)
    try {
      await updateQuizProfile({ username: values.username.trim(), password: values.password, email: values.email.trim(), current_password: current })
      notifySuccess(m.profileUpdated)
      onDone()
    } catch (e) {
      if (isHttpError(e) && e.status === 403) {
        setCurrentError(errorMessage(e))
        refused()
      } else {
        // Each problem beside its field; one the fields cannot hold goes under the form.
        const byField = accountFieldErrors(e)
        setFieldErrors(byField)
        if (Object.keys(byField).length === 0) setError(errorMessage(e))
        else refused()
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} aria-label={m.updateProfile}>
      <Field
        label={m.currentPassword}
        name="current_password"
        type="password"
        autoComplete="current-password"
        required
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
        error={currentError}
        autoFocus
      />
      <AccountFields values={values} set={set} focusFirst={false} errors={fieldErrors} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {m.saveProfile}
        </button>
      </div>
    </form>
  )
}
