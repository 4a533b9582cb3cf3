import "./quiz.css"

import { useEffect, useState } from "react"
import { Link } from "react-router-dom"

import * as Accounts from "#schemas/account-messages.ts"
import { useMessages } from "#web/i18n/language.ts"

import { FeedbackForm } from "../feedback/FeedbackForm.tsx"
import { loadSettings, takePlayerSession } from "../single-sign-on/api.ts"
import { useSingleSignOnReturn } from "../single-sign-on/useReturn.ts"
import { Modal } from "../ui/Modal.tsx"
import { LoginForm } from "./LoginForm.tsx"
import { ProfileForm } from "./ProfileForm.tsx"
import { logoutQuiz } from "./quizApi.ts"
import { RegisterForm } from "./RegisterForm.tsx"
import { useQuizUser } from "./useQuizUser.ts"

type Dialog = "login" | "register" | "profile" | "feedback" | null

/** Each dialog's title, by the key of its words. */
const titles = { login: "logIn", register: "register", profile: "updateProfile", feedback: "giveFeedback" } as const satisfies Record<
  Exclude<Dialog, null>,
  keyof typeof Accounts
>

/** A guest's ways in; without `open` (before the app runs) they are shown disabled. */
function GuestActions({ open }: { open?: (dialog: Dialog) => void }) {
  const m = useMessages("accounts", Accounts)
  return (
    <>
      <button type="button" className="button" disabled={!open} onClick={() => open?.("login")}>
        {m.login}
      </button>
      <button type="button" className="button button--sage" disabled={!open} onClick={() => open?.("register")}>
        {m.register}
      </button>
      <button type="button" className="button button--secondary" disabled={!open} onClick={() => open?.("feedback")}>
        {m.feedback}
      </button>
    </>
  )
}

/**
 * The bar as a server-rendered page shows it until the app runs: a guest's, its buttons disabled, so the page
 * keeps its layout when the real bar (perhaps a signed-in player's, which only the browser knows) takes its place.
 */
export function QuizBarWhileLoading() {
  const m = useMessages("accounts", Accounts)
  return (
    <section className="quiz-bar card" aria-label={m.quizAccount}>
      <div className="quiz-bar__row">
        <p className="quiz-bar__welcome">{m.guestWelcome}</p>
        <div className="button-row">
          <GuestActions />
        </div>
      </div>
    </section>
  )
}

/**
 * The quiz pages' account bar (docs/product.md §2): guest, player and admin actions. A player's
 * single sign-on comes back to the game page: a sign-in takes the player's token from the server,
 * a refusal opens the log-in dialog with its reason.
 */
export function QuizHeaderPanel({ page }: { page: "game" | "profile" }) {
  const m = useMessages("accounts", Accounts)
  const user = useQuizUser()
  const sso = useSingleSignOnReturn(page === "game")
  const [dialog, setDialog] = useState<Dialog>(sso.error ? "login" : null)
  const [ssoError, setSsoError] = useState(sso.error)
  const [signingIn, setSigningIn] = useState(sso.done === "signed-in")
  const [adminRegister, setAdminRegister] = useState(false)
  const close = () => {
    setDialog(null)
    setSsoError(null)
  }

  useEffect(() => {
    if (!signingIn) return
    let live = true
    takePlayerSession().then(
      () => live && setSigningIn(false),
      () => {
        if (!live) return
        setSigningIn(false)
        setSsoError(m.singleSignOnExpired)
        setDialog("login")
      },
    )
    return () => {
      live = false
    }
  }, [signingIn, m])

  // A guest's log-in and register dialogs show their ways in at once.
  useEffect(() => {
    if (!user) loadSettings().catch(() => undefined)
  }, [user])

  return (
    <section className="quiz-bar card" aria-label={m.quizAccount}>
      <div className="quiz-bar__row">
        <p className="quiz-bar__welcome" role={signingIn ? "status" : undefined}>
          {signingIn ? (
            m.singleSignOnSigningIn
          ) : user ? (
            <>
              {m.welcome}
              <strong>{user.username}</strong>
              {user.is_admin && <span className="badge">{m.admin}</span>}
            </>
          ) : (
            m.guestWelcome
          )}
        </p>
        <div className="button-row">
          {user ? (
            <>
              {page === "profile" ? (
                <Link className="button button--sage" to="/quizgame">
                  {m.backToGame}
                </Link>
              ) : (
                <Link className="button button--sage" to="/quizgame/quizprofile">
                  {m.profile}
                </Link>
              )}
              {user.is_admin && (
                <>
                  <Link className="button" to="/quizgame/admin">
                    {m.admin}
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-expanded={adminRegister}
                    aria-controls="quiz-admin-register"
                    onClick={() => setAdminRegister((v) => !v)}
                  >
                    {/* Named for what it does: the admin is signed in, and registers someone else. */}
                    {m.registerAPlayer}
                  </button>
                </>
              )}
              <button type="button" className="button button--secondary" onClick={() => setDialog("profile")}>
                {m.updateProfile}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog("feedback")}>
                {m.giveFeedback}
              </button>
              <button type="button" className="button button--secondary" onClick={() => void logoutQuiz()}>
                {m.logout}
              </button>
            </>
          ) : (
            <GuestActions open={setDialog} />
          )}
        </div>
      </div>
      {user?.is_admin && adminRegister && (
        <div id="quiz-admin-register" className="quiz-bar__panel">
          <h2>{m.registerAPlayer}</h2>
          <RegisterForm forOther onDone={() => setAdminRegister(false)} />
        </div>
      )}
      <Modal title={dialog ? m[titles[dialog]] : ""} open={dialog !== null} onClose={close}>
        {dialog === "login" && <LoginForm onDone={close} ssoError={ssoError} />}
        {dialog === "register" && <RegisterForm onDone={close} />}
        {dialog === "profile" && <ProfileForm onDone={close} />}
        {dialog === "feedback" && <FeedbackForm onDone={close} />}
      </Modal>
    </section>
  )
}
