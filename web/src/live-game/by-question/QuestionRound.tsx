import "./by-question.css"

import { type KeyboardEvent, useEffect, useRef, useState } from "react"

import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"
import { questionRemainingMs } from "#schemas/live-question-rules.ts"
import { optionLabel } from "#schemas/quiz-rules.ts"
import type { SocketAnswer } from "#schemas/socket/protocol.ts"
import { toast } from "#web/ui/toastify.ts"

import { answerLiveQuestion } from "../liveGame.ts"
import { sayIn, useLiveWords } from "../words.ts"
import { announcement, statusLine } from "./announce.ts"
import { Countdown, secondsLeft as seconds } from "./Countdown.tsx"
import { focusStep } from "./focusStep.ts"
import { KindAnswer } from "./KindAnswer.tsx"
import { answerWords, howToAnswer, isPicked } from "./kindWords.ts"
import { Leaderboard } from "./Leaderboard.tsx"
import { moveAmongOptions } from "./optionKeys.ts"
import { optionLook } from "./optionLooks.ts"
import { play, playOnce, unlockSound } from "./sounds.ts"
import { SoundSwitch } from "./SoundSwitch.tsx"
import { useNow } from "./useNow.ts"

/**
 * The question every player sees at the same moment: its countdown (from the server's close
 * time), the options, and once revealed the answer, the player's points and the leaderboard.
 * The countdown sits above the options in the page's flow, so it never covers one.
 */
