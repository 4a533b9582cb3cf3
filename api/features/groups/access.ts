// Who may see a group: it must exist (404) and the caller must belong to it (403).
import type { Kysely } from "kysely"

import { Missing, NotAllowed } from "#engine/domain-errors.ts"
import type { DB } from "#projections/db.ts"
import { findGroup, type GroupRow, isGroupMember } from "#projections/groups/groups.queries.ts"
import * as Messages from "#schemas/messages.ts"

export const requireGroupMember = async (db: Kysely<DB>, groupId: string, userId: string): Promise<GroupRow> => {
  const group = await findGroup(db, groupId)
  if (!group) throw new Missing(Messages.groupNotFound)
  if (!(await isGroupMember(db, group.id, userId))) throw new NotAllowed(Messages.notGroupMember)
  return group
}
