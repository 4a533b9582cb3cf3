import { ErrorPanel, LoadingPanel } from "../../../ui/Panels.tsx"
import type { Group } from "../types.ts"
import type { Loadable } from "./GroupsProfileSections.tsx"

/** The live game section: which of the player's groups have a live game running right now. */
export function LiveGamesSection({ groups }: { groups: Loadable<Group[]> }) {
  const list = groups.value
  const live = list?.filter((g) => g.live_game) ?? []
  return (
    <section className="card groups-section live-games" aria-labelledby="live-game-title" aria-busy={groups.loading}>
      <h2 id="live-game-title">Live game</h2>
      {list === null && groups.loading && <LoadingPanel label="Loading your groups…" />}
      {list === null && groups.error !== null && <ErrorPanel error={groups.error} onRetry={groups.reload} />}
      {list !== null && list.length === 0 && (
        <p className="quiz-muted">Live games are played within a group. Join or create a group below to play with friends.</p>
      )}
      {list !== null && list.length > 0 && live.length === 0 && (
        <p className="quiz-muted">No live game is running in your groups right now.</p>
      )}
      {live.length > 0 && (
        <ul className="live-games__list" aria-label="Groups with a live game">
          {live.map((g) => (
            <li key={g.id} className="live-games__item">
              <span className="live-dot" aria-hidden="true" />
              <span className="live-games__name">{g.group_name}</span>
              <span className="badge badge--live">Live now</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
