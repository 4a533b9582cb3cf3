import "./by-question.css"

import { useEffect, useId, useState } from "react"

import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import type { LiveMode } from "#schemas/live-question-rules.ts"

import { chooseLiveMode } from "../liveGame.ts"
import { type LiveWords, useLiveWords } from "../words.ts"

const modes = (m: LiveWords): readonly { mode: LiveMode; label: string; hint: string }[] => [
  { mode: "whole", label: m.modeWhole, hint: m.modeWholeHint },
  { mode: "question", label: m.modeQuestion, hint: m.modeQuestionHint },
]

/** How the room's next round is played; any player may switch it between rounds. */
export function ModeChoice({ game, disabled }: { game: LiveGameState; disabled: boolean }) {
  const m = useLiveWords()
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
      <legend>{m.howToPlay}</legend>
      {modes(m).map((choice) => (
        <div key={choice.mode} className="live-mode__option">
          <input
            id={`${name}-${choice.mode}`}
            type="radio"
            name={name}
            value={choice.mode}
            checked={shown === choice.mode}
            disabled={disabled || pending !== null}
            aria-describedby={`${name}-${choice.mode}-hint`}
            onChange={() => void choose(choice.mode)}
          />
          <span>
            <label className="live-mode__label" htmlFor={`${name}-${choice.mode}`}>
              {choice.label}
            </label>
            <span id={`${name}-${choice.mode}-hint`} className="live-mode__hint">
              {choice.hint}
            </span>
          </span>
        </div>
      ))}
    </fieldset>
  )
}
