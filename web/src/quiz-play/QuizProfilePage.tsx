import { QuizHeaderPanel } from "../accounts/QuizHeaderPanel.tsx"
import { useQuizUser } from "../accounts/useQuizUser.ts"
import { useAdminPreload } from "../quiz-catalog/admin/useAdminPreload.ts"
import { SingleSignOnLink } from "../single-sign-on/LinkPanel.tsx"
import { PageIntro } from "../ui/PageIntro.tsx"
import { NoticePanel } from "../ui/Panels.tsx"
import { QuizProfile } from "./profile/QuizProfile.tsx"
import { useQuizWords } from "./words.ts"

export function QuizProfilePage() {
  useAdminPreload()
  const m = useQuizWords()
  const user = useQuizUser()
  return (
    <>
      <QuizHeaderPanel page="profile" />
      <PageIntro title={m.quizProfile}>{m.quizProfileIntro}</PageIntro>
      {user ? (
        <>
          <SingleSignOnLink key={`sso-${user.id}`} />
          <QuizProfile key={user.id} />
        </>
      ) : (
        <NoticePanel>{m.logInForProfile}</NoticePanel>
      )}
    </>
  )
}
