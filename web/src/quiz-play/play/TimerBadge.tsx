import { formatClock, isDanger, spokenClock } from "#schemas/quiz-clock.ts"

/** The countdown; danger style at 60 seconds or less. Announced once a minute, not every second. */
export function TimerBadge({ remaining, running }: { remaining: number; running: boolean }) {
  const danger = running && isDanger(remaining)
  const seconds = Math.ceil(remaining / 1000)
  return (
    <div className={`timer${danger ? " timer--danger" : ""}${running ? "" : " timer--idle"}`} role="timer" aria-label={`Time: ${spokenClock(remaining)}`}>
      <span className="timer__label" aria-hidden="true">
        Time
      </span>
      <span className="timer__clock" aria-hidden="true">
        {formatClock(remaining)}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {running && (seconds % 60 === 0 || seconds === 30 || seconds === 10) ? spokenClock(remaining) : ""}
      </span>
    </div>
  )
}
