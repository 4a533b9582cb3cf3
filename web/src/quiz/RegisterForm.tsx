import { useState, type FormEvent } from "react"
import { Messages } from "../../../schemas/messages.ts"
import { errorMessage } from "../http/errors.ts"
import { FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { AccountFields, useAccountValues } from "./AccountFields.tsx"
import { registerQuiz } from "./quizApi.ts"

/** Registration: a guest signs up and is signed in; an admin (`forOther`) registers someone else. */
export function RegisterForm({ onDone, forOther = false }: { onDone: () => void; forOther?: boolean }) {
  const { values, set, mismatch } = useAccountValues()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (mismatch) return setError(mismatch)
    setBusy(true)
    setError(null)
    try {
      const email = values.email.trim()
      const info = await registerQuiz(
        { username: values.username.trim(), password: values.password, ...(email ? { email } : {}) },
        !forOther,
      )
      if (forOther) notifySuccess(Messages.userRegistered(info.username))
      onDone()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-label={forOther ? "Register a player" : "Register"}>
      <AccountFields values={values} set={set} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>Register</button>
      </div>
    </form>
  )
}
