import { QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { QuizAdmin } from "./admin/QuizAdmin.tsx"

export function QuizAdminPage() {
  return (
    <>
      <QuizHeaderPanel page="game" />
      <PageIntro title="Quiz Admin">Review reported questions and player feedback, correct questions, and update a player's account.</PageIntro>
      <QuizAdmin />
    </>
  )
}
