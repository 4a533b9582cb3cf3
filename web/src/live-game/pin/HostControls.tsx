import { useState } from "react"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { toast } from "#web/ui/toastify.ts"

import { sayIn, useLiveWords } from "../words.ts"
import { advance, endGame, playAgain } from "./pinSession.ts"

/** Ends the game after asking once: its PIN admits nobody after. */
export function EndGame() {
  const m = useLiveWords()
  const [asking, setAsking] = useState(false)
  const end = async () => {
    const answer = await endGame()
    if (!answer.success) toast.error(sayIn(m, answer.message))
  }
  return asking ? (
    <div className="pin-end" role="group" aria-label={m.endTheGameAsk}>
      <span>{m.endForEveryone}</span>
      <button type="button" className="button button--small" onClick={() => void end()}>
        {m.endTheGame}
      </button>
      <button type="button" className="button button--small button--secondary" onClick={() => setAsking(false)}>
        {m.keepPlaying}
      </button>
    </div>
  ) : (
    <button type="button" className="button button--small button--secondary" onClick={() => setAsking(true)}>
      {m.endTheGameMenu}
    </button>
  )
}

/** A new lobby (a new PIN) with the same quiz; the players' phones follow by themselves. */
function PlayAgain() {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const again = async () => {
    setBusy(true)
    const answer = await playAgain()
    setBusy(false)
    if (!answer.success) toast.error(sayIn(m, answer.message))
  }
  return (
    <button type="button" className="button" disabled={busy} onClick={() => void again()}>
      {busy ? m.opening : m.playAgain}
    </button>
  )
}

/**
 * The host's pace, on the big screen or the host's phone: the answer now while a question is
 * open, the next question (or the podium) now after its reveal, "play again" after a round,
 * and the end of the game.
 */
export function HostControls({ game }: { game: LiveGameState }) {
  const m = useLiveWords()
  const [busy, setBusy] = useState(false)
  const q = game.phase === "inRound" ? game.byQuestion : null
  const step = async (index: number) => {
    setBusy(true)
    const answer = await advance(index)
    setBusy(false)
    if (!answer.success) toast.error(sayIn(m, answer.message))
  }
  const open = q && q.index >= 0
  const label = !open ? null : q.reveal === null ? m.showTheAnswer : q.index + 1 < q.count ? m.nextQuestion : m.showThePodium
  return (
    <div className="pin-controls" role="group" aria-label={m.hostControls}>
      {open && label && (
        <button type="button" className="button" disabled={busy} onClick={() => void step(q.index)}>
          {label}
        </button>
      )}
      {game.phase === "roundComplete" && <PlayAgain />}
      <EndGame />
    </div>
  )
}
