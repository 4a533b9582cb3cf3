import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import type { Group, Me } from "../types.ts"
import { CreateGroupForm } from "./CreateGroupForm.tsx"
import { GroupDisclosure } from "./group/GroupDisclosure.tsx"
import { JoinGroupForm } from "./JoinGroupForm.tsx"
import type { Loadable } from "./useFreshList.ts"

/** My groups: one disclosure per group, then joining and creating one. */
export function GroupsSection({ groups, me }: { groups: Loadable<Group[]>; me: Me }) {
  const list = groups.value
  return (
    <section className="card groups-section" aria-labelledby="groups-title" aria-busy={groups.loading}>
      <h2 id="groups-title">My groups</h2>
      {list === null && groups.loading && <LoadingPanel label="Loading your groups…" />}
      {groups.error !== null && <ErrorPanel error={groups.error} onRetry={groups.reload} />}
      {list !== null && list.length === 0 && (
        <p className="quiz-muted">You are not in a group yet. Join a friend's group with their keys, or start your own.</p>
      )}
      {list !== null && list.length > 0 && (
        <ul className="group-list" aria-label="Your groups">
          {list.map((g) => (
            <GroupDisclosure key={g.id} group={g} me={me} />
          ))}
        </ul>
      )}
      <div className="groups-forms">
        <JoinGroupForm />
        <CreateGroupForm />
      </div>
    </section>
  )
}
