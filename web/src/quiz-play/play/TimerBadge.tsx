import { formatClock, isDanger } from "#schemas/quiz-clock.ts"

import { useQuizWords } from "../words.ts"

/** The countdown; danger style at 60 seconds or less. Announced at a few points (`spokenMark`), not every second. */
export function TimerBadge({ remaining, running }: { remaining: number; running: boolean }) {
  const m = useQuizWords()
  const danger = running && isDanger(remaining)
  return (
    <div className={`timer${danger ? " timer--danger" : ""}${running ? "" : " timer--idle"}`} role="timer" aria-label={m.timeLabel(m.spokenClock(remaining))}>
      <span className="timer__label" aria-hidden="true">
        {m.time}
      </span>
      <span className="timer__clock" aria-hidden="true">
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {running ? m.spokenMark(remaining) : ""}
      </span>
    </div>
  )
}
