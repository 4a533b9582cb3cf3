import "./dashboard.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"

import { SECOND_STEP_EXPIRED } from "#schemas/error-codes.ts"

import { errorCode, errorMessage } from "../http/errors.ts"
import { owner } from "../state/store.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { signInOwner, signInOwnerWithCode } from "./ownerApi.ts"
import { safeRedirect } from "./safeRedirect.ts"

/**
 * The owner's sign-in (/dashboard/10644); an already signed-in owner goes straight on. With
 * two-factor on, a code is asked for after the password; when that step is over (expired, or
 * too many wrong codes) the password form comes back with the server's reason.
 */
export function SignInPage() {
  useSignals()
  const [params] = useSearchParams()
  const target = safeRedirect(params.get("redirect"))
  const navigate = useNavigate()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [secondStep, setSecondStep] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (owner.userInfo.value && !busy) return <Navigate to={target} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      const answer = await signInOwner(username, password)
      if ("secondStep" in answer) {
        setSecondStep(answer.message)
        setPassword("")
        setBusy(false)
        return
      }
      void navigate(target, { replace: true })
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }

  const submitCode = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await signInOwnerWithCode(code)
      void navigate(target, { replace: true })
    } catch (e) {
      if (errorCode(e) === SECOND_STEP_EXPIRED) setSecondStep(null)
      setError(errorMessage(e))
      setCode("")
      setBusy(false)
    }
  }

  if (secondStep !== null)
    return (
      <section className="sign-in card" aria-labelledby="sign-in-title">
        <PageIntro title="Sign In" id="sign-in-title">
          {secondStep}
        </PageIntro>
        <form className="form" onSubmit={submitCode}>
          <Field
            label="Code"
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="The six digits your authenticator app shows, or one of your recovery codes."
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormError message={error} />
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              Sign In
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSecondStep(null)
                setError(null)
              }}
            >
              Back
            </button>
          </div>
        </form>
      </section>
    )

  return (
    <section className="sign-in card" aria-labelledby="sign-in-title">
      <PageIntro title="Sign In" id="sign-in-title" />
      <form className="form" onSubmit={submit}>
        <Field label="Username" name="username" autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <FormError message={error} />
        <button type="submit" className="button" disabled={busy}>
          Sign In
        </button>
      </form>
    </section>
  )
}
