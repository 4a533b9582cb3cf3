import "./pin.css"
import "../by-question/by-question.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useState } from "react"
import { Link } from "react-router-dom"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { NICKNAME_MAX_LENGTH } from "#schemas/live-pin-rules.ts"
import * as Messages from "#schemas/messages.ts"
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { LEVEL_LABELS, levelLabel, LEVELS, QuizLimits } from "#schemas/quiz-rules.ts"
import { FormError } from "#web/ui/Field.tsx"
import { PageIntro } from "#web/ui/PageIntro.tsx"
import { qrCodeDataUrl } from "#web/ui/qrCode.ts"
import { toast } from "#web/ui/toastify.ts"

import { useQuizUser } from "../../accounts/useQuizUser.ts"
import { KindsPicker } from "../../quiz-generation/KindsPicker.tsx"
import { fetchQuizList } from "../../quiz-play/gameApi.ts"
import type { QuizSummary } from "../../quiz-play/types.ts"
import { Podium } from "../by-question/Podium.tsx"
import { SoundSwitch } from "../by-question/SoundSwitch.tsx"
import { HostControls } from "./HostControls.tsx"
import { HostQuestion } from "./HostQuestion.tsx"
import { PinReport } from "./PinReport.tsx"
import { forget, openPinGame, type PinSession, pinSession, removePlayer, resume, sendTopic, startRound } from "./pinSession.ts"
import { TeamBadge, TeamPodium, TeamSetup } from "./Teams.tsx"

/** `/play/host`: a signed-in player opens a game for anyone with the PIN and runs it. */
export function PlayHostPage() {
  useSignals()
  const user = useQuizUser()
  const session = pinSession.value
  const [resuming, setResuming] = useState(true)
  useEffect(() => {
    if (!user) return setResuming(false)
    void resume("host").finally(() => setResuming(false))
  }, [user])
  const hosting = session?.host === true && session.status === "in" ? session : null
  return (
    <div className="pin-page pin-page--host">
      {!user ? (
        <section className="card pin-status" aria-labelledby="pin-host-title">
          <PageIntro title="Host a quiz night" id="pin-host-title">
            {Messages.pinSignInToHost} Players join from their phones with the PIN and a nickname; they need no account.
          </PageIntro>
          <Link className="button" to="/quizgame">
            Sign in on the quiz game
          </Link>
        </section>
      ) : hosting ? (
        <HostGame session={hosting} />
      ) : resuming ? (
        <p className="quiz-muted">Loading…</p>
      ) : (
        <OpenGame ended={session?.host === true && session.status === "ended"} />
      )}
    </div>
  )
}

function OpenGame({ ended }: { ended: boolean }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const open = async () => {
    setBusy(true)
    forget()
    const answer = await openPinGame()
    setBusy(false)
    if (!answer.success) setProblem(answer.message)
  }
  return (
    <section className="card pin-status" aria-labelledby="pin-host-title">
      <PageIntro title="Host a quiz night" id="pin-host-title">
        Open a game for anyone with the PIN: show the PIN or the QR code on a big screen, and everyone joins from their phone with a nickname, no account
        needed. You run the game; you do not play in it.
      </PageIntro>
      {ended && <p role="status">{Messages.pinGameEnded}.</p>}
      <FormError message={problem} />
      <button type="button" className="button" onClick={() => void open()} disabled={busy}>
        {busy ? "Opening…" : "Open for anyone with the PIN"}
      </button>
    </section>
  )
}

function JoinDetails({ pin }: { pin: string }) {
  const link = `${window.location.origin}/play?pin=${pin}`
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    qrCodeDataUrl(link).then(setQr, (error: unknown) => console.warn("Could not draw the QR code", error))
  }, [link])
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success("Link copied"),
      () => toast.error("The link could not be copied; select it and copy it by hand."),
    )
  return (
    <section className="card pin-details" aria-label="How to join">
      <p className="pin-details__lead">
        Join at <strong>{window.location.host}/play</strong> with the game PIN
      </p>
      <p className="pin-code" aria-label={`Game PIN ${pin.split("").join(" ")}`}>
        {pin}
      </p>
      {qr ? <img className="pin-details__qr" src={qr} width={200} height={200} alt={`QR code of the join link for PIN ${pin}`} /> : null}
      <p className="pin-details__link">
        <a href={link}>{link}</a>{" "}
        <button type="button" className="button button--small button--secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </p>
    </section>
  )
}

