import "./pin.css"
import "../by-question/by-question.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"

import { cleanNickname, cleanPin, friendlyName, isPin, NICKNAME_MAX_LENGTH, nicknameProblem } from "#schemas/live-pin-rules.ts"
import { teamName } from "#schemas/live-team-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { LEVEL_LABELS, LEVELS, QuizLimits } from "#schemas/quiz-rules.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { PageIntro } from "#web/ui/PageIntro.tsx"

import { Podium } from "../by-question/Podium.tsx"
import { MoreTimeSwitch } from "./MoreTimeSwitch.tsx"
import { forget, join, leave, type PinSession, pinSession, resume, sendTopic } from "./pinSession.ts"
import { PlayerQuestion } from "./PlayerQuestion.tsx"
import { ResultCard } from "./ResultCard.tsx"
import { myTeam } from "./teams.ts"
import { TeamChoice } from "./Teams.tsx"

/** `/play`: anyone enters the PIN on the big screen and a nickname, and is in the game; no account needed. */
export function PlayPage() {
  useSignals()
  const session = pinSession.value
  const [resuming, setResuming] = useState(true)
  useEffect(() => {
    void resume("player").finally(() => setResuming(false))
  }, [])
  return (
    <div className="pin-page pin-page--phone">
      {session && !session.host ? <PlayerGame session={session} /> : resuming ? <p className="quiz-muted">Loading…</p> : <JoinForm />}
    </div>
  )
}

function JoinForm() {
  const [params] = useSearchParams()
  const [pin, setPin] = useState(params.get("pin") ?? "")
  const [nickname, setNickname] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const nicknameInput = useRef<HTMLInputElement>(null)
  // A join link brings the PIN: the nickname is what is left to type.
  useEffect(() => {
    if (isPin(cleanPin(params.get("pin") ?? ""))) nicknameInput.current?.focus()
  }, [params])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const typedPin = cleanPin(pin)
    const name = cleanNickname(nickname)
    const local = !isPin(typedPin) ? Messages.pinFormat : nicknameProblem(name)
    if (local) return setProblem(local)
    setProblem(null)
    setBusy(true)
    const answer = await join(typedPin, name)
    setBusy(false)
    if (!answer.success) setProblem(answer.message)
  }

  return (
    <section className="card pin-join" aria-labelledby="pin-join-title">
      <PageIntro title="Join a game" id="pin-join-title">
        Enter the PIN shown on the big screen and a nickname. No account needed.
      </PageIntro>
      <form onSubmit={onSubmit} noValidate aria-label="Join a game">
        <Field
          label="Game PIN"
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          className="pin-join__pin"
          autoFocus={!isPin(cleanPin(params.get("pin") ?? ""))}
        />
        <div className="field">
          <label htmlFor="pin-nickname">Nickname</label>
          <div className="pin-join__name">
            <input
              id="pin-nickname"
              ref={nicknameInput}
              value={nickname}
              maxLength={NICKNAME_MAX_LENGTH}
              autoComplete="nickname"
              onChange={(e) => setNickname(e.target.value)}
            />
            <button type="button" className="button button--secondary" onClick={() => setNickname(friendlyName(Math.random))}>
              Suggest a name
            </button>
          </div>
        </div>
        <FormError message={problem} />
        <button type="submit" className="button pin-join__go" disabled={busy}>
          {busy ? "Joining…" : "Join"}
        </button>
      </form>
    </section>
  )
}

