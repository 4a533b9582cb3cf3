import "./live.css"

import { useSignals } from "@preact/signals-react/runtime"
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useLayoutEffect, useRef, useState } from "react"
import { Link, useNavigate } from "react-router-dom"

import { toast } from "#web/ui/toastify.ts"

import { useQuizUser } from "../accounts/useQuizUser.ts"
import { ConfirmModal } from "../quiz-play/play/ConfirmModal.tsx"
import { QuizSheet } from "../quiz-play/play/QuizSheet.tsx"
import { TimerBadge } from "../quiz-play/play/TimerBadge.tsx"
import { unansweredCount } from "../quiz-play/play/unanswered.ts"
import { RoundBar } from "../quiz-play/round/RoundBar.tsx"
import { useRoundInPlay } from "../quiz-play/round/roundInPlay.ts"
import { timerMachine } from "../quiz-play/timer.machine.ts"
import type { AnswerKey, PlayerQuiz } from "../quiz-play/types.ts"
import { answerLive, followLiveGame, liveGame, submitLiveAnswers } from "./liveGame.ts"
import { liveRoomOpen } from "./LiveGameHost.tsx"
import { LiveScoreboard } from "./LiveScoreboard.tsx"
import { answerDeadline, liveView, type SubmittedRound } from "./liveState.ts"
import { liveWordsNow, useLiveWords } from "./words.ts"

const PROFILE = "/quizgame/quizprofile"

const keyOf = (submitted: SubmittedRound | null): AnswerKey | null =>
  submitted
    ? Object.fromEntries(
        submitted.results.map((r) => [
          r.id,
          // A slider's share of a point, so its review says how close it came.
          {
            correct_answer: r.correct_answer,
            explanation: r.explanation,
            given: r.given,
            is_correct: r.isCorrect,
            ...(r.points === undefined ? {} : { points: r.points }),
          },
        ]),
      )
    : null

/**
 * The quiz page in live mode: the round's quiz against the round's clock, answers handed in
 * with game_player_completed, no rating, and the answers shown only once the round completes.
 */
export function LiveQuiz() {
  useSignals()
  const m = useLiveWords()
  const user = useQuizUser()
  const navigate = useNavigate()
  const state = liveGame.value
  useEffect(followLiveGame, [])
  const timer = useActorRef(timerMachine)
  const clock = useSelector(timer, (s) => ({ remaining: s.context.remaining, running: s.matches("running") }))
  const [sending, setSending] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // The last round's quiz stays on screen with its answers once the round completes.
  const shownQuiz = useRef<PlayerQuiz | null>(null)
  const resultsTitle = useRef<HTMLHeadingElement>(null)

  const game = state?.game ?? null
  const view = state && user ? liveView(state) : null
  const deadline = answerDeadline(game)
  const takeQuiz = view?.takeQuiz === true

  // A layout effect, so the clock never paints a stale time before the deadline's.
  useLayoutEffect(() => {
    if (takeQuiz && deadline !== null) {
      timer.send({ type: "RESET" })
      timer.send({ type: "SET", deadline, now: Date.now() })
    } else {
      timer.send({ type: "STOP" })
    }
  }, [takeQuiz, deadline, timer])

  useEffect(() => {
    const subscription = timer.on("expired", () => {
      toast.info(liveWordsNow().timeExpired)
      void submitLiveAnswers()
    })
    return () => subscription.unsubscribe()
  }, [timer])

  // game_started sends everyone to the quiz profile, where the loading modal shows.
  const generating = game?.phase === "generating"
  useEffect(() => {
    if (generating) void navigate(PROFILE)
  }, [generating, navigate])

  // The scores come in above the quiz; players are taken to them (game_completed).
  const roundComplete = view?.roundComplete === true
  useEffect(() => {
    if (roundComplete) resultsTitle.current?.focus()
  }, [roundComplete])

  if (game?.currQuiz) shownQuiz.current = game.currQuiz as unknown as PlayerQuiz
  const quiz = shownQuiz.current
  const quizShown = quiz !== null && (view?.takeQuiz || view?.awaitingOthers || view?.roundComplete) === true
  useRoundInPlay(state !== null && user !== null && quizShown)

  if (!state || !user) {
    return (
      <div className="quiz-game live-quiz">
        <p className="panel panel--notice">
          {m.notInLiveGame} <Link to={PROFILE}>{m.quizProfileLink}</Link>
          {m.notInLiveGameEnd}
        </p>
      </div>
    )
  }

  const backToRoom = () => {
    liveRoomOpen.value = true
    void navigate(PROFILE)
  }
  const unanswered = quiz ? unansweredCount(quiz.questions, state.answers) : 0
  const submit = async () => {
    setConfirming(false)
    setSending(true)
    await submitLiveAnswers()
    setSending(false)
  }
  const submitted = state.submitted && state.submitted.roundId === game?.roundId ? state.submitted : null

  return (
    <div className="quiz-game live-quiz">
      <div className="quiz-round">
        <p className="live-quiz__banner">
          <span className="badge badge--live">{m.live}</span>{" "}
          <span>
            {state.groupName}
            {game?.phase === "inRound" && game.currQuiz && (
              // The quiz's own questions (numQuestions counts them once per player).
              <span className="quiz-muted">{m.questionsInPlay(game.currQuiz.questions.length)}</span>
            )}
          </span>
        </p>
        {takeQuiz && (
          <RoundBar>
            <TimerBadge remaining={clock.remaining} running={clock.running} />
          </RoundBar>
        )}
        {view?.roundComplete && game && (
          <section className="card live-results" aria-labelledby="live-results-title">
            {/* Focused when the scores come in: a screen reader hears the player's own result with the title. */}
            <h2 id="live-results-title" ref={resultsTitle} tabIndex={-1} aria-describedby={submitted ? "live-results-mine" : undefined}>
              {m.roundScores}
            </h2>
            {submitted && (
              <p id="live-results-mine" className="live-results__mine">
                {m.youGotRight(submitted.numberCorrect, submitted.numberQuestions)}
              </p>
            )}
            <LiveScoreboard game={game} you={state?.you ?? null} />
            <p className="quiz-muted">{game.topicsRemaining > 0 ? m.moreTopicsBackToRoom : m.noTopicsResetInRoom}</p>
          </section>
        )}
        {view?.waitsForNextRound && <p className="panel panel--notice">{m.startedBeforeYouJoined}</p>}
        {quiz && quizShown && (
          <QuizSheet
            quiz={quiz}
            answers={submitted ? Object.fromEntries(submitted.results.flatMap((r) => (r.given === null ? [] : [[r.id, r.given]]))) : state.answers}
            answerKey={view.roundComplete ? keyOf(submitted) : null}
            locked={!takeQuiz || sending}
            onAnswer={(questionId, answer) => answerLive(questionId, answer)}
          />
        )}
        {view?.awaitingOthers && (
          <p className="panel panel--notice" role="status">
            {m.answersInWaiting}
          </p>
        )}
        <div className="quiz-actions button-row" role="group" aria-label={m.liveQuizActions}>
          {takeQuiz && (
            <button type="button" className="button" onClick={() => (unanswered > 0 ? setConfirming(true) : void submit())} disabled={sending}>
              {sending ? m.sending : m.submitAnswers}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={backToRoom}>
            {m.backToRoom}
          </button>
        </div>
      </div>
      {confirming && takeQuiz && (
        <ConfirmModal
          title={m.unansweredTitle}
          open
          confirm={m.submitAnyway}
          cancel={m.keepAnswering}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit()}
        >
          {m.unansweredConfirm(unanswered)}
        </ConfirmModal>
      )}
    </div>
  )
}
