import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import { newestFirst } from "../challengeStatus.ts"
import type { Me, PlayerChallenge } from "../types.ts"
import { ChallengeCard } from "./ChallengeCard.tsx"
import type { Loadable } from "./useFreshList.ts"

/** The player's challenges across all their groups, newest first. */
export function ChallengesSection({ challenges, me }: { challenges: Loadable<PlayerChallenge[]>; me: Me }) {
  const list = challenges.value
  return (
    <section className="card groups-section" aria-labelledby="challenges-title" aria-busy={challenges.loading}>
      <h2 id="challenges-title">Challenges</h2>
      {list === null && challenges.loading && <LoadingPanel label="Loading your challenges…" />}
      {challenges.error !== null && <ErrorPanel error={challenges.error} onRetry={challenges.reload} />}
      {list !== null && list.length === 0 && <p className="quiz-muted">No challenges yet. Put a quiz to one of your groups below, or wait for a friend to.</p>}
      {list !== null && list.length > 0 && (
        <ul className="challenge-list" aria-label="Your challenges">
          {newestFirst(list).map((c) => (
            <ChallengeCard key={c.challenge_id} challenge={c} me={me} showGroup />
          ))}
        </ul>
      )}
    </section>
  )
}
