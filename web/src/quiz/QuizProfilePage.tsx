import { PageIntro } from "../ui/PageIntro.tsx"
import { NoticePanel } from "../ui/Panels.tsx"
import { useAdminPreload } from "./admin/useAdminPreload.ts"
import { QuizProfile } from "./profile/QuizProfile.tsx"
import { QuizHeaderPanel } from "./QuizHeaderPanel.tsx"
import { useQuizUser } from "./useQuizUser.ts"

export function QuizProfilePage() {
  useAdminPreload()
  const user = useQuizUser()
  return (
    <>
      <QuizHeaderPanel page="profile" />
      <PageIntro title="Quiz Profile">Your live games, challenges, groups and scoreboard, all in one place.</PageIntro>
      {user ? <QuizProfile key={user.id} /> : <NoticePanel>Log in to see your groups, challenges and scoreboard.</NoticePanel>}
    </>
  )
}
