import "./by-question.css"

import { useEffect, useRef } from "react"

import type { LiveGameState, LiveYou } from "#schemas/api/live-game-socket.ts"

import { ENGLISH_LIVE, type LiveWords, useLiveWords } from "../words.ts"
import { focusStep } from "./focusStep.ts"
import { Leaderboard } from "./Leaderboard.tsx"
import { playOnce } from "./sounds.ts"
import { SoundSwitch } from "./SoundSwitch.tsx"

/** What the player reads under the podium; a place is not claimed without a point (everyone tied at 0). */
export const finishLine = ({ place, points }: { place: number; points: number }, m: LiveWords = ENGLISH_LIVE): string => m.finishedWith(place, points)

/**
 * The end of a question-by-question round: the top three places rise onto the podium (no
 * motion when the player asks for reduced motion), then the leaderboard's first places.
 */
export function Podium({ game, you }: { game: LiveGameState; you: LiveYou | null }) {
  const m = useLiveWords()
  const q = game.byQuestion!
  const top = q.leaderboard.filter((s) => s.place <= 3)
  // Second, first, third from left to right, as podiums stand.
  const order = [2, 1, 3].flatMap((place) => top.filter((s) => s.place === place))
  const mine = you?.question ?? null
  const title = useRef<HTMLHeadingElement>(null)
  // The question's screen (and the focus in it) is gone: the podium's title takes the focus.
  useEffect(() => {
    focusStep(title.current)
    playOnce("podium", `podium:${game.roundId}`)
  }, [game.roundId])
  return (
    <section className="qbq-podium" aria-labelledby="qbq-podium-title">
      <div className="qbq__bar">
        <h3 id="qbq-podium-title" className="qbq__heading" tabIndex={-1} ref={title}>
          {m.podium}
        </h3>
        <SoundSwitch />
      </div>
      <ol className="qbq-podium__steps">
        {order.map((s) => (
          <li key={s.username} className={`qbq-podium__step qbq-podium__step--${s.place}`}>
            <span className="qbq-podium__name">{s.username}</span>
            <span className="qbq-podium__points">{m.points(s.points)}</span>
            <span className="qbq-podium__block">
              <span className="visually-hidden">{m.placeHidden}</span>
              {s.place}
            </span>
          </li>
        ))}
      </ol>
      {mine && <p className="qbq__status">{finishLine(mine, m)}</p>}
      <Leaderboard standings={q.leaderboard} me={you?.participant?.username ?? null} />
    </section>
  )
}
