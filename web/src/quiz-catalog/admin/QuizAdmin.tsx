import "../../quiz-play/game.css"
import "./admin.css"

import { GeneralFeedbackList } from "./GeneralFeedbackList.tsx"
import { QuestionFeedbackReview } from "./QuestionFeedbackReview.tsx"
import { UpdateUserForm } from "./UpdateUserForm.tsx"

/** The quiz admin's tools (docs/product.md §2): reports to review, the edit history, feedback, and player accounts. */
export function QuizAdmin() {
  return (
    <div className="quiz-admin">
      <QuestionFeedbackReview />
      <GeneralFeedbackList />
      <UpdateUserForm />
    </div>
  )
}
