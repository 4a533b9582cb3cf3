import type { LiveGameState } from "./liveState.ts"

/** Who is in the game: ready or not, topic in or not, and during a round whether they have finished. */
export function LiveParticipants({ game, me }: { game: LiveGameState; me: string }) {
  const inRound = game.phase === "inRound"
  return (
    <ul className="live-players" aria-label="Participants">
      {game.participants.map((p) => (
        <li key={p.username} className="live-players__item">
          <span className="live-players__name">{p.username}{p.username === me && <span className="quiz-muted"> (you)</span>}</span>
          <span className="live-players__badges">
            {inRound && p.playing && <span className={`pill ${p.finished ? "pill--ok" : ""}`}>{p.finished ? "Finished" : "Playing"}</span>}
            {inRound && !p.playing && <span className="pill">Next round</span>}
            {!inRound && <span className={`pill ${p.paramsSubmitted ? "pill--ok" : ""}`}>{p.paramsSubmitted ? "Topic in" : "No topic"}</span>}
            {!inRound && <span className={`pill ${p.isReady ? "pill--ok" : ""}`}>{p.isReady ? "Ready" : "Not ready"}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}
