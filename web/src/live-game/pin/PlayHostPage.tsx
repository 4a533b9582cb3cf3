import "./pin.css"
import "../by-question/by-question.css"

import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, useEffect, useId, useState } from "react"
import { Link } from "react-router-dom"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { NICKNAME_MAX_LENGTH } from "#schemas/live-pin-rules.ts"
import { DEFAULT_KINDS, type QuestionKind } from "#schemas/question-kinds.ts"
import { LEVELS, QuizLimits } from "#schemas/quiz-rules.ts"
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
import { levelName, sayIn, useLiveWords } from "../words.ts"
import { HostControls } from "./HostControls.tsx"
import { HostQuestion } from "./HostQuestion.tsx"
import { PinReport } from "./PinReport.tsx"
import { forget, openPinGame, type PinSession, pinSession, removePlayer, resume, sendTopic, startRound } from "./pinSession.ts"
import { TeamBadge, TeamPodium, TeamSetup } from "./Teams.tsx"

/** Where the phones join: this site's /play (an address, the same in every language). */
const joinAddress = () => `${window.location.host}/play`

/** `/play/host`: a signed-in player opens a game for anyone with the PIN and runs it. */
export function PlayHostPage() {
  useSignals()
  const m = useLiveWords()
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
          <PageIntro title={m.hostAQuizNight} id="pin-host-title">
            {m.pinSignInToHost} {m.hostNeedsNoAccount}
          </PageIntro>
          <Link className="button" to="/quizgame">
            {m.signInOnQuizGame}
          </Link>
        </section>
      ) : hosting ? (
        <HostGame session={hosting} />
      ) : resuming ? (
        <p className="quiz-muted">{m.loading}</p>
      ) : (
        <OpenGame ended={session?.host === true && session.status === "ended"} />
      )}
    </div>
  )
}

function OpenGame({ ended }: { ended: boolean }) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const open = async () => {
    setBusy(true)
    forget()
    const answer = await openPinGame()
    setBusy(false)
    if (!answer.success) setProblem(sayIn(m, answer.message))
  }
  return (
    <section className="card pin-status" aria-labelledby="pin-host-title">
      <PageIntro title={m.hostAQuizNight} id="pin-host-title">
        {m.hostIntro}
      </PageIntro>
      {ended && <p role="status">{m.pinGameEnded}.</p>}
      <FormError message={problem} />
      <button type="button" className="button" onClick={() => void open()} disabled={busy}>
        {busy ? m.opening : m.openForAnyone}
      </button>
    </section>
  )
}

function JoinDetails({ pin }: { pin: string }) {
  const m = useLiveWords()
  const link = `${window.location.origin}/play?pin=${pin}`
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    qrCodeDataUrl(link).then(setQr, (error: unknown) => console.warn("Could not draw the QR code", error))
  }, [link])
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success(m.linkCopied),
      () => toast.error(m.linkNotCopied),
    )
  return (
    <section className="card pin-details" aria-label={m.howToJoin}>
      <p className="pin-details__lead">
        {m.joinAt} <strong>{joinAddress()}</strong> {m.withTheGamePin}
      </p>
      <p className="pin-code" aria-label={m.gamePinSpelled(pin.split("").join(" "))}>
        {pin}
      </p>
      {qr ? <img className="pin-details__qr" src={qr} width={200} height={200} alt={m.qrCodeOfPin(pin)} /> : null}
      <p className="pin-details__link">
        <a href={link}>{link}</a>{" "}
        <button type="button" className="button button--small button--secondary" onClick={() => void copy()}>
          {m.copyLink}
        </button>
      </p>
    </section>
  )
}

