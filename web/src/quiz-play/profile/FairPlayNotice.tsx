import { QuizLimits } from "#schemas/quiz-rules.ts"

/** The cheating policy of the quiz profile (docs/product.md §2). */
export function FairPlayNotice() {
  return (
    <section className="card fair-play" aria-labelledby="fair-play-title">
      <h2 id="fair-play-title">Fair play</h2>
      <ul>
        <li>
          Graded quizzes are timed by the server: {QuizLimits.secondsPerQuestion} seconds a question, counted from the moment you press Start. Reloading the
          page or switching tabs does not stop the clock.
        </li>
        <li>Each quiz can be graded once. There is no retake and no practice run of a quiz once its graded attempt has started.</li>
        <li>Answers and explanations are revealed only after you finish. Answers sent after the time is up are recorded but not counted.</li>
        <li>Please answer on your own, without looking things up. The scoreboard is only fun if it is honest.</li>
      </ul>
    </section>
  )
}
