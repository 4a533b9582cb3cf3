import type { LiveGameState, LiveYou } from "./liveState.ts"
import { type LiveWords, useLiveWords } from "./words.ts"

type Row = LiveGameState["participants"][number]

/** A line of counts: the list shows at most the first few players of a big game. */
function summary(m: LiveWords, game: LiveGameState): string {
  const { counts } = game
  if (game.phase === "inRound") return m.finishedOf(counts.finished, counts.playing)
  return m.roomCounts(counts.participants, counts.ready, counts.paramsSubmitted)
}

function ParticipantRow({ p, inRound, isMe }: { p: Row; inRound: boolean; isMe: boolean }) {
  const m = useLiveWords()
  return (
    <li className={`live-players__item${isMe ? " live-players__item--me" : ""}`}>
      <span className="live-players__name">
        {p.username}
        {isMe && <span className="quiz-muted">{m.youMark}</span>}
      </span>
      <span className="live-players__badges">
        {inRound && p.playing && <span className={`pill ${p.finished ? "pill--ok" : ""}`}>{p.finished ? m.finished : m.playing}</span>}
        {inRound && !p.playing && <span className="pill">{m.nextRound}</span>}
        {!inRound && <span className={`pill ${p.paramsSubmitted ? "pill--ok" : ""}`}>{p.paramsSubmitted ? m.topicIn : m.noTopic}</span>}
        {!inRound && <span className={`pill ${p.isReady ? "pill--ok" : ""}`}>{p.isReady ? m.ready : m.notReady}</span>}
      </span>
    </li>
  )
}

/** Who is in the game: ready or not, topic in or not, and during a round whether they have finished. */
export function LiveParticipants({ game, you }: { game: LiveGameState; you: LiveYou | null }) {
  const m = useLiveWords()
  const inRound = game.phase === "inRound"
  const me = you?.participant ?? null
  const meListed = me !== null && game.participants.some((p) => p.username === me.username)
  const more = game.counts.participants - game.participants.length - (me && !meListed ? 1 : 0)
  return (
    <div className="live-players-wrap">
      <p className="live-players__summary quiz-muted">{summary(m, game)}</p>
      <ul className="live-players" aria-label={m.participants}>
        {game.participants.map((p) => (
          <ParticipantRow key={p.username} p={p} inRound={inRound} isMe={p.username === me?.username} />
        ))}
        {me && !meListed && <ParticipantRow p={me} inRound={inRound} isMe />}
      </ul>
      {more > 0 && <p className="quiz-muted live-players__more">{m.morePlayers(more)}</p>}
    </div>
  )
}
