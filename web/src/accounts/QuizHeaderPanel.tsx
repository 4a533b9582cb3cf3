import "./quiz.css"

import { useEffect, useState } from "react"
import { Link } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"

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

const titles: Record<Exclude<Dialog, null>, string> = {
  login: "Log in",
  register: "Register",
  profile: "Update profile",
  feedback: "Give feedback",
}

const GUEST_WELCOME = "Playing as a guest. Log in to grade quizzes and keep score."

/** A guest's ways in; without `open` (before the app runs) they are shown disabled. */
function GuestActions({ open }: { open?: (dialog: Dialog) => void }) {
  return (
    <>
      <button type="button" className="button" disabled={!open} onClick={() => open?.("login")}>
        Login
      </button>
      <button type="button" className="button button--sage" disabled={!open} onClick={() => open?.("register")}>
        Register
      </button>
      <button type="button" className="button button--secondary" disabled={!open} onClick={() => open?.("feedback")}>
        Feedback
      </button>
    </>
  )
}

/**
 * The bar as a server-rendered page shows it until the app runs: a guest's, its buttons disabled, so the page
 * keeps its layout when the real bar (perhaps a signed-in player's, which only the browser knows) takes its place.
 */
export function QuizBarWhileLoading() {
  return (
    <section className="quiz-bar card" aria-label="Quiz account">
      <div className="quiz-bar__row">
        <p className="quiz-bar__welcome">{GUEST_WELCOME}</p>
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
        setSsoError(Messages.singleSignOnExpired)
        setDialog("login")
      },
    )
    return () => {
      live = false
    }
  }, [signingIn])

  // A guest's log-in and register dialogs show their ways in at once.
  useEffect(() => {
    if (!user) loadSettings().catch(() => undefined)
  }, [user])

  return (
    <section className="quiz-bar card" aria-label="Quiz account">
      <div className="quiz-bar__row">
        <p className="quiz-bar__welcome" role={signingIn ? "status" : undefined}>
          {signingIn ? (
            Messages.singleSignOnSigningIn
          ) : user ? (
            <>
              Welcome, <strong>{user.username}</strong>
              {user.is_admin && <span className="badge">Admin</span>}
            </>
          ) : (
            GUEST_WELCOME
          )}
        </p>
        <div className="button-row">
          {user ? (
            <>
              {page === "profile" ? (
                <Link className="button button--sage" to="/quizgame">
                  Back to game
                </Link>
              ) : (
                <Link className="button button--sage" to="/quizgame/quizprofile">
                  Profile
                </Link>
              )}
              {user.is_admin && (
                <>
                  <Link className="button" to="/quizgame/admin">
                    Admin
                  </Link>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-expanded={adminRegister}
                    aria-controls="quiz-admin-register"
                    onClick={() => setAdminRegister((v) => !v)}
                  >
                    {/* Named for what it does: the admin is signed in, and registers someone else. */}
                    Register a player
                  </button>
                </>
              )}
              <button type="button" className="button button--secondary" onClick={() => setDialog("profile")}>
                Update profile
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog("feedback")}>
                Give feedback
              </button>
              <button type="button" className="button button--secondary" onClick={() => void logoutQuiz()}>
                Logout
              </button>
            </>
          ) : (
            <GuestActions open={setDialog} />
          )}
        </div>
      </div>
      {user?.is_admin && adminRegister && (
        <div id="quiz-admin-register" className="quiz-bar__panel">
          <h2>Register a player</h2>
          <RegisterForm forOther onDone={() => setAdminRegister(false)} />
        </div>
      )}
      <Modal title={dialog ? titles[dialog] : ""} open={dialog !== null} onClose={close}>
        {dialog === "login" && <LoginForm onDone={close} ssoError={ssoError} />}
        {dialog === "register" && <RegisterForm onDone={close} />}
        {dialog === "profile" && <ProfileForm onDone={close} />}
        {dialog === "feedback" && <FeedbackForm onDone={close} />}
      </Modal>
    </section>
  )
}
