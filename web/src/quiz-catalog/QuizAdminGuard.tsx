import { Outlet } from "react-router-dom"

import { useQuizUser } from "../accounts/useQuizUser.ts"
import { useQuizWords } from "../quiz-play/words.ts"
import { NoticePanel } from "../ui/Panels.tsx"

/** Lets only a signed-in quiz admin through to /quizgame/admin and /coach. */
export function QuizAdminGuard() {
  const user = useQuizUser()
  const m = useQuizWords()
  if (!user?.is_admin) return <NoticePanel>{m.notQuizAdmin}</NoticePanel>
  return <Outlet />
}
