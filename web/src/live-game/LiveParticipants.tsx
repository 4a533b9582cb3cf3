import type { LiveGameState, LiveYou } from "./liveState.ts"

type Row = LiveGameState["participants"][number]

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** A line of counts: the list shows at most the first few players of a big game. */
function summary(game: LiveGameState): string {
  const { counts } = game
  if (game.phase === "inRound") return `${counts.finished} of ${counts.playing} finished`
  return `${plural(counts.participants, "player", "players")} · ${counts.ready} ready · ${plural(counts.paramsSubmitted, "topic", "topics")} in`
}

function ParticipantRow({ p, inRound, isMe }: { p: Row; inRound: boolean; isMe: boolean }) {
  return (
    <li className={`live-players__item${isMe ? " live-players__item--me" : ""}`}>
      <span className="live-players__name">
        {p.username}
        {isMe && <span className="quiz-muted"> (you)</span>}
      </span>
      <span className="live-players__badges">
        {inRound && p.playing && <span className={`pill ${p.finished ? "pill--ok" : ""}`}>{p.finished ? "Finished" : "Playing"}</span>}
        {inRound && !p.playing && <span className="pill">Next round</span>}
        {!inRound && <span className={`pill ${p.paramsSubmitted ? "pill--ok" : ""}`}>{p.paramsSubmitted ? "Topic in" : "No topic"}</span>}
        {!inRound && <span className={`pill ${p.isReady ? "pill--ok" : ""}`}>{p.isReady ? "Ready" : "Not ready"}</span>}
      </span>
    </li>
  )
}

/** Who is in the game: ready or not, topic in or not, and during a round whether they have finished. */
export function LiveParticipants({ game, you }: { game: LiveGameState; you: LiveYou | null }) {
  const inRound = game.phase === "inRound"
  const me = you?.participant ?? null
  const meListed = me !== null && game.participants.some((p) => p.username === me.username)
  const more = game.counts.participants - game.participants.length - (me && !meListed ? 1 : 0)
  return (
    <div className="live-players-wrap">
      <p className="live-players__summary quiz-muted">{summary(game)}</p>
      <ul className="live-players" aria-label="Participants">
        {game.participants.map((p) => (
          <ParticipantRow key={p.username} p={p} inRound={inRound} isMe={p.username === me?.username} />
        ))}
        {me && !meListed && <ParticipantRow p={me} inRound={inRound} isMe />}
      </ul>
      {more > 0 && <p className="quiz-muted live-players__more">and {plural(more, "more player", "more players")}</p>}
    </div>
  )
}
