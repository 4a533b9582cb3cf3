import "./game.css"

import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { useLocation } from "react-router-dom"

import { QuizLimits } from "#schemas/quiz-rules.ts"
import { ErrorPanel, LoadingPanel, NoticePanel } from "#web/ui/Panels.tsx"

import { useQuizUser } from "../accounts/useQuizUser.ts"
import { LiveQuiz } from "../live-game/LiveQuiz.tsx"
import { GeneratorCard } from "../quiz-generation/GeneratorCard.tsx"
import { QuizChooser } from "../quiz-generation/QuizChooser.tsx"
import { gameMachine } from "./gameMachine.ts"
import { CompletionModal } from "./modals/CompletionModal.tsx"
import { RatingModal } from "./modals/RatingModal.tsx"
import { StartModal } from "./modals/StartModal.tsx"
import { ConfirmModal } from "./play/ConfirmModal.tsx"
import { QuizSheet } from "./play/QuizSheet.tsx"
import { TimerBadge } from "./play/TimerBadge.tsx"
import { unansweredCount } from "./play/unanswered.ts"
import { RoundBar } from "./round/RoundBar.tsx"
import { useRoundInPlay } from "./round/roundInPlay.ts"
import { timerMachine } from "./timer.machine.ts"
import { sayIn, useQuizWords } from "./words.ts"

/** The quiz game of /quizgame. A new player (log in or out) starts a fresh flow. */
export function QuizGame() {
  const user = useQuizUser()
  const location = useLocation()
  // A live round's quiz, handed over with `navigate("/quizgame", {state: {liveQuiz: true}})`.
  if (user && isLiveQuiz(location.state)) return <LiveQuiz />
  return <QuizGameFlow key={user?.id ?? "guest"} userId={user?.id ?? null} />
}

/**
 * A quiz id handed over by another screen: `navigate("/quizgame", {state: {gradeQuiz}})`, with
 * `challenged: true` when a challenged member takes a group challenge.
 */
function handedQuizId(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("gradeQuiz" in state)) return null
  const quiz = (state as { gradeQuiz: unknown }).gradeQuiz
  if (typeof quiz === "string") return quiz
  if (typeof quiz === "object" && quiz !== null && "id" in quiz && typeof quiz.id === "string") return quiz.id
  return null
}

const isLiveQuiz = (state: unknown): boolean => typeof state === "object" && state !== null && "liveQuiz" in state && state.liveQuiz === true

const handedAsChallenge = (state: unknown): boolean => typeof state === "object" && state !== null && "challenged" in state && state.challenged === true

