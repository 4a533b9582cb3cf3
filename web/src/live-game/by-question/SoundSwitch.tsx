import { useSignals } from "@preact/signals-react/runtime"

import { useLiveWords } from "../words.ts"
import { setSoundMuted, soundMuted, unlockSound } from "./sounds.ts"

/** Sound effects on or off; the choice is remembered in this browser. */
export function SoundSwitch() {
  useSignals()
  const m = useLiveWords()
  const muted = soundMuted.value
  return (
    <button
      type="button"
      className="button button--small button--secondary qbq-sound"
      aria-pressed={!muted}
      onClick={() => {
        setSoundMuted(!muted)
        if (muted) unlockSound()
      }}
    >
      {muted ? m.soundOff : m.soundOn}
    </button>
  )
}
