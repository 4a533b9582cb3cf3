import { type FormEvent, useState } from "react"
import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"

import { errorMessage } from "../http/errors.ts"
import { Field, FormError } from "../ui/Field.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { NoticePanel } from "../ui/Panels.tsx"
import { resetPassword } from "./quizApi.ts"

/** The link's token travels in the address's fragment, so it never reaches a server's logs or another site. */
const tokenOfAddress = (): string => new URLSearchParams(window.location.hash.slice(1)).get("token") ?? ""

/** /quizgame/reset-password#token=…: choosing a new password with a mailed link. */
export function ResetPasswordPage() {
  const [token] = useState(tokenOfAddress)
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (password !== confirm) return setError(Messages.passwordsDoNotMatch)
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
      <PageIntro title="Choose a new password">Set the password you will log in to the quiz game with.</PageIntro>
      {token === "" ? (
        <NoticePanel>
          {Messages.resetLinkInvalid} <Link to="/quizgame">Go to the quiz game</Link> and choose "Login", then "Forgot your password?".
        </NoticePanel>
      ) : done !== null ? (
        <NoticePanel>
          <span role="status">{done}</span> <Link to="/quizgame">Go to the quiz game</Link>
        </NoticePanel>
      ) : (
        <form className="form card" onSubmit={submit} aria-label="Choose a new password">
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
            hint="At least 8 characters."
          />
          <Field
            label="Confirm new password"
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
              {busy ? "Saving…" : "Save new password"}
            </button>
          </div>
        </form>
      )}
    </>
  )
}
