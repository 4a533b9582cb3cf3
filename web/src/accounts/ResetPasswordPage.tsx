import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"

import * as Accounts from "#schemas/account-messages.ts"
import { PASSWORD_MIN_LENGTH } from "#schemas/account-rules.ts"
import { useMessages } from "#web/i18n/language.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { NoticePanel } from "../ui/Panels.tsx"
import { resetPassword } from "./quizApi.ts"

/** The link's token travels in the address's fragment, so it never reaches a server's logs or another site. */
const tokenOfAddress = (): string => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? ""

/** /quizgame/reset-password#token=…: choosing a new password with a mailed link. */
export function ResetPasswordPage() {
  const m = useMessages("accounts", Accounts)
  const [token] = useState(tokenOfAddress)
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (password !== confirm) return setError(m.passwordsDoNotMatch)
    setBusy(true)
    setError(null)
    try {
      setDone((await resetPassword(token, password)).message)
      // The link is spent: keep it out of the address bar and the history.
      window.history.replaceState(null, "", window.location.pathname)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageIntro title={m.chooseNewPassword}>{m.chooseNewPasswordLead}</PageIntro>
      {token === "" ? (
        <NoticePanel>
          {m.resetLinkInvalid} <Link to="/quizgame">{m.goToQuizGame}</Link>
          {m.resetHowTo}
        </NoticePanel>
      ) : done !== null ? (
        <NoticePanel>
          <span role="status">{done}</span> <Link to="/quizgame">{m.goToQuizGame}</Link>
        </NoticePanel>
      ) : (
        <form className="form card" onSubmit={submit} aria-label={m.chooseNewPassword}>
          <Field
            label={m.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            hint={m.passwordHint(PASSWORD_MIN_LENGTH)}
          />
          <Field
            label={m.confirmNewPassword}
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
              {busy ? m.saving : m.saveNewPassword}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
