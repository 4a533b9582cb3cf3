import { useLiveWords } from "../words.ts"

/** Whole seconds left, rounded up: "1" until the very end. */
export const secondsLeft = (ms: number) => Math.ceil(ms / 1000)

/**
 * A question's countdown: the seconds large and a bar that empties, red in the last five seconds
 * (the number says it too). Its live words are the round's own region's, so it does not speak
 * every second.
 */
export function Countdown({ remainingMs, answerMs, className = "" }: { remainingMs: number; answerMs: number; className?: string }) {
  const m = useLiveWords()
  const seconds = secondsLeft(remainingMs)
  const share = answerMs > 0 ? Math.max(0, remainingMs) / answerMs : 0
  return (
    <div className={`qbq-clock${seconds <= 5 ? " qbq-clock--danger" : ""} ${className}`.trim()} role="timer" aria-label={m.spokenClock(remainingMs)}>
      <span className="qbq-clock__seconds" aria-hidden="true">
        {Math.max(0, seconds)}
      </span>
      <span className="qbq-clock__meter" aria-hidden="true">
        <span className="qbq-clock__fill" style={{ inlineSize: `${Math.round(share * 100)}%` }} />
      </span>
    </div>
  )
}
