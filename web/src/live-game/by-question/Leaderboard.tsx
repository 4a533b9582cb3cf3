import type { LiveQuestionRound } from "#schemas/api/live-game-socket.ts"

type Standing = LiveQuestionRound["leaderboard"][number]

/** How far a player moved at the last reveal: up, down, or not at all (words for screen readers). */
function Movement({ standing }: { standing: Standing }) {
  const moved = standing.placeBefore === null ? 0 : standing.placeBefore - standing.place
  if (moved > 0)
    return (
      <span className="qbq-move qbq-move--up" title={`Up ${moved}`}>
        <span aria-hidden="true">▲{moved}</span>
        <span className="visually-hidden">up {moved}</span>
      </span>
    )
  if (moved < 0)
    return (
      <span className="qbq-move qbq-move--down" title={`Down ${-moved}`}>
        <span aria-hidden="true">▼{-moved}</span>
        <span className="visually-hidden">down {-moved}</span>
      </span>
    )
  return (
    <span className="qbq-move" title="Same place">
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">same place</span>
    </span>
  )
}

/** The round's standings after a question: place, who moved up, points and what the question earned. */
export function Leaderboard({ standings, me }: { standings: readonly Standing[]; me: string | null }) {
  return (
    <ol className="qbq-board" aria-label="Leaderboard">
      {standings.map((s) => (
        <li key={s.username} className={`qbq-board__row${s.username === me ? " qbq-board__row--me" : ""}`}>
          <span className="qbq-board__place">{s.place}</span>
          <Movement standing={s} />
          <span className="qbq-board__name">{s.username}</span>
          <span className="qbq-board__points">
            {s.points}
            {s.gained > 0 && <span className="qbq-board__gained"> +{s.gained}</span>}
          </span>
        </li>
      ))}
    </ol>
  )
}
