import { PageIntro } from "../ui/PageIntro.tsx"
import { useAdminPreload } from "./admin/useAdminPreload.ts"
import { QuizGame } from "./game/QuizGame.tsx"
import { QuizHeaderPanel } from "./QuizHeaderPanel.tsx"

export function QuizGamePage() {
  useAdminPreload()
  return (
    <>
      <QuizHeaderPanel page="game" />
      <PageIntro title="Quiz Game" id="title">
        Pick a topic and a level and get a fresh multiple-choice quiz. Guests play for fun; log in to grade your
        quizzes, keep a scoreboard and challenge your groups.
      </PageIntro>
      <QuizGame />
    </>
  )
}
