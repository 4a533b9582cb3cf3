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

/** How many places a leaderboard shows: the leaders, then the player's own row if lower down. */
export const LEADERBOARD_TOP = 5

/** The rows shown: the first `top` places, and the player's own row after them when it is not among them. */
export function shownStandings(standings: readonly Standing[], me: string | null, top = LEADERBOARD_TOP): { leaders: Standing[]; mine: Standing | null } {
  const leaders = standings.slice(0, top)
  const mine = me === null || leaders.some((s) => s.username === me) ? null : (standings.find((s) => s.username === me) ?? null)
  return { leaders, mine }
}

function Row({ standing: s, me }: { standing: Standing; me: string | null }) {
  return (
    <li className={`qbq-board__row${s.username === me ? " qbq-board__row--me" : ""}`}>
      <span className="qbq-board__place">{s.place}</span>
      <Movement standing={s} />
      <span className="qbq-board__name">{s.username}</span>
      <span className="qbq-board__points">
        {s.points}
        {s.gained > 0 && <span className="qbq-board__gained"> +{s.gained}</span>}
      </span>
    </li>
  )
}

/**
 * The round's standings after a question: the leaders (place, who moved, points and what the
 * question earned), and the player's own row below them when they are further down, so the
 * step fits a phone's screen however many play.
 */
export function Leaderboard({ standings, me }: { standings: readonly Standing[]; me: string | null }) {
  const { leaders, mine } = shownStandings(standings, me)
  return (
    <ol className="qbq-board" aria-label="Leaderboard">
      {leaders.map((s) => (
        <Row key={s.username} standing={s} me={me} />
      ))}
      {mine && (
        <>
          <li className="qbq-board__gap" aria-hidden="true">
            …
          </li>
          <Row standing={mine} me={me} />
        </>
      )}
    </ol>
  )
}
