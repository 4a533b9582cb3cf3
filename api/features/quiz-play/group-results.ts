// A group's results for its commissioner: each challenge with its members' graded scores, and
// each live round played, folded from the group's live-game stream. Only the commissioner
// may have them; the server decides, whatever the page shows.
import type { Kysely } from "kysely"

import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { EventStore } from "#engine/eventstore/port.ts"
import { type PlayedRound, playedRounds } from "#engine/live-game/history.ts"
import type { DB } from "#projections/db.ts"
import { eventDecoder } from "#projections/decode-event.ts"
import { challengesOf, findGroup, type GroupRow } from "#projections/groups/groups.queries.ts"
import { LiveGameEvent, LiveGameEventTypes, liveGameStream } from "#schemas/events/live-game.ts"
import * as Messages from "#schemas/messages.ts"

const decodeLive = eventDecoder(LiveGameEvent, LiveGameEventTypes)

export interface GroupResults {
  readonly group: GroupRow
  /** Newest first. */
  readonly challenges: Awaited<ReturnType<typeof challengesOf>>
  /** In the order played. */
  readonly rounds: readonly PlayedRound[]
}

export const groupResults = async (
  deps: { readonly db: Kysely<DB>; readonly store: Pick<EventStore, "readStream"> },
  input: { readonly groupId: string; readonly userId: string },
): Promise<GroupResults> => {
  const group = await findGroup(deps.db, input.groupId)
  if (!group) throw new Missing(Messages.groupNotFound)
  if (group.commissionerId !== input.userId) throw new NotAllowed(Messages.notCommissioner)
  const challenges = await challengesOf(deps.db, [group.id])
  const events = await deps.store.readStream(liveGameStream(group.id))
  return { group, challenges, rounds: playedRounds(events.flatMap((e) => decodeLive(e) ?? [])) }
}
