import { type FormEvent, useEffect, useState } from "react"

import * as Messages from "#schemas/messages.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { askForResetLink, passwordResetOptions } from "./quizApi.ts"

/** Asking for a reset link by email, or, on a site that sends no mail, who can help instead. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
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
    if (login.trim() === "") return setError(Messages.resetLoginRequired)
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
      Back to log in
    </button>
  )
  if (mail === null && error === null)
    return (
      <p className="quiz-muted" role="status">
        Checking how to reset a password…
      </p>
    )
  if (mail === false) {
    return (
      <div className="form">
        <p role="status">{Messages.resetByAdmin}</p>
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
    <form className="form" onSubmit={submit} aria-label="Reset your password" noValidate>
      <p className="quiz-muted">We will email a link to choose a new password, if the account has an email address.</p>
      <Field label="Username or email" name="login" autoComplete="username" required value={login} onChange={(e) => setLogin(e.target.value)} autoFocus />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Sending…" : "Send reset link"}
        </button>
        {back}
      </div>
    </form>
  )
}