export function QuestionRound({
  game,
  you,
  clockOffsetMs = 0,
  send = answerLiveQuestion,
  watching = false,
}: {
  game: LiveGameState
  you: LiveYou | null
  clockOffsetMs?: number
  /** How an answer goes to the server (a PIN game has its own connection). */
  send?: (index: number, option: string) => Promise<SocketAnswer>
  /** The host's view: the question, its clock and the reveal, without answering. */
  watching?: boolean
}) {
  const m = useLiveWords()
  const q = game.byQuestion!
  const mine = you?.question?.index === q.index ? you.question : null
  const [sent, setSent] = useState<{ index: number; option: string } | null>(null)
  // The server's time as this browser reckons it (see liveState's clockOffsetMs).
  const now = useNow(q.reveal === null) + clockOffsetMs
  const clock = { opensAt: Date.parse(q.opensAt), closesAt: Date.parse(q.closesAt) }
  const remaining = questionRemainingMs(clock, now)
  const timeUp = remaining <= 0
  const chosen = mine?.option ?? (sent?.index === q.index ? sent.option : null)
  const heading = useRef<HTMLHeadingElement>(null)

  // Each new question takes the focus (and a sound); each reveal sounds right or wrong.
  useEffect(() => {
    focusStep(heading.current)
    playOnce("open", `open:${game.roundId}:${q.index}`)
  }, [game.roundId, q.index])
  const revealed = q.reveal !== null
  // The player's own result comes in their own update, maybe just after the reveal's.
  const result = revealed ? (mine?.correct ?? null) : null
  useEffect(() => {
    if (result !== null) playOnce(result ? "correct" : "wrong", `result:${game.roundId}:${q.index}`)
  }, [result, game.roundId, q.index])
  const lastSeconds = seconds(remaining)
  useEffect(() => {
    if (!revealed && lastSeconds > 0 && lastSeconds <= 3) play("tick")
  }, [lastSeconds, revealed])

  // The live region starts empty and is filled once mounted, so the first question is read too.
  const spoken = announcement(q, { mine, sent: chosen, playing: you?.participant != null, secondsLeft: lastSeconds }, m)
  const [said, setSaid] = useState("")
  useEffect(() => setSaid(spoken), [spoken])

  const options = useRef<HTMLUListElement>(null)
  // Arrow keys move between the options and a letter (a–e) goes to its option; Enter or Space answers.
  const onKey = (event: KeyboardEvent<HTMLElement>) =>
    moveAmongOptions(event, [...(options.current?.querySelectorAll<HTMLButtonElement>(".qbq-option:not(:disabled)") ?? [])])

  const answer = async (option: string) => {
    unlockSound()
    setSent({ index: q.index, option })
    const answered = await send(q.index, option)
    if (!answered.success) {
      setSent(null)
      if (send !== answerLiveQuestion) toast.error(sayIn(m, answered.message))
    }
  }

  const nextIn = q.reveal ? Math.max(0, seconds(Date.parse(q.reveal.nextAt) - now)) : 0
  const last = q.index + 1 === q.count

  return (
    <section className={revealed ? "qbq qbq--revealed" : "qbq"} aria-labelledby="qbq-question" onKeyDown={onKey}>
      <div className="qbq__bar">
        <p className="qbq__progress">{m.questionOf(q.index + 1, q.count)}</p>
        {mine && <p className="qbq__score">{m.points(mine.points)}</p>}
        <SoundSwitch />
      </div>
      {!revealed && <Countdown remainingMs={remaining} answerMs={q.answerMs} />}
      <h3 id="qbq-question" className="qbq__question" tabIndex={-1} ref={heading}>
        {q.question.question}
      </h3>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {!isPicked(q.question) &&
        (watching || revealed ? (
          <p className="live-kind__sent">
            {watching && !revealed ? (
              howToAnswer(q.question, m)
            ) : chosen !== null ? (
              <>
                {m.yourAnswer} <strong>{answerWords(q.question, chosen, m.sliderNumber)}</strong>
              </>
            ) : null}
          </p>
        ) : (
          <KindAnswer question={q.question} chosen={chosen} disabled={timeUp} onAnswer={(option) => void answer(option)} />
        ))}
      <ul className="qbq__options" ref={options} hidden={!isPicked(q.question)}>
        {q.question.options.map((option, i) => {
          const isCorrect = revealed && option === q.reveal!.correctAnswer
          const isMine = chosen === option
          const classes = [
            "qbq-option",
            isMine && "qbq-option--mine",
            isCorrect && "qbq-option--correct",
            revealed && isMine && !isCorrect && "qbq-option--wrong",
          ]
          return (
            // After the reveal a phone keeps only the answer and the player's pick in sight.
            <li key={option} className={revealed && !isCorrect && !isMine ? "qbq__choice qbq__choice--other" : "qbq__choice"}>
              <button
                type="button"
                className={classes.filter(Boolean).join(" ")}
                aria-pressed={isMine}
                data-letter={optionLabel(i)}
                aria-describedby="qbq-keys"
                disabled={watching || revealed || chosen !== null || timeUp}
                onClick={() => void answer(option)}
              >
                <span className="qbq-option__letter" aria-hidden="true">
                  {optionLabel(i)}
                </span>
                <span className="qbq-option__shape" aria-hidden="true">
                  {optionLook(i).shape}
                </span>
                <span className="qbq-option__text">{option}</span>
                {isMine && <span className="qbq-option__yours">{m.yourPick}</span>}
                {isCorrect && (
                  <span className="qbq-option__mark">
                    <span aria-hidden="true">✓</span>
                    <span className="visually-hidden">{m.theCorrectAnswer}</span>
                  </span>
                )}
                {revealed && isMine && !isCorrect && (
                  <span className="qbq-option__mark">
                    <span aria-hidden="true">✗</span>
                    <span className="visually-hidden">{m.notTheAnswer}</span>
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      <p id="qbq-keys" className="visually-hidden">
        {m.optionKeys}
      </p>
      {/* Read out through the live region above, not here, so nothing is said twice. */}
      <p className="qbq__status">{statusLine(q, mine, chosen, timeUp, m)}</p>
      {q.reveal && (
        <>
          {q.reveal.explanation && <p className="qbq__explanation">{q.reveal.explanation}</p>}
          <h4 className="qbq__heading">{m.leaderboard}</h4>
          <Leaderboard standings={q.leaderboard} me={you?.participant?.username ?? null} />
          <p className="qbq__next">{last ? m.podiumIn(nextIn) : m.nextQuestionIn(nextIn)}</p>
        </>
      )}
    </section>
  )
}
