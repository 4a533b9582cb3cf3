import * as Groups from "#schemas/group-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { newestFirst } from "../challengeStatus.ts"
import type { Me, PlayerChallenge } from "../types.ts"
import { ChallengeCard } from "./ChallengeCard.tsx"
import type { Loadable } from "./useFreshList.ts"

/** The player's challenges across all their groups, newest first. */
export function ChallengesSection({ challenges, me }: { challenges: Loadable<PlayerChallenge[]>; me: Me }) {
  const m = useMessages("groups", Groups)
  const list = challenges.value
  return (
    <section className="card groups-section" aria-labelledby="challenges-title" aria-busy={challenges.loading}>
      <h2 id="challenges-title">{m.challenges}</h2>
      {list === null && challenges.loading && <LoadingPanel label={m.loadingChallenges} />}
      {challenges.error !== null && <ErrorPanel error={challenges.error} onRetry={challenges.reload} />}
      {list !== null && list.length === 0 && <p className="quiz-muted">{m.noChallengesYet}</p>}
      {list !== null && list.length > 0 && (
        <ul className="challenge-list" aria-label={m.yourChallenges}>
          {newestFirst(list).map((c) => (
            <ChallengeCard key={c.challenge_id} challenge={c} me={me} showGroup />
          ))}
        </ul>
      )}
    </section>
  )
}
