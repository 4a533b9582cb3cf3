import type { LiveGameState } from "./liveState.ts"

/** The game's running totals, leaders marked, and the last round's scores beside them. */
export function LiveScoreboard({ game }: { game: LiveGameState }) {
  if (game.currTotals.length === 0 && game.roundScores.length === 0) {
    return <p className="quiz-muted">Scores appear here after the first round.</p>
  }
  const round = new Map(game.roundScores.map((s) => [s.username, s]))
  const leaders = new Set(game.highScorePlayers)
  return (
    <table className="live-scores" aria-label="Live scoreboard">
      <thead>
        <tr>
          <th scope="col">Player</th>
          <th scope="col">Last round</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {game.currTotals.map((t) => {
          const last = round.get(t.username)
          return (
            <tr key={t.username} className={leaders.has(t.username) ? "live-scores__leader" : undefined}>
              <th scope="row">
                {t.username}
                {leaders.has(t.username) && <span className="badge badge--live live-scores__crown">Leading</span>}
              </th>
              <td>{last ? `${last.numberCorrect} / ${last.numberQuestions}` : "–"}</td>
              <td>{t.totalCorrect} / {t.totalQuestions}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
