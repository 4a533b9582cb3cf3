import { useEffect, useRef, useState } from "react"

import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"
import { questionRemainingMs } from "#schemas/live-question-rules.ts"
import { toast } from "#web/ui/toastify.ts"

import { announcement, statusLine } from "../by-question/announce.ts"
import { Countdown, secondsLeft } from "../by-question/Countdown.tsx"
import { focusStep } from "../by-question/focusStep.ts"
import { KindAnswer } from "../by-question/KindAnswer.tsx"
import { answerWords, isPicked } from "../by-question/kindWords.ts"
import { play, playOnce, unlockSound } from "../by-question/sounds.ts"
import { SoundSwitch } from "../by-question/SoundSwitch.tsx"
import { useNow } from "../by-question/useNow.ts"
import { sayIn, useLiveWords } from "../words.ts"
import { AnswerPad } from "./AnswerPad.tsx"
import { ownResult } from "./ownResult.ts"
import { answerQuestion } from "./pinSession.ts"
import { myTeamLine } from "./teams.ts"

/**
 * A PIN game's question on the player's phone, one screen per step: the question, its countdown
 * and the answer buttons; then the player's own result ("Correct +850", their streak and place)
 * and the answer. The big screen shows how the room answered and who leads.
 */
export function PlayerQuestion({ game, you, clockOffsetMs }: { game: LiveGameState; you: LiveYou | null; clockOffsetMs: number }) {
  const m = useLiveWords()
  const q = game.byQuestion!
  const mine = you?.question?.index === q.index ? you.question : null
  const [sent, setSent] = useState<{ index: number; option: string } | null>(null)
  const now = useNow(q.reveal === null) + clockOffsetMs
  // A player with more time counts down their own, longer window (the server keeps it for them).
  const closesAt = mine?.moreTime?.closesAt ?? q.closesAt
  const answerMs = mine?.moreTime?.answerMs ?? q.answerMs
  const remaining = questionRemainingMs({ opensAt: Date.parse(q.opensAt), closesAt: Date.parse(closesAt) }, now)
  const timeUp = remaining <= 0
  const chosen = mine?.option ?? (sent?.index === q.index ? sent.option : null)
  const revealed = q.reveal !== null
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    focusStep(heading.current)
    playOnce("open", `open:${game.roundId}:${q.index}`)
  }, [game.roundId, q.index])
  const result = revealed ? (mine?.correct ?? null) : null
  useEffect(() => {
    if (result !== null) playOnce(result ? "correct" : "wrong", `result:${game.roundId}:${q.index}`)
  }, [result, game.roundId, q.index])
  const lastSeconds = secondsLeft(remaining)
  useEffect(() => {
    if (!revealed && lastSeconds > 0 && lastSeconds <= 3) play("tick")
  }, [lastSeconds, revealed])

  // Read at the moments worth hearing (the question, 10 and 5 seconds left, the result), never every second.
  // In teams, the result says where the player's team stands too.
  const teamLine = revealed ? myTeamLine(game, you, m) : null
  const spoken = [announcement(q, { mine, sent: chosen, playing: you?.participant != null, secondsLeft: lastSeconds }, m), teamLine].filter(Boolean).join(" ")
  const [said, setSaid] = useState("")
  useEffect(() => setSaid(spoken), [spoken])

  const answer = async (option: string) => {
    unlockSound()
    setSent({ index: q.index, option })
    const answered = await answerQuestion(q.index, option)
    if (!answered.success) {
      setSent(null)
      toast.error(sayIn(m, answered.message))
    }
  }
  const nextIn = q.reveal ? Math.max(0, secondsLeft(Date.parse(q.reveal.nextAt) - now)) : 0
  const own = revealed && mine ? ownResult(mine, q.question.kind, m) : null

  return (
    <section className={`pin-phone${revealed ? " pin-phone--revealed" : ""}`} aria-labelledby="pin-question">
      <div className="pin-phone__bar">
        <p className="pin-phone__progress">{m.questionOf(q.index + 1, q.count)}</p>
        {mine && <p className="pin-phone__score qbq__score">{m.points(mine.points)}</p>}
        <SoundSwitch />
      </div>
      {!revealed && <Countdown remainingMs={remaining} answerMs={answerMs} />}
      <h1 id="pin-question" className="pin-phone__question" tabIndex={-1} ref={heading}>
        {q.question.question}
      </h1>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {!revealed ? (
        <>
          {isPicked(q.question) ? (
            <AnswerPad options={q.question.options} chosen={chosen} disabled={timeUp} onAnswer={(option) => void answer(option)} />
          ) : (
            <KindAnswer question={q.question} chosen={chosen} disabled={timeUp} onAnswer={(option) => void answer(option)} />
          )}
          <p className="pin-phone__status">{statusLine(q, mine, chosen, timeUp, m)}</p>
        </>
      ) : (
        <div className={`pin-own pin-own--${own?.tone ?? "none"}`}>
          {own ? (
            <>
              <p className="pin-own__headline">
                <span aria-hidden="true">{own.tone === "right" ? "✓ " : own.tone === "wrong" ? "✗ " : ""}</span>
                {own.headline}
              </p>
              {own.streak && <p className="pin-own__streak">{own.streak}</p>}
              <p className="pin-own__standing">{own.standing}</p>
              {teamLine && <p className="pin-own__standing">{teamLine}</p>}
            </>
          ) : (
            <p className="pin-own__headline">{you?.participant?.playing ? m.resultOnItsWay : m.joinNextRound}</p>
          )}
          {chosen !== null && !isPicked(q.question) && (
            <p className="pin-own__answer">
              {m.yourAnswer} <strong>{answerWords(q.question, chosen, m.sliderNumber)}</strong>
            </p>
          )}
          <p className="pin-own__answer">
            {q.question.kind === "poll" ? (
              m.pollNoPoints
            ) : (
              <>
                {m.theAnswer} <strong>{q.reveal!.correctAnswer}</strong>
              </>
            )}
          </p>
          <p className="pin-own__next">{q.index + 1 === q.count ? m.podiumIn(nextIn) : m.nextQuestionIn(nextIn)}</p>
        </div>
      )}
    </section>
  )
}
