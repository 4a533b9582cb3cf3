import type { LiveGameState } from "#schemas/api/live-game-socket.ts"
import { sliderKeyText } from "#web/quiz-play/play/kinds/kindAnswers.ts"

import { isPicked } from "../by-question/kindWords.ts"
import { useLiveWords } from "../words.ts"
import { Distribution } from "./Distribution.tsx"
import { shareRight, sliderSpans } from "./kindReveal.ts"

type Question = NonNullable<LiveGameState["byQuestion"]>

/**
 * How the room answered, fitting the question's kind: a bar per option (multiple choice,
 * true/false, poll); the share right with the answer (a typed answer with its accepted variants,
 * an order as its list); a slider's answers spread over its range with its target marked, and
 * the share within reach of it. The answer is marked in words, never by colour alone.
 */
export function KindDistribution({ q }: { q: Question }) {
  const m = useLiveWords()
  const reveal = q.reveal!
  const unit = q.question.slider?.unit ? ` ${q.question.slider.unit}` : ""
  if (isPicked(q.question))
    return (
      <>
        <Distribution options={q.question.options} picks={reveal.picks} correctAnswer={reveal.correctAnswer} />
        {q.question.kind === "poll" && <p className="pin-kind__note">{m.pollNoPoints}</p>}
      </>
    )
  if (q.question.kind === "slider") {
    const spans = sliderSpans(q)
    return (
      <div className="pin-kind">
        <p className="pin-kind__share">{shareRight(reveal.right ?? 0, q.answered, true, m)}</p>
        <p className="pin-kind__answer">
          {m.correctAnswerIs} <strong>{sliderKeyText(reveal.correctAnswer, q.question.slider?.unit ?? "", m.sliderNumber)}</strong>
        </p>
        <ul className="pin-spread" aria-label={m.numbersSpread}>
          {spans.map((span) => (
            <li
              key={span.from}
              className={`pin-spread__span${span.target ? " pin-spread__span--target" : ""}`}
              aria-label={m.spanWords(span.from, span.to, unit, span.count, span.target)}
            >
              <span className="pin-spread__bar" aria-hidden="true">
                <span className="pin-spread__fill" style={{ blockSize: `${Math.round(span.length * 100)}%` }} />
              </span>
              <span className="pin-spread__count" aria-hidden="true">
                {span.count}
              </span>
              <span className="pin-spread__label" aria-hidden="true">
                {span.target ? "✓ " : ""}
                {m.sliderNumber(span.from)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <div className="pin-kind">
      <p className="pin-kind__share">{shareRight(reveal.right ?? 0, q.answered, false, m)}</p>
      {reveal.order ? (
        <>
          <p className="pin-kind__answer">{m.correctOrder}</p>
          <ol className="pin-kind__order">
            {reveal.order.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </>
      ) : (
        <p className="pin-kind__answer">
          {m.correctAnswerIs} <strong>{reveal.correctAnswer}</strong>
          {reveal.accepted && reveal.accepted.length > 1 && m.alsoAccepted(reveal.accepted.slice(1))}
        </p>
      )}
    </div>
  )
}
