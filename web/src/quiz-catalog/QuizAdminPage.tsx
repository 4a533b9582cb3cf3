import { QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { useQuizWords } from "../quiz-play/words.ts"
import { PageIntro } from "../ui/PageIntro.tsx"
import { QuizAdmin } from "./admin/QuizAdmin.tsx"

export function QuizAdminPage() {
  const m = useQuizWords()
  return (
    <>
      <QuizHeaderPanel page="game" />
      <PageIntro title={m.quizAdmin}>{m.quizAdminIntro}</PageIntro>
      <QuizAdmin />
    </>
  )
}
