import { type FormEvent, useEffect, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { askForResetLink, passwordResetOptions } from "./quizApi.ts"

/** Asking for a reset link by email, or, on a site that sends no mail, who can help instead. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const m = useMessages("accounts", Accounts)
  const [mail, setMail] = useState<boolean | null>(null)
  const [login, setLogin] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    passwordResetOptions().then(
      (options) => setMail(options.email),
      (e: unknown) => setError(errorMessage(e)),
    )
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (login.trim() === "") return setError(m.resetLoginRequired)
    setBusy(true)
    setError(null)
    try {
      setSent((await askForResetLink(login)).message)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const back = (
    <button type="button" className="button button--secondary" onClick={onBack}>
      {m.backToLogIn}
    </button>
  )
  if (mail === null && error === null)
    return (
      <p className="quiz-muted" role="status">
        {m.checkingReset}
      </p>
    )
  if (mail === false) {
    return (
      <div className="form">
        <p role="status">{m.resetByAdmin}</p>
        <div className="button-row">{back}</div>
      </div>
    )
  }
  if (sent !== null) {
    return (
      <div className="form">
        <p role="status">{sent}</p>
        <div className="button-row">{back}</div>
      </div>
    )
  }
  return (
    <form className="form" onSubmit={submit} aria-label={m.resetYourPassword} noValidate>
      <p className="quiz-muted">{m.resetLead}</p>
      <Field label={m.usernameOrEmail} name="login" autoComplete="username" required value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? m.sending : m.sendResetLink}
        </button>
        {back}
      </div>
    </form>
  )
}
