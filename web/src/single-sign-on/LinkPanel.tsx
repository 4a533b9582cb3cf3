import "./single-sign-on.css"

import { useEffect, useState } from "react"

import * as Accounts from "#schemas/account-messages.ts"
import { reworded } from "#schemas/i18n/reword.ts"

import { errorMessage } from "../http/errors.ts"
import { useMessages } from "../i18n/language.ts"
import { FormError } from "../ui/Field.tsx"
import { ErrorPanel, LoadingPanel } from "../ui/Panels.tsx"
import { linkStatus, startLink, unlink } from "./api.ts"
import { type Return, useSingleSignOnReturn } from "./useReturn.ts"
import { useSettings } from "./useSettings.ts"

/**
 * On the signed-in player's profile, when the site has single sign-on: whether their account is
 * linked to the provider, a button to link it (a sign-in there, which comes back here) or to
 * unlink it. Nothing shows on a site without single sign-on.
 */
export function SingleSignOnLink() {
  const settings = useSettings()
  const returned = useSingleSignOnReturn()
  if (settings.status !== "ready" || settings.settings.provider === null) return null
  return <LinkSection provider={settings.settings.provider} returned={returned} />
}

type Status = { readonly kind: "loading" } | { readonly kind: "failed"; readonly error: unknown } | { readonly kind: "known"; readonly linked: boolean }

function LinkSection({ provider, returned }: { readonly provider: string; readonly returned: Return }) {
  const [status, setStatus] = useState<Status>({ kind: "loading" })
  const [attempt, setAttempt] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(returned.error)
  const a = useMessages("accounts", Accounts)
  // The server's answers, and the reason a link came back without one, are in English where they are decided.
  const said = (message: string | null) => (message === null ? null : reworded(Accounts, a, message))
  const [notice, setNotice] = useState(returned.done === "linked" ? Accounts.singleSignOnLinkedNow(provider) : null)

  useEffect(() => {
    let live = true
    setStatus({ kind: "loading" })
    linkStatus().then(
      ({ linked }) => live && setStatus({ kind: "known", linked }),
      (failure: unknown) => live && setStatus({ kind: "failed", error: failure }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  const link = async () => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const { url } = await startLink()
      // The provider's sign-in page; its answer comes back to this page.
      window.location.assign(url)
    } catch (failure) {
      setError(errorMessage(failure))
      setBusy(false)
    }
  }

  const unlinkIt = async () => {
    setBusy(true)
    setError(null)
    setNotice(null)
    try {
      const { message } = await unlink()
      setNotice(message)
      setStatus({ kind: "known", linked: false })
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="sso-link card" aria-labelledby="sso-link-title">
      <h2 id="sso-link-title">{a.singleSignOnTitle}</h2>
      <p role="status" className="sso-link__notice">
        {said(notice)}
      </p>
      <FormError message={said(error)} />
      {status.kind === "loading" && <LoadingPanel label={a.singleSignOnChecking} />}
      {status.kind === "failed" && <ErrorPanel error={status.error} onRetry={() => setAttempt((n) => n + 1)} />}
      {status.kind === "known" && status.linked && (
        <>
          <p>{a.singleSignOnIsLinked(provider)}</p>
          <div className="button-row">
            <button type="button" className="button button--secondary" disabled={busy} onClick={() => void unlinkIt()}>
              {a.unlinkFrom(provider)}
            </button>
          </div>
        </>
      )}
      {status.kind === "known" && !status.linked && (
        <>
          <p>{a.singleSignOnNotLinkedYet(provider)}</p>
          <div className="button-row">
            <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={() => void link()}>
              {busy ? a.openingProvider(provider) : a.linkTo(provider)}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
