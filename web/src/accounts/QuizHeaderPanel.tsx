import "./quiz.css"

import { useState } from "react"
import { Link } from "react-router-dom"

import { FeedbackForm } from "../feedback/FeedbackForm.tsx"
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

/** The quiz pages' account bar (docs/product.md §2): guest, player and admin actions. */
export function QuizHeaderPanel({ page }: { page: "game" | "profile" }) {
  const user = useQuizUser()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [adminRegister, setAdminRegister] = useState(false)
  const close = () => setDialog(null)

  return (
    <section className="quiz-bar card" aria-label="Quiz account">
      <div className="quiz-bar__row">
        <p className="quiz-bar__welcome">
          {user ? (
            <>
              Welcome, <strong>{user.username}</strong>
              {user.is_admin && <span className="badge">Admin</span>}
            </>
          ) : (
            "Playing as a guest. Log in to grade quizzes and keep score."
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
            <>
              <button type="button" className="button" onClick={() => setDialog("login")}>
                Login
              </button>
              <button type="button" className="button button--sage" onClick={() => setDialog("register")}>
                Register
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog("feedback")}>
                Feedback
              </button>
            </>
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
        {dialog === "login" && <LoginForm onDone={close} />}
        {dialog === "register" && <RegisterForm onDone={close} />}
        {dialog === "profile" && <ProfileForm onDone={close} />}
        {dialog === "feedback" && <FeedbackForm onDone={close} />}
      </Modal>
    </section>
  )
}
