import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useState } from "react"

import * as Messages from "#schemas/messages.ts"

import { ApiTokensSection } from "../api-tokens/ApiTokensSection.tsx"
import { ownerTokens } from "../api-tokens/tokenApis.ts"
import { errorMessage } from "../http/errors.ts"
import { owner } from "../state/store.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { notifySuccess } from "../ui/notify.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { updateOwnerProfile } from "./ownerApi.ts"
import { TwoFactorSection } from "./TwoFactorSection.tsx"

const OWNER_SCOPES = ["read", "write"] as const

export function DashboardProfilePage() {
  useSignals()
  const info = owner.userInfo.value
  const [username, setUsername] = useState(info?.username ?? "")
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!info) return
    if (password !== confirm) return setError(Messages.passwordsDoNotMatch)
    setBusy(true)
    setError(null)
    try {
      await updateOwnerProfile({ _id: info._id, username: username.trim(), password })
      notifySuccess(Messages.profileUpdated)
      setPassword("")
      setConfirm("")
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="narrow" aria-labelledby="profile-title">
      <PageIntro title="Profile" id="profile-title">
        Change the username and password you sign in with, turn two-factor sign-in on or off, and make API tokens for your scripts.
      </PageIntro>
      <form className="form card" onSubmit={submit}>
        <Field label="Username" name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label="Confirm password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <FormError message={error} />
        <div className="button-row">
          <button type="submit" className="button" disabled={busy}>
            Update profile
          </button>
        </div>
      </form>
      <TwoFactorSection />
      <ApiTokensSection
        api={ownerTokens}
        scopes={OWNER_SCOPES}
        purpose="A token lets a script use the content API: read your posts, recipes, photos and videos, or also change them."
      />
    </section>
  )
}
