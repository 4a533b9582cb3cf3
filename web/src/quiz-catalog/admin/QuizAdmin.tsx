import "../../quiz-play/game.css"
import "./admin.css"

import { StaleQuestions } from "../../quiz-sources/StaleQuestions.tsx"
import { AiUsagePanel } from "./AiUsagePanel.tsx"
import { GeneralFeedbackList } from "./GeneralFeedbackList.tsx"
import { QuestionFeedbackReview } from "./QuestionFeedbackReview.tsx"
import { UpdateUserForm } from "./UpdateUserForm.tsx"

/** The quiz admin's tools (docs/product.md §2): reports to review, the edit history, feedback, player accounts and the month's AI use. */
export function QuizAdmin() {
  return (
    <div className="quiz-admin">
      <QuestionFeedbackReview />
      <StaleQuestions />
      <GeneralFeedbackList />
      <UpdateUserForm />
      <AiUsagePanel />
    </div>
  )
}
