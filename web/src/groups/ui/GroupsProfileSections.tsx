import "./groups.css"

import { useSignals } from "@preact/signals-react/runtime"

import { useQuizUser } from "#web/accounts/useQuizUser.ts"
import { quiz } from "#web/state/store.ts"

import { loadChallenges, loadGroups } from "../groupsApi.ts"
import { type Me, type PlayerChallenge, storedChallenges, storedGroups } from "../types.ts"
import { ChallengesSection } from "./ChallengesSection.tsx"
import { GroupsSection } from "./GroupsSection.tsx"
import { LiveGamesSection } from "./LiveGamesSection.tsx"
import { useFreshList } from "./useFreshList.ts"

/** The profile's live game, challenges and groups sections (docs/product.md §2), for the signed-in player. */
export function GroupsProfileSections() {
  useSignals()
  const user = useQuizUser()
  const groups = useFreshList(storedGroups(quiz.quizGroups.value), loadGroups)
  const challenges = useFreshList(storedChallenges(quiz.quizChallenges.value) as PlayerChallenge[] | null, loadChallenges)
  if (!user) return null
  const me: Me = { id: user.id, username: user.username }
  return (
    <>
      <LiveGamesSection groups={groups} />
      <ChallengesSection challenges={challenges} me={me} />
      <GroupsSection groups={groups} me={me} />
    </>
  )
}
