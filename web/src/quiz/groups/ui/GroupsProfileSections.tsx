import "./groups.css"

import { useSignals } from "@preact/signals-react/runtime"
import { useCallback, useEffect, useState } from "react"

import { useQuizUser } from "#web/quiz/useQuizUser.ts"
import { quiz } from "#web/state/store.ts"

import { loadChallenges, loadGroups } from "../groupsApi.ts"
import { type Me, type PlayerChallenge, storedChallenges, storedGroups } from "../types.ts"
import { ChallengesSection } from "./ChallengesSection.tsx"
import { GroupsSection } from "./GroupsSection.tsx"
import { LiveGamesSection } from "./LiveGamesSection.tsx"

export interface Loadable<T> {
  value: T | null
  loading: boolean
  error: unknown
  reload: () => void
}

/** One list of the profile: the stored copy at once, a fresh one from the server on arrival. */
function useFreshList<T>(stored: T | null, load: () => Promise<unknown>): Loadable<T> {
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const reload = useCallback(() => {
    setLoading(true)
    setError(null)
    load().then(
      () => setLoading(false),
      (e: unknown) => {
        setError(e)
        setLoading(false)
      },
    )
  }, [load])
  useEffect(reload, [reload])
  return { value: stored, loading, error, reload }
}

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
