import { QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { useQuizUser } from "../accounts/useQuizUser.ts"
import { useAdminPreload } from "../quiz-catalog/admin/useAdminPreload.ts"
import { SingleSignOnLink } from "../single-sign-on/LinkPanel.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { NoticePanel } from "../ui/Panels.tsx"
import { QuizProfile } from "./profile/QuizProfile.tsx"

export function QuizProfilePage() {
  useAdminPreload()
  const user = useQuizUser()
  return (
    <>
      <QuizHeaderPanel page="profile" />
      <PageIntro title="Quiz Profile">Your live games, challenges, groups and scoreboard, all in one place.</PageIntro>
      {user ? (
        <>
          <SingleSignOnLink key={`sso-${user.id}`} />
          <QuizProfile key={user.id} />
        </>
      ) : (
        <NoticePanel>Log in to see your groups, challenges and scoreboard.</NoticePanel>
      )}
    </>
  )
}
