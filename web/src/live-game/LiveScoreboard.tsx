import { type LiveGameState, type LiveYou, realLeaders } from "./liveState.ts"
import { useLiveWords } from "./words.ts"

/**
 * The game's running totals, best first with the leaders marked, and the last round's
 * scores beside them. A big game's update holds only the top rows, so the player's own
 * row (with their place) is added below them when it is not among them.
 */
export function LiveScoreboard({ game, you }: { game: LiveGameState; you: LiveYou | null }) {
  const m = useLiveWords()
  if (game.counts.totals === 0 && game.counts.roundScores === 0) {
    return <p className="quiz-muted">{m.scoresAfterFirstRound}</p>
  }
  const round = new Map(game.roundScores.map((s) => [s.username, s]))
  const leaders = realLeaders(game)
  const mine = you?.total ?? null
  const myRound = you?.roundScore ?? null
  const mineListed = mine !== null && game.currTotals.some((t) => t.username === mine.username)
  const capped = game.counts.totals > game.currTotals.length
  // The list is the game's top, so places counted along it are the game's (ties share one).
  const places: number[] = []
  game.currTotals.forEach((t, i) => places.push(i > 0 && game.currTotals[i - 1]!.totalCorrect === t.totalCorrect ? places[i - 1]! : i + 1))
  const lastRound = (username: string) => {
    const last = round.get(username) ?? (myRound?.username === username ? myRound : undefined)
    return last ? m.outOf(last.numberCorrect, last.numberQuestions) : "–"
  }
  return (
    <>
      <table className="live-scores" aria-label={m.liveScoreboard}>
        <thead>
          <tr>
            {capped && <th scope="col">{m.place}</th>}
            <th scope="col">{m.player}</th>
            <th scope="col">{m.lastRound}</th>
            <th scope="col">{m.total}</th>
          </tr>
        </thead>
        <tbody>
          {game.currTotals.map((t, i) => (
            <tr key={t.username} className={leaders.has(t.username) ? "live-scores__leader" : undefined}>
              {capped && <td>{places[i]}</td>}
              <th scope="row">
                {t.username}
                {t.username === mine?.username && <span className="quiz-muted">{m.youMark}</span>}
                {leaders.has(t.username) && <span className="badge badge--live live-scores__crown">{m.leading}</span>}
              </th>
              <td>{lastRound(t.username)}</td>
              <td>{m.outOf(t.totalCorrect, t.totalQuestions)}</td>
            </tr>
          ))}
          {mine && !mineListed && (
            <tr className="live-scores__mine">
              {capped && <td>{mine.rank}</td>}
              <th scope="row">
                {mine.username}
                <span className="quiz-muted">{m.youMark}</span>
              </th>
              <td>{lastRound(mine.username)}</td>
              <td>{m.outOf(mine.totalCorrect, mine.totalQuestions)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {capped && <p className="quiz-muted live-scores__note">{m.topOfPlayers(game.currTotals.length, game.counts.totals)}</p>}
    </>
  )
}
