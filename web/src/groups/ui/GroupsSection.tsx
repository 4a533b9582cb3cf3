import * as Groups from "#schemas/group-messages.ts"
import { useMessages } from "#web/i18n/language.ts"
import { ErrorPanel, LoadingPanel } from "#web/ui/Panels.tsx"

import type { Group, Me } from "../types.ts"
import { CreateGroupForm } from "./CreateGroupForm.tsx"
import { GroupDisclosure } from "./group/GroupDisclosure.tsx"
import { JoinGroupForm } from "./JoinGroupForm.tsx"
import type { Loadable } from "./useFreshList.ts"

/** My groups: one disclosure per group, then joining and creating one. */
export function GroupsSection({ groups, me }: { groups: Loadable<Group[]>; me: Me }) {
  const m = useMessages("groups", Groups)
  const list = groups.value
  return (
    <section className="card groups-section" aria-labelledby="groups-title" aria-busy={groups.loading}>
      <h2 id="groups-title">{m.myGroups}</h2>
      {list === null && groups.loading && <LoadingPanel label={m.loadingGroups} />}
      {groups.error !== null && <ErrorPanel error={groups.error} onRetry={groups.reload} />}
      {list !== null && list.length === 0 && <p className="quiz-muted">{m.notInGroupYet}</p>}
      {list !== null && list.length > 0 && (
        <ul className="group-list" aria-label={m.yourGroups}>
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
