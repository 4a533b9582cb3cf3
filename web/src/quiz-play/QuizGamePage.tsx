import { useSignals } from "@preact/signals-react/runtime"

import { QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { useAdminPreload } from "../quiz-catalog/admin/useAdminPreload.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { QuizGame } from "./QuizGame.tsx"
import { roundInPlay } from "./round/roundInPlay.ts"

export function QuizGamePage() {
  useSignals()
  useAdminPreload()
  // During a round the quiz owns the screen: the page keeps its heading for screen readers only.
  const inRound = roundInPlay.value
  return (
    <>
      {!inRound && <QuizHeaderPanel page="game" />}
      {inRound ? (
        <h1 id="title" className="visually-hidden">
          Quiz Game
        </h1>
      ) : (
        <PageIntro title="Quiz Game" id="title">
          Pick a topic and a level and get a fresh multiple-choice quiz. Guests play for fun; log in to grade your quizzes, keep a scoreboard and challenge your
          groups.
        </PageIntro>
      )}
      <QuizGame />
    </>
  )
}