function Players({ game }: { game: LiveGameState }) {
  const total = game.counts.participants
  const remove = async (nickname: string) => {
    const answer = await removePlayer(nickname)
    if (answer.success) toast.success(`${nickname.trim()} removed`)
    else toast.error(answer.message)
  }
  return (
    <section className="card pin-players" aria-labelledby="pin-players-title">
      <h2 id="pin-players-title">
        {total} {total === 1 ? "player" : "players"}
      </h2>
      {total === 0 ? (
        <p className="quiz-muted">Nobody has joined yet. Nicknames appear here as players join.</p>
      ) : (
        <ul className="pin-players__list">
          {game.participants.map((p) => (
            <li key={p.username} className="pin-players__item">
              <span className="pin-players__name">{p.username}</span>
              {p.team !== undefined && <TeamBadge team={p.team} />}
              <button
                type="button"
                className="button button--small button--secondary"
                aria-label={`Remove ${p.username}`}
                onClick={() => void remove(p.username)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > game.participants.length && (
        <>
          <p className="quiz-muted">and {total - game.participants.length} more</p>
          <RemoveByName remove={remove} />
        </>
      )}
    </section>
  )
}

/** A player past the list's first rows is removed by their nickname. */
function RemoveByName({ remove }: { remove: (nickname: string) => Promise<void> }) {
  const [nickname, setNickname] = useState("")
  const id = useId()
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    await remove(nickname)
    setNickname("")
  }
  return (
    <form className="pin-round__row" onSubmit={onSubmit} aria-label="Remove a player by nickname">
      <div className="field">
        <label htmlFor={id}>Remove a player by nickname</label>
        <input id={id} value={nickname} maxLength={NICKNAME_MAX_LENGTH} onChange={(e) => setNickname(e.target.value)} />
      </div>
      <button type="submit" className="button button--small button--secondary" disabled={nickname.trim() === ""}>
        Remove
      </button>
    </form>
  )
}

/** The next round: its topic, level and length; it starts at once. */
function NextRound({ game }: { game: LiveGameState }) {
  const [topic, setTopic] = useState("")
  const [level, setLevel] = useState<string>("high_school")
  const [number, setNumber] = useState(String(QuizLimits.liveGameQuestions))
  const [kinds, setKinds] = useState<readonly QuestionKind[]>(DEFAULT_KINDS)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const ids = { topic: useId(), level: useId(), number: useId() }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setBusy(true)
    const sent = await sendTopic(topic, level, Number(number), kinds)
    const started = sent.success ? await startRound() : sent
    setBusy(false)
    if (!started.success) setProblem(started.success === false && "detail" in started && started.detail ? started.detail : started.message)
  }
  /** The oldest topic a player sent (the host has none waiting once their own round began). */
  const playSent = async () => {
    setProblem(null)
    setBusy(true)
    const started = await startRound()
    setBusy(false)
    if (!started.success) setProblem(started.message)
  }
  const first = game.roundsPlayed === 0
  return (
    <form className="card pin-round" onSubmit={onSubmit} aria-labelledby="pin-round-title">
      <h2 id="pin-round-title">{first ? "First round" : "Next round"}</h2>
      <p className="quiz-muted">A quiz is made on your topic, or on one the players sent, and played one question at a time.</p>
      <div className="field">
        <label htmlFor={ids.topic}>Topic</label>
        <input
          id={ids.topic}
          value={topic}
          maxLength={QuizLimits.maxTopicLength}
          required
          placeholder="e.g. Backyard chickens"
          onChange={(e) => setTopic(e.target.value)}
        />
      </div>
      <div className="pin-round__row">
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
        <div className="field">
          <label htmlFor={ids.number}>Questions</label>
          <input
            id={ids.number}
            type="number"
            min={QuizLimits.minQuestions}
            max={QuizLimits.maxQuestions}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
      </div>
      <KindsPicker kinds={kinds} onChange={setKinds} />
      <FormError message={kinds.length === 0 ? Messages.kindsRequired : (problem ?? game.message)} />
      <div className="pin-round__row">
        <button type="submit" className="button" disabled={busy || topic.trim() === "" || kinds.length === 0 || game.counts.participants === 0}>
          {busy ? "Making the quiz…" : "Start the round"}
        </button>
        {game.topicsRemaining > 0 && (
          <button type="button" className="button button--secondary" disabled={busy || game.counts.participants === 0} onClick={() => void playSent()}>
            Play a topic the players sent ({game.topicsRemaining} waiting)
          </button>
        )}
      </div>
      {game.counts.participants === 0 && <p className="quiz-muted">{Messages.pinNoPlayers}</p>}
    </form>
  )
}

/** After "play again": the quiz the game before played, at one press. */
function SameQuizAgain({ game, again }: { game: LiveGameState; again: { quizId: string; topic: string; number: number; from?: string } }) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const play = async () => {
    setProblem(null)
    setBusy(true)
    const started = await startRound(again.quizId)
    setBusy(false)
    if (!started.success) setProblem(started.message)
  }
  return (
    <section className="card pin-round" aria-labelledby="pin-again-title">
      <h2 id="pin-again-title">Play again</h2>
      <p className="quiz-muted">
        The players of the last game are in. Play {again.topic} again ({again.number} {again.number === 1 ? "question" : "questions"}), or choose another quiz
        below.
      </p>
      <FormError message={problem} />
      <button type="button" className="button" disabled={busy || game.counts.participants === 0} onClick={() => void play()}>
        {busy ? "Starting…" : `Play ${again.topic} again`}
      </button>
      {again.from !== undefined && <PinReport pin={again.from} last />}
    </section>
  )
}

/** Or a stored quiz: the library's, the host's own, any the quiz list shows. Nothing is generated. */
function StoredQuizPicker({ game }: { game: LiveGameState }) {
  const [quizzes, setQuizzes] = useState<readonly QuizSummary[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [choice, setChoice] = useState("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  useEffect(() => {
    fetchQuizList(false).then(
      (list) => {
        setQuizzes(list)
        setChoice((c) => c || list[0]?.id || "")
      },
      () => setFailed(true),
    )
  }, [])
  const play = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setBusy(true)
    const started = await startRound(choice)
    setBusy(false)
    if (!started.success) setProblem(started.message)
  }
  if (failed) return <p className="quiz-muted">The stored quizzes could not be loaded; a topic works just the same.</p>
  if (quizzes === null) return <p className="quiz-muted">Loading the stored quizzes…</p>
  if (quizzes.length === 0) return null
  return (
    <form className="pin-stored" onSubmit={play} aria-label="Play a stored quiz">
      <div className="field">
        <label htmlFor={id}>Or a stored quiz</label>
        <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
          {quizzes.map((q) => (
            <option key={q.id} value={q.id}>
              {q.topic} · {levelLabel(q.level)} · {q.number_questions} questions
            </option>
          ))}
        </select>
      </div>
      <FormError message={problem} />
      <button type="submit" className="button button--secondary" disabled={busy || choice === "" || game.counts.participants === 0}>
        {busy ? "Starting…" : "Play this quiz"}
      </button>
    </form>
  )
}

/**
 * The host's screen, meant for a TV or a projector (and usable from the host's phone): the
 * lobby with the PIN, QR code and the nicknames arriving; each question large; after its
 * reveal, how the room answered and the top five; the podium. The bar keeps the PIN in sight
 * for latecomers and the host's controls within reach.
 */
function HostGame({ session }: { session: PinSession }) {
  const game = session.live.game
  if (!game) return <p className="quiz-muted">Loading…</p>
  const q = game.byQuestion
  const playing = game.phase === "inRound" && q && q.index >= 0
  return (
    <div className="pin-stage">
      <div className="pin-stage__bar">
        <p className="pin-stage__join">
          Quiz night · join at <strong>{window.location.host}/play</strong> · PIN <strong className="pin-stage__pin">{session.pin}</strong>
        </p>
        <div className="pin-stage__tools">
          <SoundSwitch />
          <HostControls game={game} />
        </div>
      </div>
      {playing ? (
        <HostQuestion game={game} clockOffsetMs={session.live.clockOffsetMs ?? 0} />
      ) : (
        <div className="pin-stage__lobby">
          {game.phase === "roundComplete" && q && (
            <div className="pin-stage__podium">
              {game.teams && <TeamPodium teams={game.teams} />}
              <Podium game={game} you={null} />
              <PinReport pin={session.pin} />
            </div>
          )}
          <div className="pin-host__lobby">
            <JoinDetails pin={session.pin} />
            <Players game={game} />
          </div>
          {game.phase === "generating" ? (
            <p className="card pin-status" role="status">
              Making the quiz on {game.topic ?? "your topic"}…
            </p>
          ) : (
            <div className="pin-host__setup">
              {game.pin?.again && game.roundsPlayed === 0 && <SameQuizAgain game={game} again={game.pin.again} />}
              <TeamSetup game={game} />
              <NextRound game={game} />
              <section className="card" aria-label="A stored quiz">
                <StoredQuizPicker game={game} />
              </section>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