function PlayerGame({ session }: { session: PinSession }) {
  const { live, status } = session
  const game = live.game
  const you = live.you ?? null
  const leaveGame = () => void leave()

  if (status === "removed") {
    return (
      <section className="card pin-status" aria-labelledby="pin-removed">
        <h1 id="pin-removed">{Messages.pinRemoved}</h1>
        <button type="button" className="button" onClick={forget}>
          Join another game
        </button>
      </section>
    )
  }
  if (status === "ended" || !game) {
    return (
      <section className="pin-status" aria-labelledby="pin-ended">
        <h1 id="pin-ended">The game has ended</h1>
        {session.lastYou?.question && <ResultCard nickname={session.nickname} pin={session.pin} mine={session.lastYou.question} />}
        <button type="button" className="button" onClick={forget}>
          Join another game
        </button>
      </section>
    )
  }
  const q = game.byQuestion
  if (game.phase === "inRound" && q && q.index >= 0) {
    return <PlayerQuestion game={game} you={you} clockOffsetMs={live.clockOffsetMs ?? 0} />
  }
  if (game.phase === "roundComplete" && q) {
    const team = myTeam(game, you)
    const finish = team && game.teams ? Messages.teamFinished(teamName(team.team), team.place, game.teams.count) : null
    return (
      <>
        {you?.question && <ResultCard nickname={session.nickname} pin={session.pin} mine={you.question} team={finish} />}
        <Podium game={game} you={you} />
        {/* Folded, so the podium step fits a phone's screen. */}
        <details className="pin-more">
          {game.teams?.picking === "players" ? (
            <>
              <summary>{Messages.teamNextRound}</summary>
              <TeamChoice teams={game.teams} mine={you?.participant?.team} />
            </>
          ) : (
            <summary>The host may start another round: suggest a topic</summary>
          )}
          <TopicSuggestion />
        </details>
      </>
    )
  }
  return (
    <section className="card pin-status" aria-labelledby="pin-lobby">
      <h1 id="pin-lobby">You're in, {session.nickname}!</h1>
      <p role="status">
        {game.phase === "generating"
          ? `Get ready: the host is starting a round on ${game.topic ?? "a new topic"}…`
          : "Waiting for the host to start. Look for your nickname on the big screen."}
      </p>
      <p className="quiz-muted">
        Game PIN {session.pin} · {game.counts.participants} {game.counts.participants === 1 ? "player" : "players"}
      </p>
      {game.teams && <TeamChoice teams={game.teams} mine={you?.participant?.team} />}
      <MoreTimeSwitch on={you?.participant?.moreTime === true} />
      {game.phase === "lobby" &&
        (game.teams ? (
          // Folded in teams, so the lobby with the team buttons fits a phone's screen.
          <details className="pin-more">
            <summary>Suggest a topic to the host</summary>
            <TopicSuggestion />
          </details>
        ) : (
          <TopicSuggestion />
        ))}
      <button type="button" className="button button--secondary" onClick={leaveGame}>
        Leave the game
      </button>
    </section>
  )
}

/** A player may send the host a topic for a round (the host's own topics go first). */
function TopicSuggestion() {
  const [topic, setTopic] = useState("")
  const [level, setLevel] = useState<string>("high_school")
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null)
  const ids = { topic: useId(), level: useId() }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const answer = await sendTopic(topic, level, QuizLimits.liveGameQuestions)
    setBusy(false)
    if (answer.success) setTopic("")
    setSaid(
      answer.success ? { ok: true, text: "Topic sent: the host may play it." } : { ok: false, text: ("detail" in answer && answer.detail) || answer.message },
    )
  }
  return (
    <form className="pin-topic" onSubmit={onSubmit} aria-label="Send the host a topic">
      <div className="field">
        <label htmlFor={ids.topic}>A topic you'd like</label>
        <input id={ids.topic} value={topic} maxLength={QuizLimits.maxTopicLength} onChange={(e) => setTopic(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.level}>Level</label>
        <select id={ids.level} value={level} onChange={(e) => setLevel(e.target.value)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {LEVEL_LABELS[l]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary" disabled={busy || topic.trim() === ""}>
        Send the topic
      </button>
      {said && (
        <p role={said.ok ? "status" : "alert"} className={said.ok ? "quiz-muted" : "form-error"}>
          {said.text}
        </p>
      )}
    </form>
  )
}
