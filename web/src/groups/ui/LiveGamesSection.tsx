import * as Groups from "#schemas/group-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { LiveGameButton } from "#web/live-game/LiveGameButton.tsx"
import { LiveGameHost } from "#web/live-game/LiveGameHost.tsx"
import { PinGameEntry } from "#web/live-game/pin/PinGameEntry.tsx"
import { useEnterLiveGame } from "#web/live-game/useEnterLiveGame.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import type { Group } from "../types.ts"
import type { Loadable } from "./useFreshList.ts"

/** The live game section: which of the player's groups have a live game running, and a way into each. */
export function LiveGamesSection({ groups }: { groups: Loadable<Group[]> }) {
  useEnterLiveGame()
  const m = useMessages("groups", Groups)
  const list = groups.value
  const live = list?.filter((g) => g.live_game) ?? []
  return (
    <section className="card groups-section live-games" aria-labelledby="live-game-title" aria-busy={groups.loading}>
      <h2 id="live-game-title">{m.liveGame}</h2>
      <PinGameEntry />
      {list === null && groups.loading && <LoadingPanel label={m.loadingGroups} />}
      {list === null && groups.error !== null && <ErrorPanel error={groups.error} onRetry={groups.reload} />}
      {list !== null && list.length === 0 && <p className="quiz-muted">{m.liveGamesInGroups}</p>}
      {list !== null && list.length > 0 && live.length === 0 && <p className="quiz-muted">{m.noLiveGameNow}</p>}
      {list !== null && list.length > 0 && (
        <ul className="live-games__list" aria-label={m.liveGamesByGroup}>
          {[...live, ...list.filter((g) => !g.live_game)].map((g) => (
            <li key={g.id} className="live-games__item">
              {g.live_game && <span className="live-dot" aria-hidden="true" />}
              <span className="live-games__name">{g.group_name}</span>
              {g.live_game && <span className="badge badge--live">{m.liveNow}</span>}
              <LiveGameButton groupId={g.id} groupName={g.group_name} running={g.live_game} />
            </li>
          ))}
        </ul>
      )}
      <LiveGameHost />
    </section>
  )
}
