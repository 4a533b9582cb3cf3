import "./pin.css"
import "../by-question/by-question.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useRef, useState } from "react"
import { useSearchParams } from "react-router-dom"

import * as Live from "#schemas/live-messages.ts"
import { cleanNickname, cleanPin, friendlyName, isPin, NICKNAME_MAX_LENGTH, NICKNAME_MIN_LENGTH, nicknameProblem } from "#schemas/live-pin-rules.ts"
import { LEVELS, QuizLimits } from "#schemas/quiz-rules.ts"
import { Field, FormError } from "#web/ui/Field.tsx"
import { PageIntro } from "#web/ui/PageIntro.tsx"

import { Podium } from "../by-question/Podium.tsx"
import { type LiveWords, sayIn, teamNameIn, useLiveWords } from "../words.ts"
import { MoreTimeSwitch } from "./MoreTimeSwitch.tsx"
import { forget, join, leave, type PinSession, pinSession, resume, sendTopic } from "./pinSession.ts"
import { PlayerQuestion } from "./PlayerQuestion.tsx"
import { ResultCard } from "./ResultCard.tsx"
import { myTeam } from "./teams.ts"
import { TeamChoice } from "./Teams.tsx"

/** What is wrong with a nickname, in the page's words (the rule says it in English). */
const nicknameProblemIn = (m: LiveWords, nickname: string): string | null => {
  const problem = nicknameProblem(nickname)
  if (problem === null) return null
  const length = Live.nicknameLength(NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH)
  return problem === length ? m.nicknameLength(NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH) : sayIn(m, problem)
}

/** `/play`: anyone enters the PIN on the big screen and a nickname, and is in the game; no account needed. */
export function PlayPage() {
  useSignals()
  const m = useLiveWords()
  const session = pinSession.value
  const [resuming, setResuming] = useState(true)
  useEffect(() => {
    void resume("player").finally(() => setResuming(false))
  }, [])
  return (
    <div className="pin-page pin-page--phone">
      {session && !session.host ? <PlayerGame session={session} /> : resuming ? <p className="quiz-muted">{m.loading}</p> : <JoinForm />}
    </div>
  )
}

function JoinForm() {
  const m = useLiveWords()
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
    const local = !isPin(typedPin) ? m.pinFormat : nicknameProblemIn(m, name)
    if (local) return setProblem(local)
    setProblem(null)
    setBusy(true)
    const answer = await join(typedPin, name)
    setBusy(false)
    if (!answer.success) setProblem(sayIn(m, answer.message))
  }

  return (
    <section className="card pin-join" aria-labelledby="pin-join-title">
      <PageIntro title={m.joinAGame} id="pin-join-title">
        {m.joinIntro}
      </PageIntro>
      <form onSubmit={onSubmit} noValidate aria-label={m.joinAGame}>
        <Field
          label={m.gamePin}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          className="pin-join__pin"
          autoFocus={!isPin(cleanPin(params.get("pin") ?? ""))}
        />
        <div className="field">
          <label htmlFor="pin-nickname">{m.nickname}</label>
          <div className="pin-join__name">
            <input
              id="pin-nickname"
              ref={nicknameInput}
              value={nickname}
              maxLength={NICKNAME_MAX_LENGTH}
              autoComplete="nickname"
              onChange={(e) => setNickname(e.target.value)}
            />
            <button type="button" className="button button--secondary" onClick={() => setNickname(friendlyName(Math.random, m))}>
              {m.suggestName}
            </button>
          </div>
        </div>
        <FormError message={problem} />
        <button type="submit" className="button pin-join__go" disabled={busy}>
          {busy ? m.joining : m.join}
        </button>
      </form>
    </section>
  )
}

function PlayerGame({ session }: { session: PinSession }) {
  const m = useLiveWords()
  const { live, status } = session
  const game = live.game
  const you = live.you ?? null
  const leaveGame = () => void leave()

  if (status === "removed") {
    return (
      <section className="card pin-status" aria-labelledby="pin-removed">
        <h1 id="pin-removed">{m.pinRemoved}</h1>
        <button type="button" className="button" onClick={forget}>
          {m.joinAnotherGame}
        </button>
      </section>
    )
  }
  if (status === "ended" || !game) {
    return (
      <section className="pin-status" aria-labelledby="pin-ended">
        <h1 id="pin-ended">{m.pinGameEnded}</h1>
        {session.lastYou?.question && <ResultCard nickname={session.nickname} pin={session.pin} mine={session.lastYou.question} />}
        <button type="button" className="button" onClick={forget}>
          {m.joinAnotherGame}
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
    const finish = team && game.teams ? m.teamFinished(teamNameIn(m, team.team), team.place, game.teams.count) : null
    return (
      <>
        {you?.question && <ResultCard nickname={session.nickname} pin={session.pin} mine={you.question} team={finish} />}
        <Podium game={game} you={you} />
        {/* Folded, so the podium step fits a phone's screen. */}
        <details className="pin-more">
          {game.teams?.picking === "players" ? (
            <>
              <summary>{m.teamNextRound}</summary>
              <TeamChoice teams={game.teams} mine={you?.participant?.team} />
            </>
          ) : (
            <summary>{m.suggestATopicNext}</summary>
          )}
          <TopicSuggestion />
        </details>
      </>
    )
  }
  return (
    <section className="card pin-status" aria-labelledby="pin-lobby">
      <h1 id="pin-lobby">{m.youreIn(session.nickname)}</h1>
      <p role="status">{game.phase === "generating" ? m.hostStartingOn(game.topic ?? m.aNewTopic) : m.waitingForHost}</p>
      <p className="quiz-muted">{m.pinAndPlayers(session.pin, game.counts.participants)}</p>
      {game.teams && <TeamChoice teams={game.teams} mine={you?.participant?.team} />}
      <MoreTimeSwitch on={you?.participant?.moreTime === true} />
      {game.phase === "lobby" &&
        (game.teams ? (
          // Folded in teams, so the lobby with the team buttons fits a phone's screen.
          <details className="pin-more">
            <summary>{m.suggestTopicToHost}</summary>
            <TopicSuggestion />
          </details>
        ) : (
          <TopicSuggestion />
        ))}
      <button type="button" className="button button--secondary" onClick={leaveGame}>
        {m.leaveTheGame}
      </button>
    </section>
  )
}

/** A player may send the host a topic for a round (the host's own topics go first). */
function TopicSuggestion() {
  const m = useLiveWords()
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
    setSaid(answer.success ? { ok: true, text: m.topicSent } : { ok: false, text: sayIn(m, ("detail" in answer && answer.detail) || answer.message) })
  }
  return (
    <form className="pin-topic" onSubmit={onSubmit} aria-label={m.sendHostTopic}>
      <div className="field">
        <label htmlFor={ids.topic}>{m.topicYoudLike}</label>
        <input id={ids.topic} value={topic} maxLength={QuizLimits.maxTopicLength} onChange={(e) => setTopic(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.level}>{m.level}</label>
        <select id={ids.level} value={level} onChange={(e) => setLevel(e.target.value)}>
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {m.levelLabels[l]}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary" disabled={busy || topic.trim() === ""}>
        {m.sendTheTopic}
      </button>
      {said && (
        <p role={said.ok ? "status" : "alert"} className={said.ok ? "quiz-muted" : "form-error"}>
          {said.text}
        </p>
      )}
    </form>
  )
}
