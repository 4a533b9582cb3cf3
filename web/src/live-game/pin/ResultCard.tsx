import type { LiveYou } from "#schemas/api/live-game-socket.ts"

import { useLiveWords } from "../words.ts"

type Mine = NonNullable<LiveYou["question"]>

/** A player's result, on one card they can screenshot: their nickname, place and points (and their team's finish, in teams). */
export function ResultCard({ nickname, pin, mine, team = null }: { nickname: string; pin: string; mine: Mine; team?: string | null }) {
  const m = useLiveWords()
  return (
    <section className="card pin-result" aria-labelledby="pin-result-title">
      <h2 id="pin-result-title" className="pin-result__name">
        {nickname}
      </h2>
      <p className="pin-result__place">{mine.points > 0 ? m.ordinalPlace(mine.place) : m.thanksForPlaying}</p>
      <p className="pin-result__points">{m.points(mine.points)}</p>
      {team && <p className="pin-result__team">{team}</p>}
      <p className="quiz-muted">{m.quizNightPin(pin)}</p>
    </section>
  )
}