function QuizGameFlow({ userId }: { userId: string | null }) {
  const m = useQuizWords()
  // The alert below is set up once; it says the words of the language shown when it fires.
  const words = useRef(m)
  words.current = m
  const actor = useActorRef(gameMachine, { input: { userId } })
  const timer = useActorRef(timerMachine)
  const snapshot = useSelector(actor, (s) => s)
  const clock = useSelector(timer, (s) => ({ remaining: s.context.remaining, running: s.matches("running") }))
  const { context } = snapshot
  const send = actor.send
  const location = useLocation()

  const handed = handedQuizId(location.state)
  const asChallenge = handedAsChallenge(location.state)
  useEffect(() => {
    if (handed) send({ type: "PICK", quizId: handed, challenged: asChallenge })
  }, [handed, asChallenge, send])

  // The countdown follows the flow: set from the server's deadline, stopped on finish, reset on leaving.
  // A layout effect, so the clock never paints the full default time before the deadline's.
  const answering = snapshot.matches("answering")
  const choosing = snapshot.matches("choosing")
  const setFor = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (answering && context.graded && context.deadline !== null && setFor.current !== context.deadline) {
      setFor.current = context.deadline
      timer.send({ type: "RESET" })
      timer.send({ type: "SET", deadline: context.deadline, now: Date.now() })
    } else if (!answering && !choosing) {
      timer.send({ type: "STOP" })
    } else if (choosing) {
      setFor.current = null
      timer.send({ type: "RESET" })
    }
  }, [answering, choosing, context.graded, context.deadline, timer])

  useEffect(() => {
    const subscription = timer.on("expired", () => {
      // Submit first: an alert blocks the page until dismissed, and a player away from the tab
      // would otherwise have the answers reach the server after the deadline's grace.
      send({ type: "TIME_UP" })
      setTimeout(() => window.alert(words.current.timeExpired), 0)
    })
    return () => subscription.unsubscribe()
  }, [timer, send])

  const signedIn = userId !== null
  const quiz = context.quiz
  const inQuiz = quiz !== null && !choosing && !snapshot.matches("startModal") && !snapshot.matches("starting") && !snapshot.matches("loadingResult")
  // The answers are shown, or held by the server while someone else's graded attempt runs.
  const shown = context.key !== null || context.held !== null
  const lookingAgain = snapshot.matches({ review: "lookingAgain" })
  const timed = context.graded && (answering || snapshot.matches("grading") || snapshot.matches("gradeFailed"))
  useRoundInPlay(inQuiz)
  // A graded quiz is submitted once: with questions unanswered, the player is asked first.
  const [confirming, setConfirming] = useState(false)
  const unanswered = quiz ? unansweredCount(quiz.questions, context.answers) : 0
  const finish = () => (context.graded && unanswered > 0 ? setConfirming(true) : send({ type: "FINISH" }))

  return (
    <div className="quiz-game">
      {!inQuiz && (
        <div className="quiz-game__choose">
          <GeneratorCard onQuiz={(q) => send({ type: "LOADED", quiz: q })} />
          <QuizChooser onPick={(quizId) => send({ type: "PICK", quizId })} busy={snapshot.matches("loading")} />
          {snapshot.matches("loading") && <LoadingPanel label={m.loadingTheQuiz} />}
          {choosing && context.error && <ErrorPanel error={null}>{sayIn(m, context.error)}</ErrorPanel>}
          <p className="quiz-game__clock-note">
            <TimerBadge remaining={clock.remaining} running={false} />
            <span>{m.gradedAreTimed(QuizLimits.secondsPerQuestion)}</span>
          </p>
        </div>
      )}

      {inQuiz && quiz && (
        <div className="quiz-round">
          {timed && (
            <RoundBar>
              <TimerBadge remaining={clock.remaining} running={clock.running} />
            </RoundBar>
          )}
          <QuizSheet
            quiz={quiz}
            answers={context.answers}
            answerKey={context.key}
            locked={!answering}
            onAnswer={(questionId, answer) => send({ type: "ANSWER", questionId, answer })}
          />
          {answering && context.error && <ErrorPanel error={null}>{sayIn(m, context.error)}</ErrorPanel>}
          {context.held !== null && snapshot.matches("review") && (
            <NoticePanel>
              <p>{sayIn(m, context.held)}</p>
              <p>{m.resultHeldNote}</p>
              <button type="button" className="button button--secondary" onClick={() => send({ type: "LOOK_AGAIN" })} disabled={lookingAgain}>
                {lookingAgain ? m.loadingAnswers : m.lookAgain}
              </button>
            </NoticePanel>
          )}
          {snapshot.matches("gradeFailed") && (
            <ErrorPanel error={null} onRetry={() => send({ type: "RETRY" })}>
              {context.error === null ? null : sayIn(m, context.error)}
            </ErrorPanel>
          )}
          <div className="quiz-actions button-row" role="group" aria-label={m.quizActions}>
            {answering && signedIn && (
              <button type="button" className="button" onClick={finish}>
                {context.graded ? m.submitForGrading : m.finishQuiz}
              </button>
            )}
            {answering && !signedIn && (
              <button type="button" className="button" onClick={() => send({ type: "SHOW_ANSWERS" })}>
                {m.showAnswers}
              </button>
            )}
            {(snapshot.matches("grading") || snapshot.matches("revealing")) && (
              <button type="button" className="button" disabled>
                {snapshot.matches("grading") ? m.grading : m.loadingAnswers}
              </button>
            )}
            {shown && context.result && (
              <button type="button" className="button button--sage" onClick={() => send({ type: "OPEN_RESULT" })}>
                {m.seeScore}
              </button>
            )}
            {((answering && !context.graded) || shown) && (
              <button type="button" className="button button--secondary" onClick={() => send({ type: "RESET" })}>
                {m.reset}
              </button>
            )}
          </div>
        </div>
      )}

      {confirming && answering && (
        <ConfirmModal
          title={m.unansweredTitle}
          open
          confirm={m.submitAnyway}
          cancel={m.keepAnswering}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            send({ type: "FINISH" })
          }}
        >
          {m.unansweredConfirm(unanswered)}
        </ConfirmModal>
      )}
      {quiz && (snapshot.matches("startModal") || snapshot.matches("starting")) && (
        <StartModal
          quiz={quiz}
          signedIn={signedIn}
          graded={context.graded}
          challenged={context.challenged}
          starting={snapshot.matches("starting")}
          error={context.error === null ? null : sayIn(m, context.error)}
          onToggleGraded={() => send({ type: "TOGGLE_GRADED" })}
          onStart={() => send({ type: "START" })}
          onBack={() => send({ type: "BACK" })}
        />
      )}
      {snapshot.matches("loadingResult") && <LoadingPanel label={m.loadingEarlierResult} />}
      {snapshot.matches({ review: "completion" }) && context.result && (
        <CompletionModal
          result={context.result}
          earlier={context.earlierResult}
          onReview={() => send({ type: "REVIEW" })}
          onReset={() => send({ type: "RESET" })}
          onLeave={() => send({ type: "LEAVE" })}
        />
      )}
      {snapshot.matches("rating") && (
        <RatingModal
          saving={snapshot.matches({ rating: "saving" })}
          error={context.ratingError === null ? null : sayIn(m, context.ratingError)}
          onRate={(rating, review) => send({ type: "RATE", rating, review })}
          onCancel={() => send({ type: "CANCEL_RATING" })}
        />
      )}
    </div>
  )
}
