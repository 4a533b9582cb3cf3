import { QuizLimits } from "#schemas/quiz-rules.ts"

import { useQuizWords } from "../words.ts"

/** The cheating policy of the quiz profile (docs/product.md §2). */
export function FairPlayNotice() {
  const m = useQuizWords()
  return (
    <section className="card fair-play" aria-labelledby="fair-play-title">
      <h2 id="fair-play-title">{m.fairPlay}</h2>
      <ul>
        <li>{m.fairPlayTimed(QuizLimits.secondsPerQuestion)}</li>
        <li>{m.fairPlayOnce}</li>
        <li>{m.fairPlayRevealed}</li>
        <li>{m.fairPlayHonest}</li>
      </ul>
    </section>
  )
}
