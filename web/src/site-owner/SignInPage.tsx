import "./dashboard.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { SECOND_STEP_EXPIRED } from "#schemas/error-codes.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorCode, errorMessage } from "../http/errors.ts"
import { confirmOwnerSession } from "../single-sign-on/api.ts"
import { SignInChoices } from "../single-sign-on/SignInChoices.tsx"
import { keepOwnerReturn, ownerReturn, useSingleSignOnReturn } from "../single-sign-on/useReturn.ts"
import { owner } from "../state/store.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { LoadingPanel } from "../ui/Panels.tsx"
import { signInOwner, signInOwnerWithCode } from "./ownerApi.ts"
import { safeRedirect } from "./safeRedirect.ts"

/**
 * The owner's sign-in (/dashboard/10644); an already signed-in owner goes straight on. With
 * two-factor on, a code is asked for after the password; when that step is over (expired, or
 * too many wrong codes) the password form comes back with the server's reason. With single sign-on
 * set up, "Sign in with <provider>" goes to the provider, whose answer comes back here: a refusal
 * is shown with its reason, a sign-in is confirmed with the server and goes on to the page asked for.
 */
export function SignInPage() {
  useSignals()
  const [params] = useSearchParams()
  const m = useMessages("dashboard", Dashboard)
  const sso = useSingleSignOnReturn()
  const target = safeRedirect(params.get("redirect") ?? (sso.done === "signed-in" ? ownerReturn() : null))
  const navigate = useNavigate()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [code, setCode] = useState("")
  const [secondStep, setSecondStep] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [ssoError, setSsoError] = useState<string | null>(sso.error)
  const [confirming, setConfirming] = useState(sso.done === "signed-in")

  useEffect(() => {
    if (!confirming) return
    let live = true
    // The provider signed the owner in and the server set the session cookie: learn who it is.
    confirmOwnerSession().catch(() => {
      if (!live) return
      setSsoError(m.singleSignOnExpired)
      setConfirming(false)
    })
    return () => {
      live = false
    }
  }, [confirming, m])

  if (owner.userInfo.value && !busy) return <Navigate to={target} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    setSsoError(null)
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
        <PageIntro title={m.signInTitle} id="sign-in-title">
          {secondStep}
        </PageIntro>
        <form className="form" onSubmit={submitCode}>
          <Field
            label={m.code}
            name="code"
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            hint={m.codeHint}
            required
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <FormError message={error} />
          <div className="button-row">
            <button type="submit" className="button" disabled={busy}>
              {m.signInTitle}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setSecondStep(null)
                setError(null)
              }}
            >
              {m.back}
            </button>
          </div>
        </form>
      </section>
    )

  if (confirming)
    return (
      <section className="sign-in card" aria-labelledby="sign-in-title">
        <PageIntro title={m.signInTitle} id="sign-in-title" />
        <LoadingPanel label={m.singleSignOnSigningIn} />
      </section>
    )

  return (
    <section className="sign-in card" aria-labelledby="sign-in-title">
      <PageIntro title={m.signInTitle} id="sign-in-title" />
      <SignInChoices purpose="owner" error={ssoError} onLeave={() => keepOwnerReturn(target)}>
        <form className="form" onSubmit={submit}>
          <Field label={m.username} name="username" autoComplete="username" required autoFocus value={username} onChange={(e) => setUsername(e.target.value)} />
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
          <button type="submit" className="button" disabled={busy}>
            {m.signInTitle}
          </button>
        </form>
      </SignInChoices>
    </section>
  )
}
