import "./by-question.css"

import { useEffect, useId, useState } from "react"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import type { LiveMode } from "#schemas/live-question-rules.ts"

import { chooseLiveMode } from "../liveGame.ts"

const MODES: readonly { mode: LiveMode; label: string; hint: string }[] = [
  { mode: "whole", label: "Whole quiz", hint: "Everyone answers the whole quiz at their own pace." },
  {
    mode: "question",
    label: "Question by question",
    hint: "Everyone sees the same question at once. A correct answer earns 500 to 1000 points, the faster the more, plus 100 for each correct answer in a row before it (at most 500).",
  },
]

/** How the room's next round is played; any player may switch it between rounds. */
export function ModeChoice({ game, disabled }: { game: LiveGameState; disabled: boolean }) {
  // The player's choice shows at once; the room's state confirms it, or a refusal puts the room's back.
  const [pending, setPending] = useState<LiveMode | null>(null)
  const name = useId()
  const current = game.mode ?? "whole"
  const shown = pending ?? current
  useEffect(() => {
    if (pending !== null && current === pending) setPending(null)
  }, [current, pending])
  const choose = async (mode: LiveMode) => {
    setPending(mode)
    const answer = await chooseLiveMode(mode)
    if (!answer.success) setPending(null)
  }
  return (
    <fieldset className="live-mode">
      <legend>How to play</legend>
      {MODES.map((m) => (
        <div key={m.mode} className="live-mode__option">
          <input
            id={`${name}-${m.mode}`}
            type="radio"
            name={name}
            value={m.mode}
            checked={shown === m.mode}
            disabled={disabled || pending !== null}
            aria-describedby={`${name}-${m.mode}-hint`}
            onChange={() => void choose(m.mode)}
          />
          <span>
            <label className="live-mode__label" htmlFor={`${name}-${m.mode}`}>
              {m.label}
            </label>
            <span id={`${name}-${m.mode}-hint`} className="live-mode__hint">
              {m.hint}
            </span>
          </span>
        </div>
      ))}
    </fieldset>
  )
}
