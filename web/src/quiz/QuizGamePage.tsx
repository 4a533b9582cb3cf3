import { useSignals } from "@preact/signals-react/runtime"

import { PageIntro } from "../ui/PageIntro.tsx"
import { useAdminPreload } from "./admin/useAdminPreload.ts"
import { QuizGame } from "./game/QuizGame.tsx"
import { roundInPlay } from "./game/round/roundInPlay.ts"
import { QuizHeaderPanel } from "./QuizHeaderPanel.tsx"

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