function Players({ game }: { game: LiveGameState }) {
  const m = useLiveWords()
  const total = game.counts.participants
  const remove = async (nickname: string) => {
    const answer = await removePlayer(nickname)
    if (answer.success) toast.success(m.playerRemoved(nickname.trim()))
    else toast.error(sayIn(m, answer.message))
  }
  return (
    <section className="card pin-players" aria-labelledby="pin-players-title">
      <h2 id="pin-players-title">{m.playerCount(total)}</h2>
      {total === 0 ? (
        <p className="quiz-muted">{m.nobodyJoinedYet}</p>
      ) : (
        <ul className="pin-players__list">
          {game.participants.map((p) => (
            <li key={p.username} className="pin-players__item">
              <span className="pin-players__name">{p.username}</span>
              {p.team !== undefined && <TeamBadge team={p.team} />}
              <button
                type="button"
                className="button button--small button--secondary"
                aria-label={m.removeNamed(p.username)}
                onClick={() => void remove(p.username)}
              >
                {m.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {total > game.participants.length && (
        <>
          <p className="quiz-muted">{m.andMore(total - game.participants.length)}</p>
          <RemoveByName remove={remove} />
        </>
      )}
    </section>
  )
}

/** A player past the list's first rows is removed by their nickname. */
function RemoveByName({ remove }: { remove: (nickname: string) => Promise<void> }) {
  const m = useLiveWords()
  const [nickname, setNickname] = useState("")
  const id = useId()
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    await remove(nickname)
    setNickname("")
  }
  return (
    <form className="pin-round__row" onSubmit={onSubmit} aria-label={m.removeByNickname}>
      <div className="field">
        <label htmlFor={id}>{m.removeByNickname}</label>
        <input id={id} value={nickname} maxLength={NICKNAME_MAX_LENGTH} onChange={(e) => setNickname(e.target.value)} />
      </div>
      <button type="submit" className="button button--small button--secondary" disabled={nickname.trim() === ""}>
        {m.remove}
      </button>
    </form>
  )
}

/** The next round: its topic, level and length; it starts at once. */
function NextRound({ game }: { game: LiveGameState }) {
  const m = useLiveWords()
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
    if (!started.success) setProblem(sayIn(m, started.success === false && "detail" in started && started.detail ? started.detail : started.message))
  }
  /** The oldest topic a player sent (the host has none waiting once their own round began). */
  const playSent = async () => {
    setProblem(null)
    setBusy(true)
    const started = await startRound()
    setBusy(false)
    if (!started.success) setProblem(sayIn(m, started.message))
  }
  const first = game.roundsPlayed === 0
  return (
    <form className="card pin-round" onSubmit={onSubmit} aria-labelledby="pin-round-title">
      <h2 id="pin-round-title">{first ? m.firstRound : m.nextRound}</h2>
      <p className="quiz-muted">{m.roundIntro}</p>
      <div className="field">
        <label htmlFor={ids.topic}>{m.topic}</label>
        <input
          id={ids.topic}
          value={topic}
          maxLength={QuizLimits.maxTopicLength}
          required
          placeholder={m.topicPlaceholder}
          onChange={(e) => setTopic(e.target.value)}
        />
      </div>
      <div className="pin-round__row">
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
        <div className="field">
          <label htmlFor={ids.number}>{m.questions}</label>
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
      <FormError message={kinds.length === 0 ? m.kindsRequired : (problem ?? (game.message === null ? null : sayIn(m, game.message)))} />
      <div className="pin-round__row">
        <button type="submit" className="button" disabled={busy || topic.trim() === "" || kinds.length === 0 || game.counts.participants === 0}>
          {busy ? m.makingTheQuiz : m.startTheRound}
        </button>
        {game.topicsRemaining > 0 && (
          <button type="button" className="button button--secondary" disabled={busy || game.counts.participants === 0} onClick={() => void playSent()}>
            {m.playSentTopic(game.topicsRemaining)}
          </button>
        )}
      </div>
      {game.counts.participants === 0 && <p className="quiz-muted">{m.pinNoPlayers}</p>}
    </form>
  )
}

/** After "play again": the quiz the game before played, at one press. */
function SameQuizAgain({ game, again }: { game: LiveGameState; again: { quizId: string; topic: string; number: number; from?: string } }) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const play = async () => {
    setProblem(null)
    setBusy(true)
    const started = await startRound(again.quizId)
    setBusy(false)
    if (!started.success) setProblem(sayIn(m, started.message))
  }
  return (
    <section className="card pin-round" aria-labelledby="pin-again-title">
      <h2 id="pin-again-title">{m.playAgain}</h2>
      <p className="quiz-muted">{m.againIntro(again.topic, again.number)}</p>
      <FormError message={problem} />
      <button type="button" className="button" disabled={busy || game.counts.participants === 0} onClick={() => void play()}>
        {busy ? m.starting : m.playTopicAgain(again.topic)}
      </button>
      {again.from !== undefined && <PinReport pin={again.from} last />}
    </section>
  )
}

/** Or a stored quiz: the library's, the host's own, any the quiz list shows. Nothing is generated. */
function StoredQuizPicker({ game }: { game: LiveGameState }) {
  const m = useLiveWords()
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
    if (!started.success) setProblem(sayIn(m, started.message))
  }
  if (failed) return <p className="quiz-muted">{m.storedNotLoaded}</p>
  if (quizzes === null) return <p className="quiz-muted">{m.loadingStored}</p>
  if (quizzes.length === 0) return null
  return (
    <form className="pin-stored" onSubmit={play} aria-label={m.playAStoredQuiz}>
      <div className="field">
        <label htmlFor={id}>{m.orAStoredQuiz}</label>
        <select id={id} value={choice} onChange={(e) => setChoice(e.target.value)}>
          {quizzes.map((q) => (
            <option key={q.id} value={q.id}>
              {m.storedQuizChoice(q.topic, levelName(m, q.level), q.number_questions)}
            </option>
          ))}
        </select>
      </div>
      <FormError message={problem} />
      <button type="submit" className="button button--secondary" disabled={busy || choice === "" || game.counts.participants === 0}>
        {busy ? m.starting : m.playThisQuiz}
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
  const m = useLiveWords()
  const game = session.live.game
  if (!game) return <p className="quiz-muted">{m.loading}</p>
  const q = game.byQuestion
  const playing = game.phase === "inRound" && q && q.index >= 0
  return (
    <div className="pin-stage">
      <div className="pin-stage__bar">
        <p className="pin-stage__join">
          {m.quizNightJoinAt} <strong>{joinAddress()}</strong> · {m.pin} <strong className="pin-stage__pin">{session.pin}</strong>
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
              {m.makingQuizOn(game.topic ?? m.yourTopic)}
            </p>
          ) : (
            <div className="pin-host__setup">
              {game.pin?.again && game.roundsPlayed === 0 && <SameQuizAgain game={game} again={game.pin.again} />}
              <TeamSetup game={game} />
              <NextRound game={game} />
              <section className="card" aria-label={m.aStoredQuiz}>
                <StoredQuizPicker game={game} />
              </section>
            </div>
          )}
        </div>
      )}
    </div>
  )
}
