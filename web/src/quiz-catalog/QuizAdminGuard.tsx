import { Outlet } from "react-router-dom"

import * as Messages from "#schemas/messages.ts"

import { useQuizUser } from "../accounts/useQuizUser.ts"
import { NoticePanel } from "../ui/Panels.tsx"

/** Lets only a signed-in quiz admin through to /quizgame/admin and /coach. */
export function QuizAdminGuard() {
  const user = useQuizUser()
  if (!user?.is_admin) return <NoticePanel>{Messages.notQuizAdmin}</NoticePanel>
  return <Outlet />
}
