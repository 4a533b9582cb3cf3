import "./dashboard.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useState } from "react"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"

import { errorMessage } from "../http/errors.ts"
import { owner } from "../state/store.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { signInOwner } from "./ownerApi.ts"
import { safeRedirect } from "./safeRedirect.ts"

/** The owner's sign-in (/dashboard/10644); an already signed-in owner goes straight on. */
export function SignInPage() {
  useSignals()
  const [params] = useSearchParams()
  const target = safeRedirect(params.get("redirect"))
  const navigate = useNavigate()
  const [username, setUsername] = useState("")
  const [password, setPassword] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (owner.userInfo.value && !busy) return <Navigate to={target} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await signInOwner(username, password)
      void navigate(target, { replace: true })
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }

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
