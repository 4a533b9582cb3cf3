import type { LiveQuestionRound } from "#schemas/api/live-game-socket.ts"

import { useLiveWords } from "../words.ts"
import { movement } from "./movement.ts"

type Standing = LiveQuestionRound["leaderboard"][number]

/**
 * How far a player moved at the last reveal: an arrow and the places, with the words for screen
 * readers; `spelled` (the big screen) shows the words too.
 */
function Movement({ standing, spelled }: { standing: Standing; spelled: boolean }) {
  const move = movement(standing, useLiveWords())
  const tone = move.direction === "same" ? "qbq-move" : `qbq-move qbq-move--${move.direction}`
  if (spelled)
    return (
      <span className={tone}>
        <span aria-hidden="true">{move.arrow} </span>
        {move.words}
      </span>
    )
  return (
    <span className={tone} title={move.words}>
      <span aria-hidden="true">
        {move.arrow}
        {move.places > 0 ? move.places : ""}
      </span>
      <span className="visually-hidden">{move.words}</span>
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

function Row({ standing: s, me, spelled }: { standing: Standing; me: string | null; spelled: boolean }) {
  return (
    <li className={`qbq-board__row${s.username === me ? " qbq-board__row--me" : ""}`}>
      <span className="qbq-board__place">{s.place}</span>
      <Movement standing={s} spelled={spelled} />
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
export function Leaderboard({ standings, me, spelled = false }: { standings: readonly Standing[]; me: string | null; spelled?: boolean }) {
  const m = useLiveWords()
  const { leaders, mine } = shownStandings(standings, me)
  return (
    <ol className={spelled ? "qbq-board qbq-board--spelled" : "qbq-board"} aria-label={m.leaderboard}>
      {leaders.map((s) => (
        <Row key={s.username} standing={s} me={me} spelled={spelled} />
      ))}
      {mine && (
        <>
          <li className="qbq-board__gap" aria-hidden="true">
            …
          </li>
          <Row standing={mine} me={me} spelled={spelled} />
        </>
      )}
    </ol>
  )
}
