import { type FormEvent, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { SignInChoices } from "../single-sign-on/SignInChoices.tsx"
import { Field, FormError } from "../ui/Field.tsx"
import { ForgotPasswordForm } from "./ForgotPasswordForm.tsx"
import { loginQuiz } from "./quizApi.ts"

/** The quiz's log-in: single sign-on when the site has it, the password form unless it is turned off. */
export function LoginForm({ onDone, ssoError }: { onDone: () => void; ssoError?: string | null }) {
  const [forgot, setForgot] = useState(false)
  if (forgot) return <ForgotPasswordForm onBack={() => setForgot(false)} />
  return (
    <SignInChoices purpose="player" error={ssoError}>
      <PasswordLogin onDone={onDone} onForgot={() => setForgot(true)} />
    </SignInChoices>
  )
}

function PasswordLogin({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const m = useMessages("accounts", Accounts)
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await loginQuiz({ username, password })
      onDone()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-label={m.quizLogin}>
      <Field label={m.username} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} autoFocus />
      <Field
        label={m.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError message={error} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {m.logIn}
        </button>
        <button type="button" className="button button--link" onClick={onForgot}>
          {m.forgotPassword}
        </button>
      </div>
    </form>
  )
}
