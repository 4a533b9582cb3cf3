import { type FormEvent, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { SignInChoices } from "../single-sign-on/SignInChoices.tsx"
import { FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { useFocusOnProblem } from "../ui/useFocusOnProblem.ts"
import { accountFieldErrors, AccountFields, type FieldErrors, useAccountValues } from "./AccountFields.tsx"
import { registerQuiz } from "./quizApi.ts"

/**
 * Registration: a guest signs up and is signed in (or, with single sign-on, signs in with the
 * provider, which makes the account); an admin (`forOther`) registers someone else.
 */
export function RegisterForm({ onDone, forOther = false }: { onDone: () => void; forOther?: boolean }) {
  const m = useMessages("accounts", Accounts)
  const { values, set, problems } = useAccountValues()
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const { formRef, refused } = useFocusOnProblem()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    if (Object.keys(problems).length > 0) {
      setFieldErrors(problems)
      return refused()
    }
    setFieldErrors({})
    setBusy(true)
    try {
      const email = values.email.trim()
      const info = await registerQuiz({ username: values.username.trim(), password: values.password, ...(email ? { email } : {}) }, !forOther)
      if (forOther) notifySuccess(m.userRegistered(info.username))
      onDone()
    } catch (e) {
      // Each problem beside its field; one the fields cannot hold goes under the form.
      const byField = accountFieldErrors(e)
      setFieldErrors(byField)
      if (Object.keys(byField).length === 0) setError(errorMessage(e))
      else refused()
    } finally {
      setBusy(false)
    }
  }

  const form = (
    <form ref={formRef} className="form" onSubmit={submit} aria-label={forOther ? m.registerAPlayer : m.register}>
      <AccountFields values={values} set={set} errors={fieldErrors} />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {m.register}
        </button>
      </div>
    </form>
  )
  if (forOther) return form
  return (
    <SignInChoices purpose="player" note={m.singleSignOnMakesAccount}>
      {form}
    </SignInChoices>
  )
}
