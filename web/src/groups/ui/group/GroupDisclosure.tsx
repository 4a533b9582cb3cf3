import { useEffect, useId, useState } from "react"
import { useLocation } from "react-router-dom"

import * as Groups from "#schemas/group-messages.ts"
import { playerName } from "#schemas/i18n/player-name.ts"
import { newestFirst } from "#web/groups/challengeStatus.ts"
import type { Group, Me } from "#web/groups/types.ts"
import { useMessages } from "#web/i18n/language.ts"

import { ChallengeCard } from "../ChallengeCard.tsx"
import { CommissionerTools } from "./CommissionerTools.tsx"
import { CreateChallengeForm } from "./CreateChallengeForm.tsx"

/** The address of a group on the profile: it opens there (a join link lands on it). */
export const groupAnchor = (groupId: string) => `group-${groupId}`

/** One group, collapsed to its name; open: members, challenges, a new challenge, the commissioner's tools. */
export function GroupDisclosure({ group, me }: { group: Group; me: Me }) {
  const m = useMessages("groups", Groups)
  const { hash } = useLocation()
  const named = hash === `#${groupAnchor(group.id)}`
  const [open, setOpen] = useState(named)
  useEffect(() => {
    if (named) setOpen(true)
  }, [named])
  const commissioner = group.commissioner_id === me.id
  const bodyId = useId()
  return (
    <li id={groupAnchor(group.id)} className={`group${open ? " group--open" : ""}`}>
      <h3 className="group__title">
        <button type="button" className="group__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
          <span className="group__chevron" aria-hidden="true">
            ▸
          </span>
          <span className="group__name">{group.group_name}</span>
          <span className="group__facts">
            {m.memberCount(group.members.length)}
            {group.live_game && <span className="badge badge--live">{m.live}</span>}
            {commissioner && <span className="badge">{m.commissioner}</span>}
          </span>
        </button>
      </h3>
      {open && (
        <div id={bodyId} className="group__body">
          <div className="group__block">
            <h4>{m.members}</h4>
            <ul className="group__members" aria-label={m.membersOf(group.group_name)}>
              {group.members.map((member) => (
                <li key={member.id}>
                  {playerName(m, member.username)}
                  {member.id === me.id && <span className="quiz-muted">{m.youMark}</span>}
                  {member.is_commissioner && <span className="badge">{m.commissioner}</span>}
                </li>
              ))}
            </ul>
          </div>
          <div className="group__block">
            <h4>{m.challenges}</h4>
            {group.challenges.length === 0 ? (
              <p className="quiz-muted">{m.noChallengesInGroup}</p>
            ) : (
              <ul className="challenge-list" aria-label={m.challengesOf(group.group_name)}>
                {newestFirst(group.challenges).map((c) => (
                  <ChallengeCard key={c.challenge_id} challenge={c} me={me} />
                ))}
              </ul>
            )}
            <CreateChallengeForm group={group} me={me} />
          </div>
          {commissioner && <CommissionerTools group={group} />}
        </div>
      )}
    </li>
  )
}
