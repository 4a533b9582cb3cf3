import { formatClock, isDanger, spokenClock, spokenMark } from "#schemas/quiz-clock.ts"

/** The countdown; danger style at 60 seconds or less. Announced at a few points (`spokenMark`), not every second. */
export function TimerBadge({ remaining, running }: { remaining: number; running: boolean }) {
  const danger = running && isDanger(remaining)
  return (
    <div className={`timer${danger ? " timer--danger" : ""}${running ? "" : " timer--idle"}`} role="timer" aria-label={`Time: ${spokenClock(remaining)}`}>
      <span className="timer__label" aria-hidden="true">
        Time
      </span>
      <span className="timer__clock" aria-hidden="true">
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {running ? spokenMark(remaining) : ""}
      </span>
    </div>
  )
}
