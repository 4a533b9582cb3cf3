import { useEffect, useRef, useState } from "react"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { questionRemainingMs } from "#schemas/live-question-rules.ts"
import { optionLabel } from "#schemas/quiz-rules.ts"

import { announcement } from "../by-question/announce.ts"
import { Countdown, secondsLeft } from "../by-question/Countdown.tsx"
import { focusStep } from "../by-question/focusStep.ts"
import { howToAnswer, isPicked } from "../by-question/kindWords.ts"
import { Leaderboard } from "../by-question/Leaderboard.tsx"
import { optionLook } from "../by-question/optionLooks.ts"
import { play, playOnce } from "../by-question/sounds.ts"
import { useNow } from "../by-question/useNow.ts"
import { useLiveWords } from "../words.ts"
import { KindDistribution } from "./KindDistribution.tsx"
import { leadLine } from "./teams.ts"
import { TeamStandings } from "./Teams.tsx"

/**
 * A PIN game's question on the big screen: large, with its countdown and how many have
 * answered; after the reveal, how the room answered (a bar per option, the answer marked) and
 * the top five with who moved. The phones show only the answer buttons.
 */
export function HostQuestion({ game, clockOffsetMs }: { game: LiveGameState; clockOffsetMs: number }) {
  const m = useLiveWords()
  const q = game.byQuestion!
  const now = useNow(q.reveal === null) + clockOffsetMs
  const remaining = questionRemainingMs({ opensAt: Date.parse(q.opensAt), closesAt: Date.parse(q.closesAt) }, now)
  const revealed = q.reveal !== null
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    focusStep(heading.current)
    playOnce("open", `open:${game.roundId}:${q.index}`)
  }, [game.roundId, q.index])
  const lastSeconds = secondsLeft(remaining)
  useEffect(() => {
    if (!revealed && lastSeconds > 0 && lastSeconds <= 3) play("tick")
  }, [lastSeconds, revealed])
  // In teams, the reveal says which team leads too.
  const teamsLead = revealed && game.teams ? leadLine(game.teams, m) : ""
  const spoken = [announcement(q, { mine: null, sent: null, playing: false, secondsLeft: lastSeconds }, m), teamsLead].filter(Boolean).join(" ")
  const [said, setSaid] = useState("")
  useEffect(() => setSaid(spoken), [spoken])
  const nextIn = q.reveal ? Math.max(0, secondsLeft(Date.parse(q.reveal.nextAt) - now)) : 0

  return (
    <section className={`pin-stage__question${revealed ? " pin-stage__question--revealed" : ""}`} aria-labelledby="pin-stage-question">
      <div className="pin-stage__facts">
        <p className="pin-stage__progress">{m.questionOf(q.index + 1, q.count)}</p>
        <p className="pin-stage__answered">{m.answeredOf(q.answered, q.players)}</p>
        {!revealed && remaining <= 0 && q.moreTimeUntil && (
          <p className="pin-stage__answered" role="status">
            {m.moreTimeLeft(Math.max(0, secondsLeft(Date.parse(q.moreTimeUntil) - now)))}
          </p>
        )}
      </div>
      {!revealed && <Countdown remainingMs={remaining} answerMs={q.answerMs} className="pin-stage__clock" />}
      <h1 id="pin-stage-question" className="pin-stage__text" tabIndex={-1} ref={heading}>
        {q.question.question}
      </h1>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </p>
      {q.reveal ? (
        <div className="pin-stage__reveal">
          <section aria-labelledby="pin-stage-bars">
            <h2 id="pin-stage-bars" className="pin-stage__heading">
              {m.howRoomAnswered}
            </h2>
            <KindDistribution q={q} />
            {q.reveal.explanation && <p className="pin-stage__explanation">{q.reveal.explanation}</p>}
          </section>
          <section aria-labelledby="pin-stage-top">
            {/* Played in teams, the teams stand in for the top players. */}
            <h2 id="pin-stage-top" className="pin-stage__heading">
              {game.teams ? m.teamsStandingsTitle : m.topFive}
            </h2>
            {game.teams ? <TeamStandings teams={game.teams} spelled /> : <Leaderboard standings={q.leaderboard} me={null} spelled />}
            <p className="pin-stage__next">{q.index + 1 === q.count ? m.podiumIn(nextIn) : m.nextQuestionIn(nextIn)}</p>
          </section>
        </div>
      ) : !isPicked(q.question) ? (
        <div className="pin-stage__kind">
          <p className="pin-stage__how">{howToAnswer(q.question, m)}</p>
          {q.question.kind === "order" && (
            <ul className="pin-stage__items" aria-label={m.itemsToOrder}>
              {q.question.options.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <ul className="pin-tiles" aria-label={m.options}>
          {q.question.options.map((option, i) => {
            const look = optionLook(i)
            return (
              <li key={option} className={`pin-tiles__tile pin-tone--${look.tone}`}>
                <span className="pin-tiles__shape" aria-hidden="true">
                  {look.shape}
                </span>
                <span className="pin-tiles__letter" aria-hidden="true">
                  {optionLabel(i)}
                </span>
                <span className="pin-tiles__text">{option}</span>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
