import { useState, type FormEvent } from "react"
import { Messages } from "../../../schemas/messages.ts"
import { errorMessage } from "../http/errors.ts"
import { FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { AccountFields, accountFieldErrors, useAccountValues, type FieldErrors } from "./AccountFields.tsx"
import { updateQuizProfile } from "./quizApi.ts"
import { useQuizUser } from "./useQuizUser.ts"

/** Update the signed-in player's username, password and email (PUT /api/quiz/profile). */
export function ProfileForm({ onDone }: { onDone: () => void }) {
  const user = useQuizUser()
  const { values, set, mismatch } = useAccountValues({ username: user?.username ?? "", email: user?.email ?? "" })
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (mismatch) return setFieldErrors({ confirm: mismatch })
    setFieldErrors({})
    setBusy(true)
    try {
      await updateQuizProfile({ username: values.username.trim(), password: values.password, email: values.email.trim() })
      notifySuccess(Messages.profileUpdated)
      onDone()
    } catch (e) {
      // Each problem beside its field; one the fields cannot hold goes under the form.
      const byField = accountFieldErrors(e)
      setFieldErrors(byField)
      if (Object.keys(byField).length === 0) setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-label="Update profile">
      <AccountFields values={values} set={set} errors={fieldErrors} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>Save profile</button>
      </div>
    </form>
  )
}
