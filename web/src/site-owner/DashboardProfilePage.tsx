import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useState } from "react"

import * as Dashboard from "#schemas/dashboard-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

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
  const m = useMessages("dashboard", Dashboard)
  const [username, setUsername] = useState(info?.username ?? "")
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!info) return
    if (password !== confirm) return setError(m.passwordsDoNotMatch)
    setBusy(true)
    setError(null)
    try {
      await updateOwnerProfile({ _id: info._id, username: username.trim(), password })
      notifySuccess(m.profileUpdated)
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
      <PageIntro title={m.navProfile} id="profile-title">
        {m.profileIntro}
      </PageIntro>
      <form className="form card" onSubmit={submit}>
        <Field label={m.username} name="username" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
        <Field
          label={m.newPassword}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Field
          label={m.confirmPassword}
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
            {m.updateProfile}
          </button>
        </div>
      </form>
      <TwoFactorSection />
      <ApiTokensSection api={ownerTokens} scopes={OWNER_SCOPES} purpose={m.tokensPurpose} />
    </section>
  )
}
